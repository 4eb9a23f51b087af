#!/usr/bin/env python3
"""A CalDAV client for the tests, independent of SubHub's: Python's urllib and icalendar.

Usage:
  caldav_collection.py mkcalendar URL USER PASSWORD   create the collection
  caldav_collection.py dump URL USER PASSWORD         list it: PROPFIND Depth 1, GET each
                                                      .ics, parse it, print what it holds
  caldav_collection.py put URL USER PASSWORD TEXT     overwrite one resource, no If-Match
                                                      (someone else's change)

`dump` prints, per resource in name order: the file name, its ETag, then each VEVENT's UID,
DTSTART, SUMMARY, RRULE or RECURRENCE-ID and alarm triggers (in days). A resource that is not
one UID, or that has METHOD (RFC 4791 §4.1), fails the run.
"""
import base64
import sys
import urllib.error
import urllib.parse
import urllib.request
import xml.etree.ElementTree as ET

import icalendar


def request(method, url, user, password, body=None, headers=None):
    headers = dict(headers or {})
    token = base64.b64encode(f"{user}:{password}".encode()).decode()
    headers["Authorization"] = "Basic " + token
    req = urllib.request.Request(url, data=body, method=method, headers=headers)
    try:
        with urllib.request.urlopen(req) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def fail(reason):
    print(reason, file=sys.stderr)
    sys.exit(1)


def dump(url, user, password):
    body = b'<?xml version="1.0"?><d:propfind xmlns:d="DAV:"><d:prop><d:getetag/></d:prop></d:propfind>'
    status, _, data = request("PROPFIND", url, user, password, body, {"Depth": "1"})
    if status != 207:
        fail(f"PROPFIND answered {status}")
    base = urllib.parse.urlparse(url).path
    found = []
    for response in ET.fromstring(data).findall("{DAV:}response"):
        href = urllib.parse.unquote(response.find("{DAV:}href").text)
        if href.rstrip("/") == base.rstrip("/"):
            continue
        found.append(href.rsplit("/", 1)[-1])
    for name in sorted(found):
        status, headers, data = request("GET", url.rstrip("/") + "/" + name, user, password)
        if status != 200:
            fail(f"GET {name} answered {status}")
        calendar = icalendar.Calendar.from_ical(data)
        if "METHOD" in calendar:
            fail(f"{name}: a resource in a collection has METHOD")
        events = list(calendar.walk("VEVENT"))
        if len({str(event["UID"]) for event in events}) != 1:
            fail(f"{name}: not one UID")
        print("RESOURCE", name, "etag" if headers.get("ETag") else "no-etag")
        for event in events:
            line = ["  EVENT", str(event["UID"]), event["DTSTART"].dt.isoformat()]
            if "RRULE" in event:
                line.append("RRULE=" + event["RRULE"].to_ical().decode())
            if "RECURRENCE-ID" in event:
                line.append("REPLACES=" + event["RECURRENCE-ID"].dt.isoformat())
            print(" ".join(line))
            print("    SUMMARY", str(event["SUMMARY"]))
            triggers = [int(alarm["TRIGGER"].dt.total_seconds() // 86400)
                        for alarm in event.walk("VALARM")]
            if triggers:
                print("    ALARMS", " ".join(str(days) for days in triggers))


def main(arguments):
    command, url, user, password = arguments[:4]
    if command == "mkcalendar":
        status, _, _ = request("MKCALENDAR", url, user, password)
        if status != 201:
            fail(f"MKCALENDAR answered {status}")
    elif command == "dump":
        dump(url, user, password)
    elif command == "put":
        status, _, _ = request("PUT", url, user, password, arguments[4].encode(),
                               {"Content-Type": "text/calendar; charset=utf-8"})
        if status not in (201, 204):
            fail(f"PUT answered {status}")
    else:
        fail("unknown command " + command)


if __name__ == "__main__":
    main(sys.argv[1:])
