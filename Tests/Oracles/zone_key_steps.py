#!/usr/bin/env python3
"""Derives the golden instants of ZoneKeyStepTests from Python's zoneinfo (the IANA tz data).

For every zone whose offset changes between 1970 and 2040 by a shift that is not a whole
number of hours, or at a wall time off the hour, it starts a 24-hour time wheel two hours
before each such change, at two minutes of the hour, and writes the instants a person
reaches with five hour steps down and then five up (Behaviour 2.5): a step reaches the
nearest instant in its direction whose wall time is a whole number of hours away on the
same day; a wall time in a gap moves forward by the gap. Offsets with seconds are left
out (the wheels pick whole minutes), and so are zones that are links to another (the name
zone.tab lists is kept). Run it and paste its output over `ZoneKeyStepGolden.lines`:

    python3 Tests/Oracles/zone_key_steps.py > /tmp/golden.txt
"""
import datetime as dt
import zoneinfo

UTC = dt.timezone.utc
START = dt.datetime(1970, 1, 1, tzinfo=UTC)
END = dt.datetime(2040, 1, 1, tzinfo=UTC)
MINUTES = (15, 50)
STEPS = 5


def transitions(zone):
    """(instant, offset before, offset after) of each change, to the second."""
    found = []
    t = START
    step = dt.timedelta(hours=6)
    before = t.astimezone(zone).utcoffset()
    while t < END:
        n = t + step
        after = n.astimezone(zone).utcoffset()
        if after != before:
            lo, hi = t, n
            while hi - lo > dt.timedelta(seconds=1):
                mid = lo + (hi - lo) / 2
                mid = mid.replace(microsecond=0)
                if mid <= lo:
                    mid = lo + dt.timedelta(seconds=1)
                if mid.astimezone(zone).utcoffset() == before:
                    lo = mid
                else:
                    hi = mid
            found.append((hi, before, after))
            before = after
        t = n
    return found


def instants(zone, wall):
    """Every instant whose wall time is `wall`, earlier first; in a gap, the wall time
    moved forward by the gap (fold 0 reads it with the offset before the change)."""
    found = []
    for fold in (0, 1):
        u = wall.replace(tzinfo=zone, fold=fold).astimezone(UTC)
        if u.astimezone(zone).replace(tzinfo=None) == wall and u not in found:
            found.append(u)
    if not found:
        found.append(wall.replace(tzinfo=zone, fold=0).astimezone(UTC))
    return sorted(found)


def step(zone, t, direction):
    """The instant an hour step reaches from `t`, or None past the day's first or last hour."""
    wall = t.astimezone(zone).replace(tzinfo=None)
    day = wall.date()
    hours = range(0, 24) if direction > 0 else range(0, -24, -1)
    for k in hours:
        target = wall + dt.timedelta(hours=k)
        if target.date() != day:
            return None
        candidates = [u for u in instants(zone, target) if (u > t if direction > 0 else u < t)]
        if candidates:
            return candidates[0] if direction > 0 else candidates[-1]
    return None


def main():
    seen = {}
    # Canonical names (those zone.tab lists) first, so a link's twin is not the one kept.
    try:
        with open("/usr/share/zoneinfo/zone.tab") as table:
            canonical = {line.split("\t")[2].strip() for line in table if not line.startswith("#")}
    except OSError:
        canonical = set()
    for name in sorted(zoneinfo.available_timezones(), key=lambda n: (n not in canonical, n)):
        if name.startswith(("Etc/", "SystemV/")) or "/" not in name:
            continue
        zone = zoneinfo.ZoneInfo(name)
        changes = []
        for instant, before, after in transitions(zone):
            wall_before = (instant + before).replace(tzinfo=None)
            wall_after = (instant + after).replace(tzinfo=None)
            shift = (after - before).total_seconds()
            # The wheels pick whole minutes: an offset with seconds (Monrovia's -0:44:30
            # until 1972) has no wall time on a minute row to start from.
            if before.total_seconds() % 60 or after.total_seconds() % 60:
                continue
            if shift % 3600 or wall_before.minute or wall_after.minute:
                changes.append((instant, before))
        key = tuple(c[0] for c in changes)
        if not changes or key in seen:
            continue
        seen[key] = name
        for instant, before in changes:
            wall = (instant + before).replace(tzinfo=None)
            for minute in MINUTES:
                start_wall = wall.replace(minute=minute, second=0) - dt.timedelta(hours=2)
                if start_wall.date() != wall.date():
                    start_wall = dt.datetime.combine(wall.date(), dt.time(0, minute))
                t = instants(zone, start_wall)[0]
                start = t
                forward, backward = [], []
                for _ in range(STEPS):
                    n = step(zone, t, 1)
                    if n is None:
                        break
                    forward.append(n)
                    t = n
                for _ in range(STEPS):
                    n = step(zone, t, -1)
                    if n is None:
                        break
                    backward.append(n)
                    t = n
                epoch = lambda u: str(int(u.timestamp()))
                print(name, epoch(start), ",".join(map(epoch, forward)) or "-", ",".join(map(epoch, backward)) or "-")


if __name__ == "__main__":
    main()
