#!/usr/bin/env python3
"""Checks that no product target imports Foundation whole: one `import Foundation` pulls
Foundation's ICU half (34 MB of data, ICU's formatters) back into the static `subhub`.
Product targets import FoundationEssentials (and Glibc); tests, Benchmarks and the build
tools may import Foundation.

Run by `make lint`; exit status 1 with every offending file named.
"""

import pathlib
import re
import sys

# Targets that are not linked into `subhub`.
TOOLS = {"Benchmarks", "BrandDigester", "MessageKeyGenerator", "ResourceEmbedder"}
FORBIDDEN = re.compile(
    r"^\s*(@\w+(\(\w+\))?\s+)*import\s+(class\s+|struct\s+|enum\s+|func\s+)?"
    r"(Foundation|FoundationInternationalization|_FoundationICU)(\.|\s|$)",
    re.MULTILINE)

sources = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "Sources")
found = []
for path in sorted(sources.rglob("*.swift")):
    target = path.relative_to(sources).parts[0]
    if target in TOOLS:
        continue
    if FORBIDDEN.search(path.read_text(encoding="utf-8")):
        found.append(str(path))
for name in found:
    print(f"{name}: imports Foundation whole (ICU); import FoundationEssentials instead")
sys.exit(1 if found else 0)
