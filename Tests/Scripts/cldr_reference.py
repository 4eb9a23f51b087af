#!/usr/bin/env python3
"""What Babel 2.19.0 (Unicode CLDR 49) writes for each case on standard input, one line out
per line in, for `CLDRReferenceCheckTests`.

Cases, tab-separated: `money LOCALE CODE MINOR_UNITS`, `date LOCALE medium|short Y-M-D`,
`relative LOCALE DAYS`, `list LOCALE and|or ITEM|ITEM|…`, `plural LOCALE NUMBER`.

Babel's formatter skips three rules of CLDR's number formatting, which are applied here on top
of its output, each in a few lines (and loses apostrophe group separators, see below): the
localized minus sign; minimumGroupingDigits (Babel writes es_ES 1234 as
`1.234`; CLDR says `1234`), read through the digest script's table since Babel's data lacks
it; and currencySpacing (Babel writes en_US CHF 12 as `CHF12.00`; CLDR says `CHF 12.00`).
Named relative days (`mañana`) are Babel's CLDR data as is: Babel has no formatter for them.
"""

import datetime
import decimal
import importlib.util
import os
import sys
import unicodedata

from babel import Locale
from babel.dates import format_date, format_timedelta
from babel.lists import format_list
from babel.numbers import format_currency, get_currency_precision

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "digest", os.path.join(HERE, "..", "..", "scripts", "digest-cldr.py"))
digest = importlib.util.module_from_spec(spec)
spec.loader.exec_module(digest)
import babel.numbers  # noqa: E402
from babel.core import get_global  # noqa: E402

PARENT_EXCEPTIONS = get_global("parent_exceptions")

# Babel strips pattern quotes from its finished output, after the digits are in, so an
# apostrophe group separator (de_CH, fr_CH: 1'234'567.89) vanishes; it is handed a stand-in.
APOSTROPHE_STAND_IN = "\uffff"
babel_group_symbol = babel.numbers.get_group_symbol


def group_symbol(locale=None, *args, **kwargs):
    return babel_group_symbol(locale, *args, **kwargs).replace("'", APOSTROPHE_STAND_IN)


babel.numbers.get_group_symbol = group_symbol


def spaced(symbol_edge):
    return unicodedata.category(symbol_edge)[0] not in "SZ"


def money(locale_name, code, minor):
    locale = Locale.parse(locale_name)
    digits = get_currency_precision(code)
    value = decimal.Decimal(int(minor)).scaleb(-digits)
    symbol = locale.currency_symbols.get(code, code)
    pattern = locale.currency_formats["standard"]
    grouping = pattern.grouping[0]
    minimum = digest.minimum_grouping(str(locale), PARENT_EXCEPTIONS)
    integer_digits = len(str(abs(int(value))))
    grouped = integer_digits >= grouping + minimum
    text = format_currency(value, code, locale=locale, group_separator=grouped)
    text = text.replace(APOSTROPHE_STAND_IN, "'")
    # UTS #35: a pattern's `-` is the locale's minus sign (U+2212 in sv, fi, nb; LRM and `-`
    # in ar, he); Babel writes `-` as is.
    if value < 0:
        text = text.replace("-", locale.number_symbols["latn"]["minusSign"], 1)
    # currencySpacing: a no-break space between the symbol's letter edge and a digit.
    at = text.find(symbol)
    if at >= 0:
        end = at + len(symbol)
        if end < len(text) and text[end].isdigit() and spaced(symbol[-1]):
            text = text[:end] + "\u00a0" + text[end:]
        elif at > 0 and text[at - 1].isdigit() and spaced(symbol[0]):
            text = text[:at] + "\u00a0" + text[at:]
    return text


def relative(locale_name, days):
    days = int(days)
    words = Locale.parse(locale_name)._data["date_fields"]["day"].get("relative", {})
    if -2 <= days <= 2 and days in words:
        return words[days]
    return format_timedelta(
        datetime.timedelta(days=days), granularity="day", threshold=10**9,
        add_direction=True, locale=locale_name)


def answer(fields):
    kind, locale = fields[0], fields[1]
    if kind == "money":
        return money(locale, fields[2], fields[3])
    if kind == "date":
        year, month, day = (int(part) for part in fields[3].split("-"))
        return format_date(datetime.date(year, month, day), fields[2], locale=locale)
    if kind == "relative":
        return relative(locale, fields[2])
    if kind == "list":
        style = "standard" if fields[2] == "and" else "or"
        return format_list(fields[3].split("|"), style=style, locale=locale)
    if kind == "plural":
        return Locale.parse(locale).plural_form(decimal.Decimal(fields[2]))
    raise SystemExit(f"unknown case {kind}")


for line in sys.stdin:
    line = line.rstrip("\n")
    if line:
        print(answer(line.split("\t")).replace("\n", " "))
