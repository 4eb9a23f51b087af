#!/usr/bin/env python3
"""Checks that SubShell's folders point one way: a file may use the types declared in its
own folder and in the folders below it in LAYERS, never in a folder above; a command folder
(COMMAND_FOLDERS) never uses another.

A folder's types are the top-level types its files declare (struct, enum, class, protocol,
typealias); a use is the type's name written in a file of another folder, outside comments.
Extensions do not count as declarations, so an extension in a higher folder may add to a
type of a lower one (`Command+Spec.swift` in CommandTable adds to `Command`).

Run by `make lint`; exit status 1 with every upward use named when a layer is crossed.
"""

import pathlib
import re
import sys

# Bottom to top. ARCHITECTURE.md says what each holds.
LAYERS = [
    "Vocabulary",
    "CommandTable",
    "Parsing",
    "Session",
    "Completion",
    "Reference",
    "Commands",
    "Rendering",
    "Modes",
    "Interactive",
    "Application",
]

# The command folders: each holds one family of commands (its grammar, work, report and
# words) and sits just above Rendering. A command folder uses the engine below it, never
# another command folder; the engine reaches it only through the family protocols
# (`FamilyCommand`, `ShellCommand`, `CommandReport`) and the table's extension members.
COMMAND_FOLDERS = [
    "Add", "Cards", "Change", "Export", "Groups", "History", "Household", "Import", "Onboard",
    "Killed", "Payments", "Rates", "Reading", "Remind", "Shell",
]


def level(folder: str) -> float:
    """A folder's height: its place in LAYERS, command folders between Rendering and Modes."""
    if folder in COMMAND_FOLDERS:
        return LAYERS.index("Rendering") + 0.5
    return LAYERS.index(folder)

DECLARATION = re.compile(
    r"^(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*"
    r"(?:struct|enum|class|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)",
    re.M,
)
NAME = re.compile(r"\b[A-Z][A-Za-z0-9_]*\b")
COMMENT = re.compile(r"//.*")


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "Sources/SubShell")
    folders = sorted(p.name for p in root.iterdir() if p.is_dir())
    unknown = [f for f in folders if f not in LAYERS and f not in COMMAND_FOLDERS]
    if unknown:
        print(f"check-layers: folders with no layer: {', '.join(unknown)} (add them to LAYERS)")
        return 1
    owner: dict[str, str] = {}
    sources: list[tuple[str, pathlib.Path, str]] = []
    for folder in folders:
        for path in sorted((root / folder).glob("*.swift")):
            text = path.read_text(encoding="utf-8")
            sources.append((folder, path, COMMENT.sub("", text)))
            for match in DECLARATION.finditer(text):
                owner.setdefault(match.group(1), folder)
    crossings = []
    for folder, path, text in sources:
        height = level(folder)
        for name in sorted(set(NAME.findall(text))):
            home = owner.get(name)
            if home is None or home == folder:
                continue
            if level(home) > height:
                crossings.append(f"{path}: uses {name} from {home}, a layer above {folder}")
            elif home in COMMAND_FOLDERS and folder in COMMAND_FOLDERS:
                crossings.append(f"{path}: uses {name} from {home}, another command folder")
    for crossing in crossings:
        print(crossing)
    return 1 if crossings else 0


if __name__ == "__main__":
    sys.exit(main())
