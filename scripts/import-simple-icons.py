#!/usr/bin/env python3
"""Write Data/brands/simple-icons.json from the PyPI package `simple-icons-pack` (CC0-1.0).

Keeps only the facts SubHub uses (title, slug, hex) so the binary does not carry SVG paths.
One icon per line, sorted by slug, so an update shows up as a readable diff.

Re-run to update:  pip install --upgrade simple-icons-pack && python3 scripts/import-simple-icons.py
"""

import importlib.metadata
import json
import pathlib
import re
import sys

try:
    import simple_icons_pack
except ImportError:
    sys.exit("simple-icons-pack is not installed: pip install simple-icons-pack")

OUTPUT = pathlib.Path(__file__).resolve().parent.parent / "Data" / "brands" / "simple-icons.json"
HEX = re.compile(r"^[0-9A-F]{6}$")


def all_icons():
    """Every icon the package exposes, one per slug.

    The package has no list function: each icon is a module constant `SI_<NAME>`.
    """
    by_slug = {}
    for name in dir(simple_icons_pack):
        if not name.startswith("SI_"):
            continue
        icon = getattr(simple_icons_pack, name)
        by_slug[icon.slug] = icon
    return [by_slug[slug] for slug in sorted(by_slug)]


def main():
    version = importlib.metadata.version("simple-icons-pack")
    icons = all_icons()
    lines = []
    for icon in icons:
        hex_colour = icon.hex.upper()
        if not HEX.match(hex_colour):
            sys.exit(f"unexpected hex {icon.hex!r} for {icon.slug}")
        entry = {"slug": icon.slug, "title": icon.title, "hex": hex_colour}
        lines.append(json.dumps(entry, ensure_ascii=False, separators=(",", ":")))
    header = json.dumps(
        {"source": "simple-icons-pack", "version": version, "license": "CC0-1.0", "count": len(lines)},
        separators=(",", ":"),
    )
    # The header object is spliced by hand so the icons stay one per line.
    text = header[:-1] + ',"icons":[\n' + ",\n".join(lines) + "\n]}\n"
    json.loads(text)  # refuse to write something the app cannot read
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {len(lines)} icons from simple-icons-pack {version} to {OUTPUT}")


if __name__ == "__main__":
    main()
