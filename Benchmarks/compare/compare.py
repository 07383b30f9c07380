#!/usr/bin/env python3
"""Side by side: `pick` and the pickers people use instead, in a real 80x24 pseudo-terminal.

Every program runs under a pseudo-terminal of 80 columns and 24 rows (pexpect), its output is fed
into a terminal emulator (pyte) that also answers the terminal's queries (cursor position, device
attributes) as a real terminal would, and the same keys are sent to every program. Measured:

first frame    seconds from spawning the program to the end of the output burst in which the
               scenario's expected content (e.g. the first three items) is first all on screen.
               A burst ends at the first gap of BURST_GAP in the output.
bytes/key      bytes the program wrote in answer to one arrow key (until QUIET of silence).
needed/key     a lower bound on the bytes any program needs for the cells that changed on
               screen: the new characters' UTF-8 bytes, one relative cursor move (4 bytes) per run
               of changed cells, and a minimal SGR sequence wherever the style changes.
key->frame     seconds from writing the key to the end of the first output burst it caused.
peak RSS       maximum resident set size of the program (GNU time's %M, from wait4's rusage).

Each scenario runs --rounds times; within a round the order of programs rotates, so no program
always runs first (cold caches) or last. Medians are printed, and the ratio pick/peer per row.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import pexpect
import pyte

COLS, ROWS = 80, 24
BURST_GAP = 0.008  # a frame's writes closer together than this belong to one burst
QUIET = 0.25  # no output for this long: the program has finished answering
SETTLE_LIMIT = 60.0  # seconds a program may take to finish its first screen (1M lines loading)
DECCKM = 1 << 5  # pyte's code for private mode 1 (application cursor keys)
HERE = Path(__file__).resolve().parent
VENV_PYTHON = HERE / ".venv" / "bin" / "python"
PEERS = HERE / "peers"

DOWN, UP, RIGHT, LEFT = "B", "A", "C", "D"


# ----------------------------------------------------------------------------- the terminal


class Terminal(pyte.Screen):
    """A pyte screen that answers the program's queries through the pseudo-terminal."""

    def __init__(self, child: pexpect.spawn) -> None:
        super().__init__(COLS, ROWS)
        self.child = child

    def write_process_input(self, data: str) -> None:  # DSR (cursor position), DA answers
        self.child.send(data.encode())


def screen_lines(screen: pyte.Screen) -> list[str]:
    return [line.rstrip() for line in screen.display]


Snapshot = list[list[tuple]]


def snapshot(screen: pyte.Screen) -> Snapshot:
    rows = []
    for y in range(screen.lines):
        line = screen.buffer[y]
        rows.append(
            [
                (c.data, c.fg, c.bg, c.bold, c.italics, c.underscore, c.reverse)
                for c in (line[x] for x in range(screen.columns))
            ]
        )
    return rows


def sgr_cost(old: tuple, new: tuple) -> int:
    """Bytes of the shortest plausible SGR sequence that takes the style `old` to `new`."""
    if old[1:] == new[1:]:
        return 0
    params: list[str] = []
    flags_off = any(o and not n for o, n in zip(old[3:], new[3:]))
    if flags_off:
        params.append("0")
        old = (old[0], "default", "default", False, False, False, False)
    for index, code in enumerate(("1", "3", "4", "7"), start=3):  # bold, italics, underline, reverse
        if new[index] and not old[index]:
            params.append(code)
    for index, base in ((1, 3), (2, 4)):
        colour = new[index]
        if colour == old[index]:
            continue
        if colour == "default":
            params.append(f"{base}9")
        elif re.fullmatch(r"[0-9a-f]{6}", colour):
            params.append(f"{base}8;5;{min(255, int(colour[:2], 16))}")  # a palette index, >= 1 digit
        else:
            params.append(f"{base}1")  # a named colour: two digits
    return len("\x1b[" + ";".join(params) + "m") if params else 0


def needed_bytes(before: Snapshot, after: Snapshot) -> tuple[int, int]:
    """(lower bound of bytes to turn `before` into `after`, number of changed cells)."""
    plain = ("", "default", "default", False, False, False, False)
    total = changed = 0
    style = plain
    for old_row, new_row in zip(before, after):
        in_run = False
        for old, new in zip(old_row, new_row):
            if old == new:
                in_run = False
                continue
            changed += 1
            if not in_run:
                total += 4  # one relative cursor move, e.g. ESC [ 2 C
                in_run = True
            total += sgr_cost(style, new)
            style = new
            total += len(new[0].encode()) if new[0] else 0
    return total, changed


# ----------------------------------------------------------------------------- one run


@dataclass
class Run:
    first_frame: float | None = None
    first_screen_bytes: int = 0
    key_bytes: list[int] = field(default_factory=list)
    key_needed: list[int] = field(default_factory=list)
    key_cells: list[int] = field(default_factory=list)
    key_latency: list[float] = field(default_factory=list)
    key_settle: list[float] = field(default_factory=list)
    peak_rss_kib: int | None = None
    minor_faults: int | None = None
    major_faults: int | None = None
    error: str | None = None


class Session:
    """One program in a pseudo-terminal, its output mirrored into a ``Terminal``."""

    def __init__(self, argv: list[str], env: dict[str, str], rss_file: str) -> None:
        timed = ["/usr/bin/time", "-f", "%M %R %F", "-o", rss_file, *argv]
        self.started = time.perf_counter()
        self.child = pexpect.spawn(timed[0], timed[1:], dimensions=(ROWS, COLS), env=env, timeout=None)
        self.child.delaybeforesend = None  # pexpect sleeps 50 ms before each send unless told not to
        self.screen = Terminal(self.child)
        self.stream = pyte.ByteStream(self.screen)
        self.eof = False

    def read(self, timeout: float) -> tuple[float, int] | None:
        """Reads what is there within `timeout`: (time it arrived, byte count), or None."""
        if self.eof:
            return None
        try:
            data = self.child.read_nonblocking(1 << 20, max(0.0, timeout))
        except pexpect.TIMEOUT:
            return None
        except pexpect.EOF:
            self.eof = True
            return None
        arrived = time.perf_counter()
        self.stream.feed(data)
        return arrived, len(data)

    def first_frame(self, shown: Callable[[list[str]], bool], limit: float) -> tuple[float | None, int]:
        """Seconds until the burst that first makes `shown` true ends, and the bytes so far."""
        deadline = self.started + limit
        total = 0
        last = None
        hit = False
        while True:
            timeout = BURST_GAP if hit else deadline - time.perf_counter()
            got = self.read(timeout)
            if got is None:
                if hit and last is not None:
                    return last - self.started, total
                if self.eof or time.perf_counter() >= deadline:
                    return None, total
                continue
            last, count = got
            total += count
            if not hit and shown(screen_lines(self.screen)):
                hit = True

    def settle(self, limit: float = SETTLE_LIMIT) -> int:
        """Reads until the program has been quiet for QUIET; returns the bytes read."""
        deadline = time.perf_counter() + limit
        total = 0
        while time.perf_counter() < deadline:
            got = self.read(QUIET)
            if got is None:
                break
            total += got[1]
        return total

    def press(self, arrow: str) -> tuple[int, float | None, float | None, int, int]:
        """Sends an arrow key as the terminal would encode it now; measures the answer."""
        before = snapshot(self.screen)
        key = ("\x1bO" if DECCKM in self.screen.mode else "\x1b[") + arrow
        sent = time.perf_counter()
        self.child.send(key.encode())
        total = 0
        first_end = previous = None
        while True:
            got = self.read(QUIET)
            if got is None:
                break
            arrived, count = got
            if first_end is None and previous is not None and arrived - previous > BURST_GAP:
                first_end = previous
            previous = arrived
            total += count
        if previous is None:
            return 0, None, None, 0, 0
        first_end = first_end if first_end is not None else previous
        needed, cells = needed_bytes(before, snapshot(self.screen))
        return total, first_end - sent, previous - sent, needed, cells

    def finish(self) -> None:
        """Confirms with Enter (every program here exits on it); forces an end if it does not."""
        if not self.eof:
            self.child.send(b"\r")
        deadline = time.perf_counter() + 5
        while not self.eof and time.perf_counter() < deadline:
            self.read(0.1)
        if not self.eof:
            self.child.sendcontrol("c")
            time.sleep(0.2)
        self.child.close(force=True)


def run_once(program: "Program", scenario: "Scenario", env: dict[str, str], first_only: bool = False) -> Run:
    run = Run()
    with tempfile.NamedTemporaryFile("r", suffix=".rss") as rss:
        session = Session(program.argv, env, rss.name)
        try:
            shown = lambda lines: scenario.shown(lines) and program.shown(lines)  # noqa: E731
            run.first_frame, run.first_screen_bytes = session.first_frame(shown, SETTLE_LIMIT)
            if run.first_frame is None:
                run.error = "no first frame: " + " | ".join(l for l in screen_lines(session.screen) if l)[:300]
                return run
            run.first_screen_bytes += session.settle()
            for arrow in [] if first_only else program.prelude:  # e.g. focus a field first
                session.press(arrow)
            for arrow in [] if first_only else scenario.keys:
                written, latency, settle, needed, cells = session.press(arrow)
                run.key_bytes.append(written)
                run.key_needed.append(needed)
                run.key_cells.append(cells)
                if latency is not None and settle is not None:
                    run.key_latency.append(latency)
                    run.key_settle.append(settle)
        finally:
            session.finish()
        # GNU time's last line: peak RSS in KiB, minor and major page faults (wait4's rusage)
        text = Path(rss.name).read_text().strip().splitlines()
        fields = text[-1].split() if text else []
        if len(fields) == 3 and all(f.isdigit() for f in fields):
            run.peak_rss_kib, run.minor_faults, run.major_faults = (int(f) for f in fields)
    return run


# ----------------------------------------------------------------------------- what is compared


def lines_with(*texts: str) -> Callable[[list[str]], bool]:
    return lambda lines: all(any(t in line for line in lines) for t in texts)


def rows_alone(*texts: str) -> Callable[[list[str]], bool]:
    """Every text appears as the only word on some line (ignoring markers and borders)."""
    patterns = [re.compile(r"[^\w]*" + re.escape(t) + r"[^\w]*") for t in texts]
    return lambda lines: all(any(p.fullmatch(line) for line in lines) for p in patterns)


def anything(lines: list[str]) -> bool:
    return any(line.strip() for line in lines)


@dataclass
class Scenario:
    name: str
    title: str
    pick: list[str]  # pick's arguments, e.g. ["date", "--style", "wheels"]
    peers: list[str]  # keys of PEERS_BY_KEY, the nearest programs first
    keys: list[str]
    shown: Callable[[list[str]], bool]
    items: list[str] | None = None  # written to a file: pick and dialog get them as arguments, the rest on stdin
    count: int = 0  # `seq count |` into pick and fzf instead of items
    fullscreen: bool = False  # also measure `pick … --fullscreen` (the peers draw full-screen)
    pick_takes_items: bool = True  # False: the items are the peers' alone (pick's are in its arguments)
    items_file: str = ""


def tiny_png(path: Path, width: int, height: int, colour: tuple[int, int, int]) -> None:
    """A small RGB PNG (a gradient over `colour`), so `pick image` has real pictures to decode."""
    import struct
    import zlib

    rows = b"".join(
        b"\x00" + b"".join(bytes((colour[0] * x // width, colour[1] * y // height, colour[2])) for x in range(width))
        for y in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def make_scenarios(workdir: Path) -> list[Scenario]:
    year = str(datetime.date.today().year)
    three = ["Apple", "Banana", "Cherry"]
    thousand = [f"Item {i:04d}" for i in range(1, 1001)]
    menus = ["fzf", "dialog-menu", "whiptail-menu"]
    images = []
    for name, colour in (("red", (255, 40, 40)), ("green", (40, 255, 40)), ("blue", (40, 40, 255))):
        path = workdir / f"{name}.png"
        tiny_png(path, 96, 64, colour)
        images.append(str(path))
    lists = [DOWN, DOWN, UP, UP] * 3
    arrows = [DOWN] * 12 + [UP] * 12
    days = [RIGHT, LEFT] * 6
    spins = [DOWN, UP] * 6
    scenarios = [
        Scenario("choose-3", "3-item choice", ["choose"], menus + ["questionary", "inquirerpy"], lists,
                 lines_with(*three), three, fullscreen=True),
        Scenario("choose-1000", "1,000-item choice", ["choose"], menus + ["questionary", "inquirerpy"], arrows,
                 lines_with("Item 0001", "Item 0002", "Item 0003"), thousand),
        Scenario("lines-100k", "seq 100000 | …", ["choose"], ["fzf"], arrows, rows_alone("1", "2", "3"), count=100_000),
        Scenario("lines-1m", "seq 1000000 | …", ["choose"], ["fzf"], arrows, rows_alone("1", "2", "3"), count=1_000_000),
        Scenario("choose-list", "3 items, list style", ["choose", "--style", "list"], menus, lists,
                 lines_with(*three), three, fullscreen=True),
        Scenario("choose-stack", "3 items, stack of cards", ["choose", "--style", "stack"], menus, lists,
                 lines_with("Apple"), three),
        Scenario("choose-sequence", "3 items, sequence of cards", ["choose", "--style", "sequence"], menus, lists,
                 lines_with("Apple"), three),
        Scenario("choose-multi", "3 items, choose several", ["choose", "--limit", "3"],
                 ["fzf-multi", "dialog-checklist", "whiptail-checklist"], lists, lines_with(*three), three,
                 fullscreen=True),
        # Three wheels have no peer of their own: the nearest is a menu of the first wheel's values.
        Scenario("wheels", "3 wheels", ["wheels", "--component", "S,M,L", "--component", "Red,Green,Blue",
                                        "--component", "1,2,3"], menus, spins, lines_with("Red", "Green", "Blue"),
                 ["Red", "Green", "Blue"], fullscreen=True, pick_takes_items=False),
        Scenario("date", "a date, calendar form", ["date"], ["dialog-calendar"], days, lines_with(year), fullscreen=True),
        # pick's own style is the calendar; its wheels have no peer, but they are what the
        # "bytes per arrow on the date wheels" target is about.
        Scenario("date-wheels", "a date, wheels", ["date", "--style", "wheels"], ["dialog-calendar"], spins,
                 lines_with(year)),
        Scenario("date-compact", "a date, compact button", ["date", "--style", "compact"], ["dialog-calendar"], [],
                 lines_with(year)),
        Scenario("date-field", "a date, textual field", ["date", "--style", "field"], ["dialog-calendar"], spins,
                 lines_with(year)),
        Scenario("date-graphical", "a date, graphical calendar", ["date", "--style", "graphical"], ["dialog-calendar"],
                 days, lines_with(year)),
        Scenario("time", "a time", ["time"], ["dialog-timebox"], spins, anything, fullscreen=True),
        Scenario("datetime", "a date and time", ["datetime"], ["dialog-calendar", "dialog-timebox"], spins, anything),
        Scenario("countdown", "a duration", ["countdown"], ["dialog-timebox"], spins, anything),
        Scenario("month", "a month", ["month"], ["dialog-calendar"], spins, lines_with(year)),
        Scenario("dates", "several days", ["dates"], ["dialog-calendar"], days, lines_with(year)),
        # A preset span: the row is checked with --no-input, which needs a complete range to print.
        Scenario("range", "a range of days",
                 ["range", "--value", f"{datetime.date.today()}/{datetime.date.today() + datetime.timedelta(days=3)}"],
                 ["dialog-calendar"], days, lines_with(year)),
        Scenario("image", "3 PNG files, stack of cards", ["image"], menus, lists, lines_with("red.png"), images),
    ]
    for scenario in scenarios:
        if scenario.items is not None:
            path = workdir / f"{scenario.name}.txt"
            path.write_text("\n".join(scenario.items) + "\n")
            scenario.items_file = str(path)
    return scenarios


@dataclass
class Program:
    name: str
    argv: list[str]
    shown: Callable[[list[str]], bool] = anything
    is_pick: bool = False
    fullscreen: bool = False
    is_baseline: bool = False  # another pick binary (--baseline), for before/after in one run
    prelude: list[str] = field(default_factory=list)  # unmeasured keys sent first (e.g. focus a field)
    unavailable: str | None = None


def stdin_of(scenario: Scenario, command: str) -> list[str]:
    """A shell line feeding `command` the scenario's rows on stdin (a pipe from seq, or a file)."""
    if scenario.count:
        return ["/bin/sh", "-c", f"seq {scenario.count} | exec {command}"]
    return ["/bin/sh", "-c", f"exec {command} < '{scenario.items_file}'"]


def pick_availability(pick: str) -> Callable[[list[str], str], str | None]:
    """Why `pick ARGS…` cannot run yet (its subcommand or a flag such as a style is missing), or None.

    Asked once per argument line: `pick SUB --help` names the command when it exists; then
    `pick ARGS… --no-input` prints the initial value and exits 0 when its flags and values exist
    too, and says why not in one line when they do not.
    """
    cache: dict[tuple[str, ...], str | None] = {}

    def ask(argv: list[str]) -> subprocess.CompletedProcess[str] | None:
        try:
            # Lines on stdin, for the scenarios that pipe their rows in (ignored when items are arguments).
            return subprocess.run(argv, capture_output=True, text=True, timeout=10, input="1\n2\n3\n")
        except (OSError, subprocess.TimeoutExpired):
            return None

    def check(args: list[str], label: str) -> str | None:
        key = tuple(args)
        if key not in cache:
            if not os.access(pick, os.X_OK):
                cache[key] = f"n/a (no pick binary at {pick})"
                return cache[key]
            helped = ask([pick, args[0], "--help"])
            if helped is None or helped.returncode != 0 or f"pick {args[0]}" not in (helped.stdout + helped.stderr):
                cache[key] = f"n/a (pick {args[0]} not yet available)"
                return cache[key]
            done = ask([pick, *args, "--no-input"])
            why = "no answer" if done is None else (done.stderr.strip().splitlines() or ["?"])[0][:120]
            cache[key] = None if done is not None and done.returncode == 0 else f"n/a ({label} not yet: {why})"
        return cache[key]

    return check


def programs_for(scenario: Scenario, pick: str, available: Callable[[list[str], str], str | None]) -> list[Program]:
    """pick (inline, and full-screen where the peers are), then the scenario's peers."""
    def installed(tool: str) -> str | None:
        return None if shutil.which(tool) else f"n/a ({tool} not installed)"

    items = scenario.items or []
    picks = [] if scenario.count or not scenario.pick_takes_items else items
    probe = scenario.pick + picks
    pick_shown = lambda lines: anything(lines) and lines_with("esc")(lines)  # noqa: E731  the help line
    label = " ".join(["pick"] + [a for a in scenario.pick if a != "--component" and "," not in a])
    programs = []
    for fullscreen in (False, True) if scenario.fullscreen else (False,):
        args = scenario.pick + (["--fullscreen"] if fullscreen else [])
        argv = stdin_of(scenario, f"'{pick}' {' '.join(args)}") if scenario.count else [pick, *args, *picks]
        programs.append(Program(label + (" --fullscreen" if fullscreen else ""), argv,
                                pick_shown, is_pick=True, fullscreen=fullscreen, unavailable=available(probe, label)))
    pairs = [part for item in items for part in (item, "")]
    python = lambda script: [str(VENV_PYTHON), str(PEERS / script), scenario.items_file]  # noqa: E731
    no_venv = None if VENV_PYTHON.exists() else "n/a (no venv: run run.sh)"
    factories: dict[str, Callable[[], Program]] = {
        "fzf": lambda: Program("fzf --height", stdin_of(scenario, "fzf --height=40% --reverse"),
                               unavailable=installed("fzf")),
        "fzf-multi": lambda: Program("fzf --multi", stdin_of(scenario, "fzf --multi --height=40% --reverse"),
                                     unavailable=installed("fzf")),
        "dialog-menu": lambda: Program("dialog --menu", ["dialog", "--no-items", "--menu", "Choose", "0", "0", "0",
                                                         *items], lines_with("Cancel"), unavailable=installed("dialog")),
        "whiptail-menu": lambda: Program("whiptail --menu", ["whiptail", "--noitem", "--menu", "Choose", "20", "60",
                                                             "12", *pairs], lines_with("Cancel"),
                                         unavailable=installed("whiptail")),
        "dialog-checklist": lambda: Program(
            "dialog --checklist", ["dialog", "--no-items", "--checklist", "Choose", "0", "0", "0",
                                   *[part for item in items for part in (item, "off")]],
            lines_with("Cancel"), unavailable=installed("dialog")),
        "whiptail-checklist": lambda: Program(
            "whiptail --checklist", ["whiptail", "--noitem", "--checklist", "Choose", "20", "60", "12",
                                     *[part for item in items for part in (item, "off")]],
            lines_with("Cancel"), unavailable=installed("whiptail")),
        "questionary": lambda: Program("questionary", python("questionary_select.py"), unavailable=no_venv),
        "inquirerpy": lambda: Program("InquirerPy", python("inquirerpy_select.py"), unavailable=no_venv),
        "dialog-calendar": lambda: Program("dialog --calendar", ["dialog", "--calendar", "Date", "0", "0"],
                                           lines_with("Cancel"), unavailable=installed("dialog")),
        # dialog's focus starts on OK: two unmeasured Left keys reach the minutes.
        "dialog-timebox": lambda: Program("dialog --timebox", ["dialog", "--timebox", "Time", "0", "0"],
                                          lines_with("Cancel"), prelude=[LEFT, LEFT], unavailable=installed("dialog")),
    }
    return programs + [factories[key]() for key in scenario.peers]


# ----------------------------------------------------------------------------- report


def median(values: list[float]) -> float | None:
    return statistics.median(values) if values else None


def fmt(value: float | None, scale: float = 1.0, digits: int = 1) -> str:
    return "—" if value is None else f"{value * scale:.{digits}f}"


def ratio(mine: float | None, theirs: float | None) -> str:
    if mine is None or theirs is None or theirs == 0:
        return "—"
    return f"{mine / theirs:.2f}"


@dataclass
class Row:
    program: str
    is_pick: bool
    fullscreen: bool
    note: str | None
    runs: list[Run]
    is_baseline: bool = False

    def stat(self, name: str) -> float | None:
        if name == "first":
            return median([r.first_frame for r in self.runs if r.first_frame is not None])
        if name == "rss":
            return median([r.peak_rss_kib / 1024 for r in self.runs if r.peak_rss_kib])
        if name == "minflt":
            return median([r.minor_faults for r in self.runs if r.minor_faults is not None])
        if name == "key_max":
            values = [v for r in self.runs for v in r.key_latency]
            return max(values) if values else None
        attr = {"key": "key_latency", "bytes": "key_bytes", "needed": "key_needed", "settle": "key_settle"}[name]
        return median([v for r in self.runs for v in getattr(r, attr)])


NAME_WIDTH = 40


def table(scenario: Scenario, rows: list[Row]) -> str:
    header = (
        f"{'program':<{NAME_WIDTH}} {'first ms':>9} {'key ms':>7} {'key max':>8} {'B/key':>7} {'need/key':>8} "
        f"{'B÷need':>6} {'RSS MiB':>8} {'minflt':>7} │ {'pick÷peer: first':>16} {'key':>5} {'B/key':>6} {'RSS':>5}"
    )
    out = [f"\n{scenario.name} — {scenario.title}", header, "─" * len(header)]
    pick = next((r for r in rows if r.is_pick and not r.fullscreen and r.note is None), None)
    for row in rows:
        # A baseline row is compared with the same pick row of the binary measured.
        mine = next((r for r in rows if r.is_pick and r.fullscreen == row.fullscreen and r.note is None), None) \
            if row.is_baseline else pick
        if row.note:
            out.append(f"{row.program:<{NAME_WIDTH}} {row.note}")
            continue
        errors = [r.error for r in row.runs if r.error]
        b, need = row.stat("bytes"), row.stat("needed")
        line = (
            f"{row.program:<{NAME_WIDTH}} {fmt(row.stat('first'), 1000):>9} {fmt(row.stat('key'), 1000, 2):>7} "
            f"{fmt(row.stat('key_max'), 1000, 2):>8} {fmt(b, 1, 0):>7} {fmt(need, 1, 0):>8} "
            f"{ratio(b, need) if need else '—':>6} {fmt(row.stat('rss'), 1, 1):>8} {fmt(row.stat('minflt'), 1, 0):>7} │ "
        )
        if mine is not None and not row.is_pick:
            line += (
                f"{ratio(mine.stat('first'), row.stat('first')):>16} {ratio(mine.stat('key'), row.stat('key')):>5} "
                f"{ratio(mine.stat('bytes'), b):>6} {ratio(mine.stat('rss'), row.stat('rss')):>5}"
            )
        out.append(line)
        if errors:
            out.append(f"{'':<{NAME_WIDTH}} {len(errors)}/{len(row.runs)} runs failed: {errors[0]}")
    return "\n".join(out)


def verdicts(results: dict[str, list[Row]]) -> list[str]:
    """The issue's targets, checked against what was measured."""
    out = []

    def measured(name: str) -> list[Row]:
        return [r for r in results.get(name, []) if r.note is None and any(x.first_frame for x in r.runs)]

    def say(ok: bool | None, text: str) -> None:
        out.append(f"  [{'met ' if ok else 'MISS' if ok is not None else 'n/a '}] {text}")

    # Issue 15: every command's first frame ≤ the fastest peer's (inline, and full-screen where
    # the peers are full-screen).
    for name, rows in results.items():
        if name.startswith("lines-"):
            continue
        found = measured(name)
        peers = [r for r in found if not r.is_pick and not r.is_baseline]
        picks = [r for r in found if r.is_pick]
        if not picks or not peers:
            why = next((r.note for r in rows if r.is_pick and r.note), "pick not measured")
            say(None, f"{name}: first frame ≤ fastest peer's ({why})")
            continue
        fastest = min(peers, key=lambda r: r.stat("first") or float("inf"))
        f = fastest.stat("first")
        for pick in picks:
            p = pick.stat("first")
            say(p is not None and f is not None and p <= f,
                f"{name}: {pick.program} {fmt(p, 1000)} ms ≤ fastest peer {fastest.program} {fmt(f, 1000)} ms")
    found = measured("lines-1m")
    pick = next((r for r in found if r.is_pick), None)
    fzf = next((r for r in found if r.program.startswith("fzf") and not r.is_baseline), None)
    if pick and fzf:
        say((pick.stat("first") or 1e9) <= (fzf.stat("first") or 0),
            f"lines-1m: first frame {fmt(pick.stat('first'), 1000)} ms ≤ fzf {fmt(fzf.stat('first'), 1000)} ms")
        say((pick.stat("rss") or 1e9) <= (fzf.stat("rss") or 0),
            f"lines-1m: peak RSS {fmt(pick.stat('rss'))} MiB ≤ fzf {fmt(fzf.stat('rss'))} MiB")
        worst = pick.stat("key_max")
        if worst is not None:
            say(worst <= 0.005, f"lines-1m: every keystroke answered ≤ 5 ms (worst {fmt(worst, 1000, 2)} ms)")
    elif "lines-1m" in results:
        say(None, "lines-1m: pick vs fzf (not measured)")
    for name, what in (("date-wheels", "date wheels"), ("time", "time wheels")):
        pick = next((r for r in measured(name) if r.is_pick and not r.fullscreen), None)
        if pick and pick.stat("bytes") is not None:
            b, need = pick.stat("bytes"), pick.stat("needed")
            say(b is not None and bool(need) and b <= 2 * need,
                f"{what}: bytes per arrow {fmt(b, 1, 0)} ≤ 2 × needed {fmt(need, 1, 0)}")
    return out


def machine() -> str:
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{platform.system()} {platform.release()}, {cpu}, {os.cpu_count()} cores"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pick", default=str(HERE.parent.parent / ".build-release" / "release" / "pick"))
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--only", nargs="*", help="scenario names to run (default: all)")
    parser.add_argument("--first-only", action="store_true",
                        help="measure the first frame, memory and page faults only (no keys): a quick start-up run")
    parser.add_argument("--baseline", help="another pick binary, measured beside --pick in the same rounds "
                        "(rows marked 'before'; their ratio column is pick÷before)")
    parser.add_argument("--json", help="also write every measurement to this file")
    args = parser.parse_args()

    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", "/tmp"),
        "TERM": "xterm-256color",
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
        "TZ": os.environ.get("TZ", "UTC"),
    }
    with tempfile.TemporaryDirectory() as tmp:
        scenarios = [s for s in make_scenarios(Path(tmp)) if not args.only or s.name in args.only]
        available = pick_availability(args.pick)
        baseline_available = pick_availability(args.baseline) if args.baseline else available
        print(f"# {datetime.datetime.now().isoformat(timespec='minutes')} — {machine()}")
        print(f"# {args.rounds} rounds, {COLS}x{ROWS} pty, medians; pick = {args.pick}"
              + (f"; before = {args.baseline}" if args.baseline else ""))
        results: dict[str, list[Row]] = {}
        for scenario in scenarios:
            programs = programs_for(scenario, args.pick, available)
            if args.baseline:
                before = [p for p in programs_for(scenario, args.baseline, baseline_available) if p.is_pick]
                for program in before:
                    program.name, program.is_pick, program.is_baseline = program.name + " (before)", False, True
                programs[len(before):len(before)] = before
            rows = [Row(p.name, p.is_pick, p.fullscreen, p.unavailable, [], p.is_baseline) for p in programs]
            live = [(row, program) for row, program in zip(rows, programs) if row.note is None]
            for round_index in range(args.rounds):
                shift = round_index % max(1, len(live))
                for row, program in live[shift:] + live[:shift]:
                    print(f"  {scenario.name} round {round_index + 1}: {row.program}", file=sys.stderr, flush=True)
                    row.runs.append(run_once(program, scenario, env, args.first_only))
            results[scenario.name] = rows
            print(table(scenario, rows), flush=True)
        print("\nTargets (issues 5 and 15):")
        print("\n".join(verdicts(results)))
        if args.json:
            Path(args.json).write_text(json.dumps(
                {name: [{"program": r.program, "note": r.note, "runs": [vars(x) for x in r.runs]} for r in rows]
                 for name, rows in results.items()}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
