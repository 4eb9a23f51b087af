#!/usr/bin/env python3
"""Lists the message keys and input entries of one catalog that another lacks.

    scripts/catalog-missing.py                 # zh-Hans against en
    scripts/catalog-missing.py LANG [REFERENCE]
    scripts/catalog-missing.py --stub LANG     # also copy the missing English texts into
                                               # Localization/LANG.json, marked "TODO:"

After merging branches that add messages to en.json and es.json, this shows what a newer
catalog (zh-Hans) still needs; the catalog check (swift test --filter CatalogCheckTests)
stays the judge. Plural messages are listed with the variants the reference has.
"""
import json
import sys
from collections import OrderedDict
from pathlib import Path

FOLDER = Path(__file__).resolve().parent.parent / "Localization"


def load(language):
    with open(FOLDER / f"{language}.json", encoding="utf-8") as file:
        return json.load(file, object_pairs_hook=OrderedDict)


def messages(tree, prefix=""):
    """Dotted key -> message (a string or a plural object), in file order."""
    found = OrderedDict()
    for name, value in tree.items():
        key = f"{prefix}.{name}" if prefix else name
        if isinstance(value, dict) and "count_argument" not in value:
            found.update(messages(value, key))
        else:
            found[key] = value
    return found


def insert(tree, key, value):
    *groups, last = key.split(".")
    for group in groups:
        tree = tree.setdefault(group, OrderedDict())
    tree[last] = value


def stub(value):
    if isinstance(value, str):
        return "TODO: " + value
    # Only "other" is required; the exact values (=0, =1) are kept as hints.
    return OrderedDict(
        (variant, text if variant == "count_argument" else "TODO: " + text)
        for variant, text in value.items()
        if variant in ("count_argument", "other") or variant.startswith("=")
    )


def main(arguments):
    write = "--stub" in arguments
    arguments = [argument for argument in arguments if argument != "--stub"]
    language = arguments[0] if arguments else "zh-Hans"
    reference_language = arguments[1] if len(arguments) > 1 else "en"
    catalog, reference = load(language), load(reference_language)

    ours = messages(catalog["messages"])
    theirs = messages(reference["messages"])
    missing = [key for key in theirs if key not in ours]
    extra = [key for key in ours if key not in theirs]
    for key in missing:
        print(f"missing {key}: {json.dumps(theirs[key], ensure_ascii=False)}")
    for key in extra:
        print(f"not in {reference_language}: {key}")

    input_missing = []
    for section, entries in reference.get("input", {}).items():
        if isinstance(entries, dict):
            have = catalog.get("input", {}).get(section, {})
            input_missing += [f"input.{section}.{name}" for name in entries if name not in have]
        elif section not in catalog.get("input", {}):
            input_missing.append(f"input.{section}")
    for entry in input_missing:
        print(f"missing {entry}")

    if write and missing:
        for key in missing:
            insert(catalog["messages"], key, stub(theirs[key]))
        with open(FOLDER / f"{language}.json", "w", encoding="utf-8") as file:
            json.dump(catalog, file, indent=2, ensure_ascii=False)
            file.write("\n")
        print(f"wrote {len(missing)} TODO stubs into {language}.json")
    total = len(missing) + len(input_missing)
    print(f"{language}: {total} missing against {reference_language}", file=sys.stderr)
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
