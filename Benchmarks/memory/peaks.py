#!/usr/bin/env python3
"""Peak resident memory of each `pick` command at start, beside dialog's and fzf's.

    Benchmarks/memory/peaks.py --pick PATH [--rounds 5] [--only NAME...] [--lines 10000000]

Every program runs in an 80×24 pseudo-terminal (TERM=xterm-256color; the cursor-position
question is answered as a terminal does), draws its first frame, and is cancelled (Esc) once its
output has been quiet for 300 ms (for piped lines: once the pipe is drained too). Its peak
resident size is `wait4`'s `ru_maxrss` for that process alone (never the `seq` feeding it).
Prints the median over ROUNDS of each, in MiB. Only the standard library is used.
"""
import argparse, fcntl, os, pty, select, signal, statistics, struct, subprocess, sys, tempfile, termios, time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "images"))
from small_png import png

CURSOR_QUESTION = b"\x1b[6n"
ITEMS = ["Apple", "Banana", "Cherry"]


def run_once(argv, lines=None, quiet=0.3, timeout=60.0):
    """Runs argv in a pty (stdin from `seq LINES` when given); returns its ru_maxrss in KiB."""
    report = tempfile.NamedTemporaryFile(prefix="pick-memory-", delete=False)
    report.close()
    argv = ["/usr/bin/time", "-f", "%M", "-o", report.name] + argv
    feeder = None
    read_end = None
    if lines is not None:
        read_end, write_end = os.pipe()
        feeder = subprocess.Popen(["seq", str(lines)], stdout=write_end)
        os.close(write_end)
    pid, fd = pty.fork()
    if pid == 0:
        if read_end is not None:
            os.dup2(read_end, 0)
        os.environ["TERM"] = "xterm-256color"
        os.environ.pop("NO_COLOR", None)
        os.execvp(argv[0], argv)
    if read_end is not None:
        os.close(read_end)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    start = time.monotonic()
    last_output = None
    while time.monotonic() - start < timeout:
        ready, _, _ = select.select([fd], [], [], 0.05)
        now = time.monotonic()
        if ready:
            try:
                data = os.read(fd, 65536)
            except OSError:
                break
            if CURSOR_QUESTION in data:
                os.write(fd, b"\x1b[1;1R")
            last_output = now
        drained = feeder is None or feeder.poll() is not None
        if last_output is not None and drained and now - last_output >= quiet:
            break
    os.write(fd, b"\x1b")
    deadline = time.monotonic() + 5
    status = None
    while time.monotonic() < deadline:
        done, _, usage = os.wait4(pid, os.WNOHANG)
        if done:
            status = usage
            break
        try:
            if select.select([fd], [], [], 0.05)[0]:
                os.read(fd, 65536)
        except OSError:
            pass
    if status is None:
        os.kill(pid, signal.SIGKILL)
        os.wait4(pid, 0)
    os.close(fd)
    if feeder is not None:
        feeder.kill()
        feeder.wait()
    with open(report.name) as file:
        text = file.read().split()
    os.unlink(report.name)
    # `time` writes "Command exited with non-zero status N" before the number when it was cancelled.
    return int(text[-1])


def scenarios(pick, folder, lines):
    images = []
    for index in range(10):
        path = os.path.join(folder, f"image-{index}.png")
        with open(path, "wb") as file:
            file.write(png(64, 48, index))
        images.append(path)
    items_file = os.path.join(folder, "items")
    with open(items_file, "w") as file:
        file.write("\n".join(ITEMS) + "\n")
    dialog_items = [part for index, item in enumerate(ITEMS) for part in (str(index + 1), item)]
    checklist = [part for index, item in enumerate(ITEMS) for part in (str(index + 1), item, "off")]
    return [
        # (name, argv, lines piped in or None, stdin file or None)
        ("pick choose (3 items)", [pick, "choose"] + ITEMS, None),
        ("pick choose --style list", [pick, "choose", "--style", "list"] + ITEMS, None),
        ("pick wheels", [pick, "wheels", "--component", "S,M,L", "--component", "red,green"], None),
        ("pick date", [pick, "date"], None),
        ("pick time", [pick, "time"], None),
        ("pick datetime", [pick, "datetime"], None),
        ("pick countdown", [pick, "countdown"], None),
        ("pick month", [pick, "month"], None),
        ("pick dates", [pick, "dates"], None),
        ("pick image (10 PNGs)", [pick, "image"] + images, None),
        ("dialog --menu", ["dialog", "--menu", "Fruit", "0", "0", "0"] + dialog_items, None),
        ("dialog --checklist", ["dialog", "--checklist", "Fruit", "0", "0", "0"] + checklist, None),
        ("dialog --calendar", ["dialog", "--calendar", "Date", "0", "0"], None),
        ("dialog --timebox", ["dialog", "--timebox", "Time", "0", "0"], None),
        ("fzf --height (3 items)", ["sh", "-c", f"exec fzf --height=40% --reverse < {items_file}"], None),
        (f"seq {lines} | pick choose", [pick, "choose"], lines),
        (f"seq {lines} | fzf --height", ["fzf", "--height=40%", "--reverse"], lines),
    ]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pick", required=True)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--lines", type=int, default=10_000_000)
    parser.add_argument("--only", nargs="*", help="scenario names containing any of these words")
    args = parser.parse_args()
    pick = os.path.abspath(args.pick)
    with tempfile.TemporaryDirectory(prefix="pick-memory-") as folder:
        print(f"{'program':40} {'peak RSS MiB (median)':>22} {'min':>7} {'max':>7}")
        for name, argv, lines in scenarios(pick, folder, args.lines):
            if args.only and not any(word in name for word in args.only):
                continue
            peaks = [run_once(argv, lines) / 1024 for _ in range(args.rounds)]
            print(f"{name:40} {statistics.median(peaks):22.1f} {min(peaks):7.1f} {max(peaks):7.1f}", flush=True)


if __name__ == "__main__":
    main()
