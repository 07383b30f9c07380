#!/usr/bin/env python3
"""A representative set of issue 26's hostile cases, run against a built `pick`; prints each
case's outcome and the totals.

    Benchmarks/hostile/run.py --pick .build-release/release/pick [--only NAME...] [--frame-timeout 15] [--hold 0]

Each case runs `pick` in an 80×24 pseudo-terminal (TERM=xterm-256color; the cursor-position
question is answered as a terminal does), its standard input from a shell pipeline, under
`/usr/bin/time` for its peak resident size. Once a frame is drawn (the help line's "esc cancel"
shows) the case's keys or signal are sent. A case passes when:

- the exit status is the expected one (130 for Ctrl-C, 1 for Esc, 128 + n for a signal, ...);
- the terminal's settings after the run equal those before it (raw mode undone);
- the last frame leaves the cursor shown, mouse reporting and bracketed paste off;
- no escape sequence planted in the input reaches the terminal;
- a value printed is byte for byte one of the input's lines (or what the case expects);
- nothing on standard error reads as a crash report.

With `--hold N` each picker stays open N seconds before its keys (endless input piles up
meanwhile). A case whose pick passes 2 GiB resident is stopped and fails.

The time from the ending key or signal to the exit and the peak resident size are printed
for every case, as measurements beside the verdict; no verdict depends on them. Only the
standard library is used.
"""
import argparse, fcntl, os, pty, select, shlex, signal, struct, subprocess, sys, tempfile, termios, time

CURSOR_QUESTION = b"\x1b[6n"
READY = b"esc "
PLANTED = b"\x1b]2;HOSTILE-TITLE\x07"
# A case whose pick holds more than this is stopped (and fails): the machine is shared.
MEMORY_LIMIT_KIB = 2 << 20


def case(name, stdin, args, keys=(), sig=None, status=None, output=None, frame=True, setup=None, prefix=""):
    return dict(name=name, stdin=stdin, args=args, keys=keys, sig=sig, status=status, output=output,
                frame=frame, setup=setup, prefix=prefix)


def cases(scratch):
    big = os.path.join(scratch, "big-line")
    marks = os.path.join(scratch, "marks")
    fifo = os.path.join(scratch, "fifo")

    def make_big():
        with open(big, "wb") as file:
            file.write(b"x" * 50_000_000 + b"\nshort\n")

    def make_marks():
        with open(marks, "wb") as file:
            file.write(b"a" + "\u0301".encode() * 10_000 + b"\nplain\nother\n")

    def make_fifo():
        if not os.path.exists(fifo):
            os.mkfifo(fifo)

    esc = b"\x1b"
    return [
        case("escape sequences in items", "printf 'a\\033]2;HOSTILE-TITLE\\007b\\n\\033[2Jred\\n'", "choose", [b"\r"], status=0),
        case("bidi controls in items", "printf '\\342\\200\\256abc\\nplain\\n'", "choose", [b"\r"], status=0),
        case("invalid UTF-8", "printf '\\377\\376x\\nok\\n'", "choose", [b"\r"], status=0),
        case("NUL in a line", "printf 'a\\000b\\nc\\n'", "choose", [b"\r"], status=0),
        case("a 50 MB line, Enter", f"cat {big}", "choose", [b"\r"], status=0, setup=make_big),
        case("a 50 MB line, filter keys then Ctrl-C", f"cat {big}", "choose --filter", [b"x", b"x", b"\x03"], status=130,
             setup=make_big),
        case("a line of 10,000 combining marks, arrows then Ctrl-C", f"cat {marks}", "choose", [b"\x1b[B"] * 20 + [b"\x03"],
             status=130, setup=make_marks),
        case("yes, Esc", "yes", "choose", [esc], status=1),
        case("yes --filter, Ctrl-C", "yes", "choose --filter", [b"\x03"], status=130),
        case("yes --no-limit, Esc", "yes", "choose --no-limit", [esc], status=1),
        case("yes --selected nope", "yes", "choose --selected nope", status=2, frame=False),
        case("/dev/zero, Esc", "cat /dev/zero", "choose", [esc], status=1),
        case("/dev/zero --filter, Ctrl-C", "cat /dev/zero", "choose --filter", [b"\x03"], status=130),
        case("seq 10000000 --no-limit, Ctrl-A then Ctrl-C", "seq 10000000", "choose --no-limit", [b"\x01", b"\x03"], status=130),
        case("silent stdin --timeout 1", "sleep 30", "choose --timeout 1", status=124, frame=False),
        # The shell holds the FIFO open for writing and never writes: pick's stdin is the FIFO itself.
        case("a FIFO never written --timeout 1", None, f"choose --timeout 1 < {fifo}", status=124, frame=False,
             setup=make_fifo, prefix=f"exec 3<>{fifo}; "),
        case("SIGUSR1 during a session", None, "choose Apple Banana", sig=signal.SIGUSR1, status=128 + signal.SIGUSR1),
        case("SIGALRM during a session", None, "choose Apple Banana", sig=signal.SIGALRM, status=128 + signal.SIGALRM),
        case("SIGTERM during a session", None, "choose Apple Banana", sig=signal.SIGTERM, status=128 + signal.SIGTERM),
        case("SIGHUP during a session", None, "choose Apple Banana", sig=signal.SIGHUP, status=128 + signal.SIGHUP),
        case("--timeout 1e308", None, "choose --timeout 1e308 Apple Banana", [esc], status=1),
        case("--height 65535", None, "choose --height 65535 Apple Banana", [esc], status=1),
        case("--height -1", None, "choose --height -1 Apple", status=2, frame=False),
        case("--timeout -1", None, "choose --timeout -1 Apple", status=2, frame=False),
        case("--limit 99999999999999999999", None, "choose --limit 99999999999999999999 Apple", status=2, frame=False),
        case("dates: 100 KB of arrows then Ctrl-C", None, "date --value 2026-11-22 --time-zone UTC",
             [b"\x1b[C\x1b[B" * 16_000, b"\x03"], status=130),
    ]


def restored_modes(screen):
    """Whether the last word on cursor, mouse and paste modes turns them back."""
    def last(on, off):
        return screen.rfind(on) <= screen.rfind(off)
    return last(b"\x1b[?25l", b"\x1b[?25h") and last(b"\x1b[?1000h", b"\x1b[?1000l") and last(b"\x1b[?2004h", b"\x1b[?2004l")


def run_case(pick, item, frame_timeout, hold):
    if item["setup"]:
        item["setup"]()
    report = tempfile.NamedTemporaryFile(prefix="pick-hostile-", delete=False)
    report.close()
    out = tempfile.NamedTemporaryFile(prefix="pick-hostile-out-", delete=False)
    out.close()
    err = tempfile.NamedTemporaryFile(prefix="pick-hostile-err-", delete=False)
    err.close()
    command = f"/usr/bin/time -f %M -o {report.name} {shlex.quote(pick)} {item['args']} > {out.name} 2> {err.name}"
    if item["stdin"]:
        command = f"{item['stdin']} | {command}"
    command = item["prefix"] + command
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.environ.pop("NO_COLOR", None)
        os.execvp("bash", ["bash", "-c", command])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    before = termios.tcgetattr(fd)
    screen = bytearray()
    start = time.monotonic()
    ended_at = None
    status = None
    sent = False

    def pump(wait):
        try:
            if select.select([fd], [], [], wait)[0]:
                data = os.read(fd, 1 << 16)
                screen.extend(data)
                if CURSOR_QUESTION in data:
                    os.write(fd, b"\x1b[1;1R")
                return True
        except OSError:
            return False
        return True

    def picks():
        # The session pty.fork started holds only this case's processes; pick is the one running the binary.
        found = subprocess.run(["pgrep", "-s", str(pid)], capture_output=True, text=True).stdout.split()
        running = []
        for word in found:
            try:
                if os.path.realpath(f"/proc/{word}/exe") == os.path.realpath(pick):
                    running.append(int(word))
            except OSError:
                pass
        return running

    runaway = []

    def reap():
        done, code = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(code)
        for candidate in picks():
            try:
                with open(f"/proc/{candidate}/status") as file:
                    rss = next((int(line.split()[1]) for line in file if line.startswith("VmRSS:")), 0)
            except OSError:
                continue
            if rss > MEMORY_LIMIT_KIB:
                runaway.append(rss)
                os.killpg(pid, signal.SIGKILL)
        return None

    framed = False
    while time.monotonic() - start < frame_timeout:
        pump(0.05)
        status = reap()
        if status is not None:
            break
        if READY in screen:
            framed = True
            break
    if status is None and framed:
        # Held open for `hold` seconds (still answering the terminal), so endless input has time to pile up.
        held = time.monotonic() + 0.1 + hold
        while status is None and time.monotonic() < held:
            pump(0.05)
            status = reap()
        pump(0)
        for key in item["keys"][:-1]:
            os.write(fd, key)
            pump(0.01)
        ended_at = time.monotonic()
        for key in item["keys"][-1:]:
            os.write(fd, key)
        if item["sig"]:
            for candidate in picks():
                os.kill(candidate, item["sig"])
        sent = True
    ended_at = ended_at or time.monotonic()
    deadline = ended_at + 30
    while status is None and time.monotonic() < deadline:
        pump(0.02)
        status = reap()
    exit_seconds = time.monotonic() - ended_at
    timed_out = status is None
    if timed_out:
        os.killpg(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    try:
        after = termios.tcgetattr(fd)
    except termios.error:
        after = before
    while pump(0):
        if not select.select([fd], [], [], 0)[0]:
            break
    os.close(fd)
    with open(report.name) as file:
        words = file.read().split()
    peak = int(words[-1]) // 1024 if words and words[-1].isdigit() else None
    output = open(out.name, "rb").read()
    errors = open(err.name, "rb").read()
    for path in (report.name, out.name, err.name):
        os.unlink(path)
    problems = []
    if runaway:
        problems.append(f"stopped at {max(runaway) // 1024} MiB resident")
    elif timed_out:
        problems.append("did not exit")
    if item["frame"] and not framed:
        problems.append("no frame")
    if status != item["status"]:
        problems.append(f"status {status}, expected {item['status']}")
    if after != before:
        problems.append("terminal settings not restored")
    if not restored_modes(bytes(screen)):
        problems.append("terminal modes left on")
    if PLANTED in screen:
        problems.append("a planted escape sequence reached the terminal")
    if b"Program crashed" in errors or b"Backtrace" in errors:
        problems.append("crash report")
    if status == 0 and item["stdin"] and output:
        lines = subprocess.run(["bash", "-c", item["stdin"]], capture_output=True).stdout.split(b"\n")
        if output.rstrip(b"\n") not in lines:
            problems.append("printed bytes are not one of the input's lines")
    return dict(name=item["name"], status=status, peak=peak, exit_seconds=exit_seconds if sent else None,
                problems=problems, notice=errors.decode(errors="replace").strip().splitlines()[-1:] if errors else [])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pick", required=True)
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--frame-timeout", type=float, default=15)
    parser.add_argument("--hold", type=float, default=0, help="seconds to leave each picker open before its keys")
    args = parser.parse_args()
    pick = os.path.abspath(args.pick)
    with tempfile.TemporaryDirectory(prefix="pick-hostile-") as scratch:
        results = []
        for item in cases(scratch):
            if args.only and not any(word in item["name"] for word in args.only):
                continue
            result = run_case(pick, item, args.frame_timeout, args.hold)
            results.append(result)
            verdict = "pass" if not result["problems"] else "FAIL: " + "; ".join(result["problems"])
            exit_text = f"{result['exit_seconds'] * 1000:7.0f} ms" if result["exit_seconds"] is not None else "      -   "
            peak = f"{result['peak']:6d} MiB" if result["peak"] is not None else "     - MiB"
            print(f"{result['name'][:52]:52s} status {str(result['status']):>4s}  exit {exit_text}  peak {peak}  {verdict}",
                  flush=True)
    passed = sum(1 for result in results if not result["problems"])
    print(f"\ntotal {len(results)}: {passed} passed, {len(results) - passed} failed")
    return 0 if passed == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
