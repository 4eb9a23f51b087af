#!/usr/bin/env python3
"""Writes Data/startup.order: the functions `subhub` runs to its first output, for the linker.

A start touches about a thousand of the binary's functions, spread over its 12 MB of code:
each 64 KB the kernel maps at a fault held a few of them, and `help` took 90 page faults in
the text alone. Listed in this file, lld (`--symbol-ordering-file`, with every function in a
section of its own) lays them out side by side, so they are read in a handful of faults.

The list is what valgrind's callgrind records the release binary running: `help`, one-shot
`total` and `list`, and the first prompt of the interactive shell on an empty profile and on
one with subscriptions, in English, Spanish and Chinese. A name the binary no longer has is
skipped by the linker, so a stale file costs start time, never a build; `make bench` shows
the start, and this script (`make startup-order`) writes the file again.

Functions in a section of their own are listed first, so they lie together; a function of an
object built without function sections (most of the Swift runtime's C++, Foundation,
_StringProcessing) moves its whole object's code with it, so those come after, or the hot
code would be spread over the megabytes they carry. Which is which the link map says.

Usage: scripts/startup-order.py BINARY MAP   (an unstripped release binary and its lld -Map)
"""

import os
import pty
import re
import select
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Data", "startup.order")
HEADER = """\
# The functions `subhub` runs to its first output, laid out side by side by the linker
# (lld --symbol-ordering-file). Written by scripts/startup-order.py; names that no longer
# exist are skipped, so a stale list slows the start but never breaks a build.
"""


def callgrind(binary, arguments, environment, folder, name, prompt=None):
    """Runs `binary arguments` under callgrind; the names of the functions it ran."""
    out = os.path.join(folder, name + ".callgrind")
    command = ["valgrind", "--tool=callgrind", "--demangle=no", "--callgrind-out-file=" + out,
               binary] + arguments
    if prompt is None:
        subprocess.run(command, env=environment, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL, check=False,
                       timeout=300)
    else:
        run_to_prompt(command, environment, prompt)
    names = set()
    with open(out, encoding="utf-8", errors="replace") as text:
        for line in text:
            match = re.match(r"^c?fn=\(\d+\) (.+)$", line.rstrip("\n"))
            if match:
                names.add(match.group(1))
    return names


def run_to_prompt(command, environment, prompt):
    """Runs `command` on a pseudo-terminal until it shows `prompt`, then ends it with EOF."""
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(command[0], command, environment)
    seen = b""
    deadline = time.time() + 300
    while prompt.encode() not in seen and time.time() < deadline:
        ready, _, _ = select.select([fd], [], [], 1)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
    # libedit flushes pending input when it sets the terminal up, which under valgrind may
    # come after the prompt shows: the end of input is sent once it has settled, and the
    # process is ended if it still waits (callgrind writes its file either way).
    time.sleep(1)
    os.write(fd, b"\x04")
    deadline = time.time() + 20
    while time.time() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.5)
        try:
            if ready:
                os.read(fd, 4096)
        except OSError:
            pass
        if os.waitpid(pid, os.WNOHANG) != (0, 0):
            break
    else:
        os.kill(pid, signal.SIGTERM)
        os.waitpid(pid, 0)
    os.close(fd)


def defined_functions(binary):
    """The function symbols the binary defines in its text."""
    listing = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True,
                             check=True).stdout
    return {parts[2] for parts in (line.split() for line in listing.splitlines())
            if len(parts) == 3 and parts[1] in "tTwW"}


def shared_sections(map_path):
    """Function symbol -> its input section, for those in an object's one `.text` section."""
    shared = {}
    section = None
    with open(map_path, encoding="utf-8", errors="replace") as text:
        for line in text:
            match = re.match(r"^\s*[0-9a-f]+\s+[0-9a-f]+\s+[0-9a-f]+\s+\d+( +)(\S.*)$", line)
            if not match:
                continue
            indent, what = len(match.group(1)), match.group(2)
            if indent <= 1:
                section = None
            elif ":(" in what:
                section = what if what.endswith(":(.text)") else None
            elif section is not None:
                shared[what] = section
    return shared


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: scripts/startup-order.py BINARY MAP")
    binary = os.path.abspath(sys.argv[1])
    shared = shared_sections(sys.argv[2])
    defined = defined_functions(binary)
    ordered = []
    listed = set()
    with tempfile.TemporaryDirectory(prefix="subhub-order-") as folder:
        base = {"SUBHUB_DATA_DIR": folder, "HOME": folder, "TERM": "xterm",
                "SUBHUB_NO_ONBOARDING": "1", "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
        english = dict(base, LANG="en_US.UTF-8")
        for line in ["add Netflix 12.99 EUR monthly", "add Spotify 10.99 EUR monthly",
                     "add iCloud 2.99 USD monthly", "add Gym 420 EUR yearly"]:
            subprocess.run([binary, "--profile", "filled"] + line.split(), env=english,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        subprocess.run([binary, "--profile", "empty", "total"], env=english,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        # First what `help` runs, then what the other starts add: `help` is the smallest start.
        scenarios = [
            ("help", ["help"], english, None),
            ("help-new", ["--profile", "none", "help"], english, None),
            ("prompt-empty", ["--profile", "empty"], english, "subhub (empty)> "),
            ("prompt-filled", ["--profile", "filled"], english, "subhub (filled)> "),
            ("total", ["--profile", "filled", "total"], english, None),
            ("list", ["--profile", "filled", "list"], english, None),
            ("help-es", ["help"], dict(base, LANG="es_ES.UTF-8"), None),
            ("help-zh", ["help"], dict(base, LANG="zh_CN.UTF-8"), None),
        ]
        for name, arguments, environment, prompt in scenarios:
            ran = callgrind(binary, arguments, environment, folder, name, prompt)
            for symbol in sorted(ran & defined):
                if symbol not in listed:
                    listed.add(symbol)
                    ordered.append(symbol)
            print(f"{name}: {len(ran & defined)} functions", file=sys.stderr)
    own = [symbol for symbol in ordered if symbol not in shared]
    sections = {}
    for symbol in ordered:
        if symbol in shared:
            sections.setdefault(shared[symbol], []).append(symbol)
    with open(OUTPUT, "w", encoding="utf-8") as out:
        out.write(HEADER)
        for symbol in own + [symbol for group in sections.values() for symbol in group]:
            out.write(symbol + "\n")
    print(f"{OUTPUT}: {len(own)} functions in sections of their own, then "
          f"{len(ordered) - len(own)} in {len(sections)} shared sections", file=sys.stderr)


if __name__ == "__main__":
    main()
