#!/usr/bin/env python3
"""Reads an iCalendar file the way a calendar program does and prints what it would show.

Usage: ics_occurrences.py FILE

The file is checked byte by byte first (CRLF line ends only, no line over 75 octets, whole
UTF-8 sequences on every line), then parsed with `icalendar`. For each event it prints the
UID (and, for one occurrence written apart, the day it replaces), the unescaped SUMMARY, DESCRIPTION and URL, the first three occurrences expanded by
`dateutil`'s rrule (the DTSTART alone for a single event), each alarm's trigger in days and
its text. `recurring_ical_events` expands the same window independently and must agree.
Exits 1 with a reason on standard error when anything is wrong.

Needs the Debian packages python3-icalendar, python3-dateutil and
python3-recurring-ical-events (`make test` installs them).
"""
import datetime
import itertools
import json
import sys

import icalendar
import recurring_ical_events
from dateutil.rrule import rrulestr


def fail(reason):
    print(reason, file=sys.stderr)
    sys.exit(1)


def check_lines(raw):
    if not raw.endswith(b"\r\n"):
        fail("the file does not end with CRLF")
    for number, line in enumerate(raw[:-2].split(b"\r\n"), 1):
        if b"\n" in line or b"\r" in line:
            fail(f"line {number}: a bare line break")
        if len(line) > 75:
            fail(f"line {number}: {len(line)} octets")
        try:
            line.decode("utf-8")
        except UnicodeDecodeError:
            fail(f"line {number}: a UTF-8 sequence is split")


def text(value):
    return json.dumps(str(value), ensure_ascii=False)


def occurrences(event, count=3):
    start = event["DTSTART"].dt
    if isinstance(start, datetime.datetime):
        fail(f"{event['UID']}: not an all-day event")
    if "RRULE" not in event:
        return [start]
    rule = event["RRULE"].to_ical().decode()
    expanded = rrulestr(rule, dtstart=datetime.datetime.combine(start, datetime.time()))
    return [moment.date() for moment in itertools.islice(expanded, count)]


def main(path):
    with open(path, "rb") as handle:
        raw = handle.read()
    check_lines(raw)
    calendar = icalendar.Calendar.from_ical(raw)
    print("CALENDAR", calendar["VERSION"], calendar["PRODID"], calendar["CALSCALE"])
    for event in calendar.walk("VEVENT"):
        uid = str(event["UID"])
        dates = occurrences(event)
        # An independent expansion of the same days: it also counts DTSTART, so a start
        # that is not itself an occurrence of the rule shows up as a disagreement.
        window = recurring_ical_events.of(calendar).between(
            dates[0], dates[-1] + datetime.timedelta(days=1))
        seen = sorted(found["DTSTART"].dt for found in window if str(found["UID"]) == uid)
        if seen != dates:
            fail(f"{uid}: dateutil gives {dates}, recurring_ical_events {seen}")
        print("EVENT", uid)
        if "RECURRENCE-ID" in event:
            print("  REPLACES", event["RECURRENCE-ID"].dt.isoformat())
        print("  SUMMARY", text(event["SUMMARY"]))
        print("  DESCRIPTION", text(event["DESCRIPTION"]))
        if "URL" in event:
            print("  URL", str(event["URL"]))
        print("  DATES", " ".join(day.isoformat() for day in dates))
        for alarm in event.walk("VALARM"):
            trigger = alarm["TRIGGER"].dt
            days = int(trigger.total_seconds() // 86400)
            print("  ALARM", days, alarm["ACTION"], text(alarm["DESCRIPTION"]))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        fail("usage: ics_occurrences.py FILE")
    main(sys.argv[1])
