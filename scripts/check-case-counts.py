#!/usr/bin/env python3
"""Checks that no SubShell file declares or switches over more than LIMIT cases.

A list that grows with every command (an enum of commands, a switch that words every
result) is what the command folders replace: a command's grammar, work and words live in its
folder, so the engine's enums and switches stay short. Counted per enum declaration and per
switch statement or expression, each pattern once (`case a, b` is two), nested enums and
switches counted on their own.

Run by `make lint`; exit status 1 with every long list named.
"""

import pathlib
import re
import sys

LIMIT = 30

STRING = re.compile(r'"""(?:.|\n)*?"""|"(?:\\.|[^"\\\n])*"')
LINE_COMMENT = re.compile(r"//[^\n]*")
BLOCK_COMMENT = re.compile(r"/\*(?:.|\n)*?\*/")
OPENER = re.compile(r"\b(enum\s+[A-Za-z_][A-Za-z0-9_]*|switch)\b")


def stripped(text: str) -> str:
    """The text without comments or string contents, newlines kept for line numbers."""
    blank = lambda match: re.sub(r"[^\n]", " ", match.group(0))
    text = BLOCK_COMMENT.sub(blank, text)
    text = STRING.sub(blank, text)
    return LINE_COMMENT.sub(blank, text)


def top_level_patterns(clause: str) -> int:
    """How many comma-separated patterns a `case` clause holds outside brackets."""
    depth = 0
    count = 1
    for character in clause:
        if character in "([{<":
            depth += 1
        elif character in ")]}>":
            depth -= 1
        elif character == "," and depth == 0:
            count += 1
    return count


def block_end(text: str, start: int) -> int:
    """The index just past the brace that closes the one opened at `start`."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] == "{":
            depth += 1
        elif text[index] == "}":
            depth -= 1
            if depth == 0:
                return index + 1
    return len(text)


def count_cases(body: str, is_enum: bool) -> int:
    """The cases at the block's own depth: nested blocks are skipped."""
    count = 0
    depth = 0
    index = 0
    while index < len(body):
        character = body[index]
        if character == "{":
            depth += 1
        elif character == "}":
            depth -= 1
        elif depth == 1 and body.startswith("case", index) and (
            index == 0 or not (body[index - 1].isalnum() or body[index - 1] in "_.")
        ) and not body[index + 4 : index + 5].isalnum():
            # The clause ends at ':' for a switch, at the line's end for an enum.
            end = index + 4
            nesting = 0
            while end < len(body):
                if body[end] in "([":
                    nesting += 1
                elif body[end] in ")]":
                    nesting -= 1
                elif nesting == 0 and (body[end] == "\n" if is_enum else body[end] == ":"):
                    break
                end += 1
            count += top_level_patterns(body[index + 4 : end])
            index = end
            continue
        index += 1
    return count


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "Sources/SubShell")
    long_lists = []
    for path in sorted(root.rglob("*.swift")):
        text = stripped(path.read_text(encoding="utf-8"))
        for match in OPENER.finditer(text):
            brace = text.find("{", match.end())
            if brace < 0:
                continue
            body = text[brace : block_end(text, brace)]
            is_enum = match.group(1).startswith("enum")
            count = count_cases(body, is_enum)
            if count > LIMIT:
                line = text.count("\n", 0, match.start()) + 1
                what = match.group(1).replace("enum ", "enum ") if is_enum else "switch"
                long_lists.append(f"{path}:{line}: {what} has {count} cases (at most {LIMIT})")
    for entry in long_lists:
        print(f"check-case-counts: {entry}")
    return 1 if long_lists else 0


if __name__ == "__main__":
    sys.exit(main())
