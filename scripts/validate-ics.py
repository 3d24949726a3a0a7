#!/usr/bin/python3
"""Reads calendar files with two strict readers and the RFC 5545 grammar of durations; prints what it found as JSON.

Usage: /usr/bin/python3 scripts/validate-ics.py TODAY FILE...  (TODAY: "YYYY-MM-DD", the day in India)

- Python's icalendar (Debian's python3-icalendar) reads each file; every event must have a UID, a DTSTAMP and an
  all-day DTSTART.
- libical (Debian's gir1.2-ical-3.0, the reader of GNOME's and other calendars) reads it again and must report no
  error (an X-LIC-ERROR property for anything it cannot read).
- Every DURATION value (TRIGGER, REFRESH-INTERVAL, X-PUBLISHED-TTL) must match RFC 5545's grammar (3.3.6): both
  readers accept "-P1DT", which the RFC does not.
- No reminder rings before TODAY.
Exits 1 with the problems listed, 0 otherwise.
"""
import datetime
import json
import re
import sys

import gi
import icalendar

gi.require_version("ICalGLib", "3.0")
from gi.repository import ICalGLib  # noqa: E402

TIME = r"T(?:\d+H(?:\d+M(?:\d+S)?)?|\d+M(?:\d+S)?|\d+S)"
DURATION = re.compile(rf"^[+-]?P(?:\d+W|\d+D(?:{TIME})?|{TIME})$")
DURATION_LINE = re.compile(r"^(TRIGGER|REFRESH-INTERVAL|X-PUBLISHED-TTL|DURATION)(?:;[^:]*)?:(.*)$")


def unfold(text):
    return re.sub(r"\r\n[ \t]", "", text).split("\r\n")


def check(path, today):
    problems = []
    raw = open(path, "rb").read()
    text = raw.decode("utf-8")
    if not text.endswith("\r\n") or re.search(r"(?<!\r)\n|\r(?!\n)", text):
        problems.append("lines must end with CRLF")
    for line in unfold(text):
        found = DURATION_LINE.match(line)
        if found and not found.group(2).startswith("VALUE=DATE-TIME") and not DURATION.match(found.group(2)):
            problems.append(f"not an RFC 5545 duration: {line}")

    try:
        calendar = icalendar.Calendar.from_ical(raw)
    except ValueError as error:
        return {"file": path, "events": 0, "alarms": 0, "firstAlarm": None, "uids": [], "sequences": [],
                "problems": problems + [f"icalendar: {error}"]}
    events = calendar.walk("VEVENT")
    alarms = []
    for event in events:
        for name in ("UID", "DTSTAMP", "DTSTART"):
            if event.get(name) is None:
                problems.append(f"event without {name}")
        start = event.decoded("DTSTART")
        if isinstance(start, datetime.datetime):
            problems.append(f"{event.get('UID')}: not an all-day event")
            continue
        for alarm in event.walk("VALARM"):
            trigger = alarm.decoded("TRIGGER")
            rings = start + trigger
            alarms.append(rings.isoformat())
            if rings < today:
                problems.append(f"{event.get('UID')}: a reminder on {rings}, before {today}")

    component = ICalGLib.Component.new_from_string(text)
    if component is None:
        problems.append("libical could not read the file")
    elif component.count_errors():
        errors = [line for line in component.as_ical_string().splitlines() if "X-LIC-ERROR" in line]
        problems.append(f"libical: {' '.join(errors)}")

    return {
        "file": path,
        "events": len(events),
        "alarms": len(alarms),
        "firstAlarm": min(alarms) if alarms else None,
        "uids": [str(e.get("UID")) for e in events],
        "sequences": [int(e.get("SEQUENCE", 0)) for e in events],
        "problems": problems,
    }


def main():
    today = datetime.date.fromisoformat(sys.argv[1])
    results = [check(path, today) for path in sys.argv[2:]]
    print(json.dumps(results, ensure_ascii=False))
    sys.exit(1 if any(r["problems"] for r in results) else 0)


if __name__ == "__main__":
    main()
