#!/usr/bin/env python3
"""Derives the days zones skipped altogether (1970–2040) for SkippedDayTests, from Python's
zoneinfo (the IANA tz data): days no instant's wall date falls on. Prints zone, the skipped
day, and the last instant before it and the first after it (seconds since 1970).

    python3 Tests/Oracles/skipped_days.py
"""
import datetime as dt
import zoneinfo

UTC = dt.timezone.utc
STEP = dt.timedelta(hours=12)  # a skipped day moves the wall date by two within any 12 hours

for name in sorted(zoneinfo.available_timezones()):
    zone = zoneinfo.ZoneInfo(name)
    t = dt.datetime(1970, 1, 1, tzinfo=UTC)
    end = dt.datetime(2040, 1, 1, tzinfo=UTC)
    previous = t.astimezone(zone).date()
    while t < end:
        n = t + STEP
        day = n.astimezone(zone).date()
        if (day - previous).days > 1:
            lo, hi = t, n
            while hi - lo > dt.timedelta(seconds=1):
                mid = (lo + (hi - lo) / 2).replace(microsecond=0)
                if mid <= lo:
                    mid = lo + dt.timedelta(seconds=1)
                if mid.astimezone(zone).date() == previous or mid.astimezone(zone).date() < day and (mid.astimezone(zone).date() - previous).days <= 1:
                    lo = mid
                else:
                    hi = mid
            for gap in range(1, (day - previous).days):
                print(name, (previous + dt.timedelta(days=gap)).isoformat(), int(lo.timestamp()), int(hi.timestamp()))
        previous = day
        t = n
