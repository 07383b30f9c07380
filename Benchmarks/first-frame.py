#!/usr/bin/env python3
"""Runs a command in an 80x24 pseudo-terminal until its first frame is drawn, then ends it.

    Benchmarks/first-frame.py [--idle SECONDS] -- COMMAND ARGS...

For counting what a whole `pick` process does up to its first frame (`execve` to exit, under
valgrind's callgrind or `/usr/bin/time -v`), where the in-process workloads leave out the
process's own start. It answers the terminal queries pick sends before drawing (cursor position,
device attributes) as a terminal would, waits until output has been quiet for `--idle` seconds
after the first bytes (the frame is complete: nothing is drawn until a key or a tick changes it),
then sends Escape and waits for the process to end. Prints the child's exit status and the bytes
it wrote; the child's own stdout/stderr of a wrapper (valgrind, time) go to this script's stderr.

Only the standard library: no terminal emulator, so it needs no virtual environment.
"""
import argparse
import fcntl
import os
import pty
import select
import struct
import sys
import termios
import time


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--idle", type=float, default=1.0, help="quiet seconds that end the frame")
    parser.add_argument("--limit", type=float, default=120.0, help="seconds to wait for the first bytes")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("no command")

    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.execvp(command[0], command)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    written = 0
    started = time.monotonic()
    last_output = None
    pending = b""
    while True:
        now = time.monotonic()
        if last_output is None and now - started > args.limit:
            break
        if last_output is not None and now - last_output > args.idle:
            break
        ready, _, _ = select.select([fd], [], [], 0.05)
        if not ready:
            continue
        try:
            data = os.read(fd, 65536)
        except OSError:
            break
        if not data:
            break
        written += len(data)
        last_output = time.monotonic()
        pending = (pending + data)[-16:]
        # Answer what a terminal answers: the cursor position (DSR 6) and primary device attributes.
        if b"\x1b[6n" in pending:
            os.write(fd, b"\x1b[1;1R")
            pending = b""
        if b"\x1b[c" in pending or b"\x1b[0c" in pending:
            os.write(fd, b"\x1b[?62;22c")
            pending = b""
    os.write(fd, b"\x1b")
    deadline = time.monotonic() + 60
    status = None
    while time.monotonic() < deadline:
        try:
            ready, _, _ = select.select([fd], [], [], 0.1)
            if ready:
                os.read(fd, 65536)
        except OSError:
            pass
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
    print(f"exit {os.waitstatus_to_exitcode(status) if status is not None else 'none'}, {written} bytes", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
