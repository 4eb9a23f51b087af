#!/usr/bin/env python3
"""Digests the CLDR data SubHub formats with into compact Swift tables.

Source: the CLDR data inside PyPI's Babel, pinned to babel==2.19.0, which carries Unicode CLDR
49 (`babel.core.get_cldr_version()`; the script refuses any other Babel). Output:
Sources/SubCLDR/CLDRTables.swift (or the folder given as the first argument), committed;
`CLDRTablesFreshnessTests` reruns this script into a temporary folder and fails when the
committed file differs.

    pip install babel==2.19.0 && python3 scripts/digest-cldr.py

Which locales: every locale Babel has (1,100-odd, from `af` to `zu_ZA`, scripts included), so
any name a user puts in LANG, LC_MONETARY or LC_TIME finds its own data; plus an alias for
each `ll_CC` name that CLDR's likely subtags send to a scripted locale (`zh_TW` →
`zh_Hant_TW`, `sr_RS` → `sr_Cyrl_RS`), because a POSIX locale name never names the script.

What for each locale: the Latin-digit number symbols (decimal, group, minus, plus), the
standard decimal and currency patterns, minimumGroupingDigits, currencySpacing, the standard
currency symbols of the ISO 4217 currencies SubDomain accepts, month names (format and
stand-alone, wide and abbreviated), the medium and short date patterns, the `yMMM`
skeleton and the era (AD), the relative-day words (-2…2) and `in {0} days` / `{0} days ago` by plural category,
the `and` and `or` list patterns and the cardinal plural rules. Globally: each territory's
current currency and CLDR's currency decimals.

Compact: one string pool (each distinct string once) and, per locale, only the values that
differ from its CLDR parent's (Babel's parent chain: `parent_exceptions`, `root` for a script
that is not the language's likely one, else the name minus its last part); the lookup walks the same chain.

Two values Babel 2.19 does not carry (its formatter ignores them): minimumGroupingDigits and
currencySpacing. They are taken from CLDR's own JSON release 48.0.0 (cldr-numbers-full,
`numbers.json` of each locale), the newest CLDR JSON release at hand when this script was
written: every locale uses root's currencySpacing (insert U+00A0 between a letter-ending
symbol and a digit), and `MINIMUM_GROUPING_DIGITS` below gives each locale its
minimumGroupingDigits through the parent chain (2 in es_ES, pl, it, pt_PT…; 1 in es_MX, es_US
and most others).
"""

import datetime
import os
import re
import sys
import unicodedata

PINNED_BABEL = "2.19.0"
PINNED_CLDR = "49"

# CLDR 48.0.0 cldr-numbers-full's minimumGroupingDigits, as the fewest settings that give every
# locale its CLDR value through Babel's parent chain (es_419, and so es_MX and es_US, go back to
# 1; so does pt_AO under pt_PT). Every other locale inherits root's 1.
MINIMUM_GROUPING_DIGITS = {
    "be": 2, "bg": 2, "ee": 3, "es": 2, "es_419": 1, "et": 2, "hu": 2, "hy": 2, "ia": 2,
    "ie": 2, "it": 2, "ka": 2, "lv": 2, "pl": 2, "pt_AO": 1, "pt_PT": 2, "ru_UA": 2, "sl": 2,
    "sq": 2,
}
# root's currencySpacing, identical in every CLDR 48 locale: before and after the symbol, a
# symbol end that is neither a symbol (S*) nor a separator (Z*) next to a digit gets this.
CURRENCY_SPACING_INSERT = "\u00a0"

PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"]

# Field numbers: the generated Swift names them (`CLDRField`); arrays take consecutive numbers.
SCALAR_FIELDS = [
    "decimalSymbol", "groupSymbol", "minusSign", "plusSign", "decimalPattern",
    "currencyPattern", "minimumGroupingDigits", "currencySpacingBefore", "currencySpacingAfter",
    "dateMedium", "dateShort", "yearMonthAbbreviated", "eraAbbreviated",
]
ARRAY_FIELDS = [
    ("relativeDay", 5),  # -2 … 2
    ("dayFuture", 6),  # by PLURAL_CATEGORIES
    ("dayPast", 6),
    ("listAnd", 4),  # start, middle, end, two
    ("listOr", 4),
    ("pluralRule", 5),  # zero … many
    ("monthFormatWide", 12),
    ("monthFormatAbbreviated", 12),
    ("monthStandaloneWide", 12),
    ("monthStandaloneAbbreviated", 12),
    ("currencySymbol", 0),  # + the index in the currency list; must stay last
]


def field_numbers():
    numbers = {}
    next_number = 0
    for name in SCALAR_FIELDS:
        numbers[name] = next_number
        next_number += 1
    for name, count in ARRAY_FIELDS:
        numbers[name] = next_number
        next_number += count
    return numbers


FIELDS = field_numbers()


def iso_currencies(repository):
    """The currency codes SubDomain accepts, read from its ISO 4217 table."""
    path = os.path.join(repository, "Sources/SubDomain/Money/ISO4217.swift")
    with open(path, encoding="utf-8") as source:
        text = source.read()
    table = text.split("minorDigits: [String: Int] = [", 1)[1].split("]", 1)[0]
    return sorted(set(re.findall(r'"([A-Z]{3})":', table)))


def babel_parent(name, parent_exceptions):
    if name == "root":
        return None
    from babel import localedata

    parent = parent_exceptions.get(name)
    if parent:
        return parent
    if localedata._is_non_likely_script(name):  # az_Arab: its parent is root, not az
        return "root"
    parts = name.split("_")
    return "root" if len(parts) == 1 else "_".join(parts[:-1])


def minimum_grouping(name, parent_exceptions):
    """The locale's minimumGroupingDigits, following Babel's chain to the nearest setting."""
    while name is not None:
        if name in MINIMUM_GROUPING_DIGITS:
            return MINIMUM_GROUPING_DIGITS[name]
        name = babel_parent(name, parent_exceptions)
    return 1


def cldr_plural_rule(babel_rule):
    """Babel writes `n in 1`, `i not in 0`, `i mod 10`; CLDR (and PluralRule) `=`, `!=`, `%`."""
    rule = babel_rule.replace(" not in ", " != ").replace(" in ", " = ").replace(" mod ", " % ")
    if "within" in rule:
        raise SystemExit(f"unsupported plural relation: {babel_rule}")
    return rule


def locale_fields(locale, name, currencies, parent_exceptions):
    """Every field the locale has, fully resolved (Babel merges the parent chain on load)."""
    from babel.plural import _UnicodeCompiler

    fields = {}
    symbols = locale.number_symbols["latn"]
    fields["decimalSymbol"] = symbols["decimal"]
    fields["groupSymbol"] = symbols["group"]
    fields["minusSign"] = symbols["minusSign"]
    fields["plusSign"] = symbols["plusSign"]
    fields["decimalPattern"] = locale.decimal_formats[None].pattern
    fields["currencyPattern"] = locale.currency_formats["standard"].pattern
    fields["minimumGroupingDigits"] = str(minimum_grouping(name, parent_exceptions))
    fields["currencySpacingBefore"] = CURRENCY_SPACING_INSERT
    fields["currencySpacingAfter"] = CURRENCY_SPACING_INSERT
    fields["dateMedium"] = locale.date_formats["medium"].pattern
    fields["dateShort"] = locale.date_formats["short"].pattern
    fields["eraAbbreviated"] = locale.eras["abbreviated"][1]  # a few date patterns show `G`
    skeletons = locale.datetime_skeletons
    if "yMMM" in skeletons:
        fields["yearMonthAbbreviated"] = skeletons["yMMM"].pattern

    day = locale._data["date_fields"]["day"]
    for offset in range(-2, 3):
        word = day.get("relative", {}).get(offset)
        if word is not None:
            fields[("relativeDay", offset + 2)] = word
    for direction, field in (("future", "dayFuture"), ("past", "dayPast")):
        for index, category in enumerate(PLURAL_CATEGORIES):
            pattern = day.get(direction, {}).get(category)
            if pattern is not None:
                fields[(field, index)] = pattern

    for style, field in (("standard", "listAnd"), ("or", "listOr")):
        patterns = locale.list_patterns[style]
        for index, part in enumerate(("start", "middle", "end", "2")):
            fields[(field, index)] = patterns[part]

    compiler = _UnicodeCompiler()
    plural = dict(locale.plural_form.abstract)
    for index, category in enumerate(PLURAL_CATEGORIES[:-1]):
        if category in plural:
            fields[("pluralRule", index)] = cldr_plural_rule(compiler.compile(plural[category]))

    months = locale.months
    for context, width, field in (
        ("format", "wide", "monthFormatWide"),
        ("format", "abbreviated", "monthFormatAbbreviated"),
        ("stand-alone", "wide", "monthStandaloneWide"),
        ("stand-alone", "abbreviated", "monthStandaloneAbbreviated"),
    ):
        for month in range(1, 13):
            fields[(field, month - 1)] = months[context][width][month]

    symbols_by_code = locale.currency_symbols
    for index, code in enumerate(currencies):
        symbol = symbols_by_code.get(code)
        if symbol is not None:
            fields[("currencySymbol", index)] = symbol
    return fields


def field_number(key):
    if isinstance(key, tuple):
        return FIELDS[key[0]] + key[1]
    return FIELDS[key]


def current_currency(entries, territory):
    """The current legal tender: of the currencies in use and tender, the one named after the
    territory (ISO 4217 codes start with the country: HTG beside USD in Haiti, BTN beside INR),
    else the newest."""
    current = [entry for entry in entries if entry[2] is None and entry[3]]
    if not current:
        return None
    own = [entry for entry in current if entry[0].startswith(territory)]
    if own:
        return own[0][0]
    return max(current, key=lambda entry: entry[1] or (0, 0, 0))[0]


def swift_string(text):
    out = []
    for character in text:
        code = ord(character)
        if character == "\\":
            out.append("\\\\")
        elif character == '"':
            out.append('\\"')
        elif 0x20 <= code < 0x7F:
            out.append(character)
        else:
            out.append("\\u{%x}" % code)
    return '"' + "".join(out) + '"'


def integers(values, per_line=24):
    lines = []
    for start in range(0, len(values), per_line):
        lines.append("        " + ", ".join(str(v) for v in values[start:start + per_line]) + ",")
    return "[\n" + "\n".join(lines) + "\n    ]"


def main():
    import babel
    from babel import Locale, localedata
    from babel.core import get_global

    if babel.__version__ != PINNED_BABEL:
        raise SystemExit(f"needs babel=={PINNED_BABEL} (found {babel.__version__})")
    if babel.core.get_cldr_version() != PINNED_CLDR:
        raise SystemExit(f"Babel carries CLDR {babel.core.get_cldr_version()}, not {PINNED_CLDR}")

    repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    output = sys.argv[1] if len(sys.argv) > 1 else os.path.join(repository, "Sources/SubCLDR")
    currencies = iso_currencies(repository)
    parent_exceptions = get_global("parent_exceptions")

    names = sorted(set(localedata.locale_identifiers()) | {"root"})
    resolved = {}
    for name in names:
        resolved[name] = locale_fields(Locale.parse(name), name, currencies, parent_exceptions)

    # Only what differs from the parent; the root keeps everything it has.
    stored = {}
    parents = {}
    for name in names:
        parent = babel_parent(name, parent_exceptions)
        parents[name] = parent
        own = resolved[name]
        base = resolved[parent] if parent else {}
        stored[name] = {key: value for key, value in own.items() if base.get(key) != value}
        # A field the parent has and this locale lacks cannot happen (Babel merges parents).
        assert all(key in own for key in base), name

    # `ll_CC` aliases for scripted locales (what a POSIX name can say).
    aliases = {}
    for name in names:
        parts = name.split("_")
        if len(parts) == 3 and len(parts[1]) == 4:
            short = f"{parts[0]}_{parts[2]}"
            if short in resolved:
                continue
            try:
                target = str(Locale.parse(short))
            except (ValueError, babel.UnknownLocaleError):
                continue
            if target == name:
                aliases[short] = name

    all_names = sorted(set(names) | set(aliases))
    index_of = {name: index for index, name in enumerate(all_names)}

    pool = []
    pool_index = {}

    def intern(text):
        if text not in pool_index:
            pool_index[text] = len(pool)
            pool.append(text)
        return pool_index[text]

    name_indexes = [intern(name) for name in all_names]
    parent_indexes = []
    entry_starts = [0]
    entry_fields = []
    entry_values = []
    for name in all_names:
        if name in aliases:
            parent_indexes.append(index_of[aliases[name]])
            entry_starts.append(len(entry_fields))
            continue
        parent = parents[name]
        parent_indexes.append(index_of[parent] if parent else 0xFFFF)
        for key, value in sorted(stored[name].items(), key=lambda item: field_number(item[0])):
            entry_fields.append(field_number(key))
            entry_values.append(intern(value))
        entry_starts.append(len(entry_fields))
    assert len(all_names) < 0xFFFF and len(pool) < 0xFFFF_FFFF

    utf8_ends = []
    offset = 0
    for text in pool:
        offset += len(text.encode("utf-8"))
        utf8_ends.append(offset)

    territory_table = get_global("territory_currencies")
    territories = []
    for territory in sorted(territory_table):
        currency = current_currency(territory_table[territory], territory)
        if currency is not None and currency in currencies and len(territory) == 2:
            territories.append((territory, currency))

    fractions = get_global("currency_fractions")
    digits = [(code, fractions[code][0]) for code in currencies
              if code in fractions and fractions[code][0] != 2]

    field_lines = []
    for name in SCALAR_FIELDS:
        field_lines.append(f"    public static let {name} = CLDRField(rawValue: {FIELDS[name]})")
    for name, count in ARRAY_FIELDS:
        suffix = f" (\u2026 +{count - 1})" if count > 1 else ""
        field_lines.append(f"    /// The first of {count or 'the currencies'}{suffix}.")
        field_lines.append(f"    public static let {name} = CLDRField(rawValue: {FIELDS[name]})")

    pool_literal = "".join(pool)
    swift = f"""// Generated by scripts/digest-cldr.py from Babel {PINNED_BABEL} (Unicode CLDR {PINNED_CLDR}). Do not edit:
// change the script and run it again (`CLDRTablesFreshnessTests` fails while this file is stale).
// swift-format-ignore-file

/// CLDR's data for {len(names)} locales and {len(aliases)} `ll_CC` aliases: one string pool and, per
/// locale, the fields that differ from its CLDR parent.
enum CLDRTables {{
    static let cldrVersion = "{PINNED_CLDR}"

    /// Every string, each once, back to back; `poolEnds[i]` is where string `i` ends (UTF-8).
    static let pool = {swift_string(pool_literal)}
    static let poolEnds: [UInt32] = {integers(utf8_ends, 16)}

    /// Locale names (pool indexes), sorted by name, so a name is found by binary search.
    static let localeNames: [UInt32] = {integers(name_indexes)}
    /// Each locale's CLDR parent (an index into `localeNames`); 65535 for `root`.
    static let localeParents: [UInt16] = {integers(parent_indexes)}
    /// Locale `i`'s fields are `entryFields[entryStarts[i]..<entryStarts[i + 1]]`, ascending.
    static let entryStarts: [UInt32] = {integers(entry_starts)}
    static let entryFields: [UInt16] = {integers(entry_fields)}
    /// The pool index of each entry's value.
    static let entryValues: [UInt32] = {integers(entry_values)}

    /// The ISO 4217 currencies SubDomain accepts; `currencySymbol + i` is currency `i`'s symbol.
    static let currencies: [String] = [
{chr(10).join('        ' + ', '.join(swift_string(c) for c in currencies[i:i + 12]) + ',' for i in range(0, len(currencies), 12))}
    ]
    /// CLDR's decimals of each currency that does not use 2 (CLDR's, which can differ from
    /// ISO 4217's).
    static let currencyDigits: [String: Int] = [
{chr(10).join('        ' + ', '.join(f'{swift_string(c)}: {d}' for c, d in digits[i:i + 8]) + ',' for i in range(0, len(digits), 8))}
    ]
    /// Each territory's current currency, sorted by territory.
    static let territoryCurrencies: [(territory: String, currency: String)] = [
{chr(10).join('        ' + ', '.join(f'({swift_string(t)}, {swift_string(c)})' for t, c in territories[i:i + 6]) + ',' for i in range(0, len(territories), 6))}
    ]
}}

extension CLDRField {{
{chr(10).join(field_lines)}
}}
"""
    os.makedirs(output, exist_ok=True)
    with open(os.path.join(output, "CLDRTables.swift"), "w", encoding="utf-8") as file:
        file.write(swift)
    print(
        f"{len(names)} locales, {len(aliases)} aliases, {len(pool)} strings "
        f"({offset} bytes), {len(entry_fields)} entries",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
