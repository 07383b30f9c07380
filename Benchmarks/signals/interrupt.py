#!/usr/bin/env python3
"""Time from Ctrl-C (or SIGTERM) to the exit of a busy `pick`, in a pseudo-terminal.

    Benchmarks/signals/interrupt.py PICK [--rounds 5]

The end-to-end tests (`SignalStressTests`) check that these signals end pick with the right
status and the terminal restored; how fast is measured here, as a number, never asserted by a
test. Each case starts PICK in an 80x24 pty (TERM=xterm-256color, answering the cursor-position
question as a terminal does), waits for its first frame (the help line's "esc", then 300 ms of
quiet), makes it busy, then interrupts it and times from the interrupt to the process's exit
(`waitpid`), reading its output all along so it never blocks on a full pty:

- every command with a picker that takes typed text, after a 100 KB paste (letters, digits and
  spaces on one line) typed as keys, and again as one bracketed paste: Ctrl-C, status 130;
- every command after 100 KB of arrow keys (escape sequences, each a step of the picker): Ctrl-C,
  status 130 (issue 26: Ctrl-C is found in the raw input outside a paste, ahead of the flood);
- `seq 10000000 | pick choose` while the lines load: SIGTERM, status 143;
- `pick choose` in a session: SIGUSR1, status 138 (any signal whose default ends a process).

Prints one row per case: the median and the slowest of ROUNDS, and the statuses seen. Only the
standard library is used.
"""
import argparse, fcntl, os, pty, select, signal, statistics, struct, subprocess, sys, termios, time

COMMANDS = [
    ["choose", "Apple", "Banana", "Cherry", "Durian"],
    ["wheels", "--component", "S,M,L", "--component", "red,green,blue"],
    ["date", "--style", "wheels", "--value", "2026-11-22", "--locale", "en_US", "--time-zone", "UTC"],
    ["time", "--value", "14:30", "--locale", "en_US", "--time-zone", "UTC"],
    ["datetime", "--value", "2026-11-22T14:30", "--locale", "en_US", "--time-zone", "UTC"],
    ["countdown", "--value", "1h15m", "--locale", "en_US"],
    ["month", "--value", "2026-11", "--locale", "en_US", "--time-zone", "UTC"],
    ["dates", "--value", "2026-11-22", "--locale", "en_US", "--time-zone", "UTC"],
    ["range", "--value", "2026-11-22", "--locale", "en_US", "--time-zone", "UTC"],
    ["datetime", "--style", "graphical", "--value", "2026-11-22T10:10", "--locale", "en_US", "--time-zone", "UTC"],
]
ALPHABET = b"abcdefghijklmnopqrstuvwxyz0123456789 "
PASTE = bytes(ALPHABET[i % len(ALPHABET)] for i in range(100_000))
ARROWS = b"\x1b[C\x1b[B" * (100_000 // 6)
CURSOR_QUESTION = b"\x1b[6n"


class Pty:
    """A child in a pty whose output is read (and cursor questions answered) while waiting."""

    def __init__(self, argv, stdin=None):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            if stdin is not None:
                os.dup2(stdin, 0)
            os.environ["TERM"] = "xterm-256color"
            os.execv(argv[0], argv)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.seen = b""
        self.status = None

    def pump(self, timeout):
        """Reads what is there within `timeout` s; True when something was read."""
        try:
            if not select.select([self.fd], [], [], timeout)[0]:
                return False
            data = os.read(self.fd, 65536)
        except OSError:
            return False
        if CURSOR_QUESTION in data:
            os.write(self.fd, b"\x1b[1;1R")
        self.seen = (self.seen + data)[-4096:]
        return bool(data)

    def wait_for_frame(self, limit=60.0):
        start = time.monotonic()
        while b"esc" not in self.seen and time.monotonic() - start < limit:
            self.pump(0.05)
        quiet = time.monotonic()
        while time.monotonic() - quiet < 0.3:
            if self.pump(0.05):
                quiet = time.monotonic()

    def write(self, data):
        """Writes all of `data`, reading output whenever the pty's input is full."""
        os.set_blocking(self.fd, False)
        while data:
            try:
                data = data[os.write(self.fd, data):]
            except BlockingIOError:
                self.pump(0.01)
        os.set_blocking(self.fd, True)

    def exited(self):
        done, status = os.waitpid(self.pid, os.WNOHANG)
        if done:
            # As a shell reports it: a process ended by signal N exits 128 + N (pick restores
            # the terminal, then dies of the signal it got, so SIGTERM is 143).
            code = os.waitstatus_to_exitcode(status)
            self.status = code if code >= 0 else 128 - code
        return done != 0

    def time_to_exit(self, limit=30.0):
        start = time.monotonic()
        while not self.exited():
            if time.monotonic() - start > limit:
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
                return None
            self.pump(0.001)
        return time.monotonic() - start


def paste_then_control_c(pick, command, bracketed):
    child = Pty([pick] + command)
    child.wait_for_frame()
    child.write(b"\x1b[200~" + PASTE + b"\x1b[201~" if bracketed else PASTE)
    os.write(child.fd, b"\x03")
    return child.time_to_exit(), child.status


def arrows_then_control_c(pick, command):
    child = Pty([pick] + command)
    child.wait_for_frame()
    child.write(ARROWS)
    os.write(child.fd, b"\x03")
    return child.time_to_exit(), child.status


def signal_in_session(pick, number):
    child = Pty([pick, "choose", "Apple", "Banana", "Cherry"])
    child.wait_for_frame()
    os.kill(child.pid, number)
    return child.time_to_exit(), child.status


def terminate_during_load(pick):
    read, write = os.pipe()
    seq = subprocess.Popen(["seq", "10000000"], stdout=write)
    os.close(write)
    child = Pty([pick, "choose"], stdin=read)
    os.close(read)
    child.wait_for_frame()
    os.kill(child.pid, signal.SIGTERM)
    answered = child.time_to_exit(), child.status
    seq.kill()
    seq.wait()
    return answered


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("pick")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    pick = os.path.abspath(args.pick)
    def label(c):
        return " ".join(c[:3]) if c[1] == "--style" else c[0]

    cases = [(f"pick {label(c)}, 100 KB typed, Ctrl-C", lambda c=c: paste_then_control_c(pick, c, False)) for c in COMMANDS]
    cases += [(f"pick {label(c)}, 100 KB bracketed, Ctrl-C", lambda c=c: paste_then_control_c(pick, c, True)) for c in COMMANDS]
    cases += [(f"pick {label(c)}, 100 KB of arrows, Ctrl-C", lambda c=c: arrows_then_control_c(pick, c)) for c in COMMANDS]
    cases.append(("seq 10000000 \\| pick choose, SIGTERM while loading", lambda: terminate_during_load(pick)))
    cases.append(("pick choose, SIGUSR1 in a session", lambda: signal_in_session(pick, signal.SIGUSR1)))
    print("| case | median | slowest | statuses |")
    print("|---|---:|---:|---|")
    for name, run in cases:
        results = [run() for _ in range(args.rounds)]
        times = [t for t, _ in results if t is not None]
        statuses = sorted({str(s) if t is not None else "hung" for t, s in results})
        median = f"{statistics.median(times) * 1000:.0f} ms" if times else "-"
        slowest = f"{max(times) * 1000:.0f} ms" if times else "-"
        print(f"| {name} | {median} | {slowest} | {', '.join(statuses)} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
