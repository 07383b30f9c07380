#!/usr/bin/env python3
"""Time from start to the first card of `pick image` over many files, in a pseudo-terminal.

    Benchmarks/images/first-card.py PICK [--files 1000] [--rounds 7] [--style stack]

Makes FILES small PNGs (64×48, each a different colour ramp) in a temporary folder, then starts
`PICK image --style STYLE FILE…` ROUNDS times in an 80×24 pty (TERM=xterm-256color, answering the
cursor-position question as a terminal does; the kitty graphics question gets no answer, so
pictures are half blocks), and prints the medians of:

- first frame: spawn to the first output that holds the first file's name (the card's title,
  drawn while its picture is still `loading…`);
- first card: spawn to the first half block (`▀`) written, i.e. the first picture on screen.

Then it sends Esc and waits for the exit. Only the standard library is used.
"""
import argparse, os, pty, select, signal, statistics, struct, sys, tempfile, time, fcntl, termios

from small_png import png

HALF_BLOCK = "▀".encode()
CURSOR_QUESTION = b"\x1b[6n"


def one_round(argv, first_title, timeout=10.0):
    start = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.environ.pop("NO_COLOR", None)
        os.execv(argv[0], argv)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    seen = b""
    first_frame = first_card = None
    while time.monotonic() - start < timeout and first_card is None:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if not ready:
            continue
        try:
            data = os.read(fd, 65536)
        except OSError:
            break
        now = time.monotonic()
        if CURSOR_QUESTION in data:
            os.write(fd, b"\x1b[1;1R")
        seen += data
        if first_frame is None and first_title in seen:
            first_frame = now - start
        if HALF_BLOCK in seen:
            first_card = now - start
    os.write(fd, b"\x1b")
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        done, _ = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        try:
            if select.select([fd], [], [], 0.05)[0]:
                os.read(fd, 65536)
        except OSError:
            pass
    else:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    os.close(fd)
    return first_frame, first_card


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("pick")
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--style", default="stack")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="pick-images-") as folder:
        paths = []
        for index in range(args.files):
            path = os.path.join(folder, f"image-{index:04}.png")
            with open(path, "wb") as file:
                file.write(png(64, 48, index))
            paths.append(path)
        argv = [os.path.abspath(args.pick), "image", "--style", args.style] + paths
        frames, cards = [], []
        for _ in range(args.rounds):
            frame, card = one_round(argv, b"image-0000.png")
            frames.append(frame)
            cards.append(card)
        def show(values):
            got = [v * 1000 for v in values if v is not None]
            if not got:
                return "never"
            return f"median {statistics.median(got):.1f} ms (min {min(got):.1f}, max {max(got):.1f}, {len(got)}/{len(values)} rounds)"
        print(f"pick image --style {args.style}, {args.files} files, 80x24:")
        print(f"  first frame: {show(frames)}")
        print(f"  first card:  {show(cards)}")


if __name__ == "__main__":
    main()
