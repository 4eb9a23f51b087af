#!/usr/bin/env python3
"""Writes the hostile files SubHub's readers must read or refuse within 20 s and 512 MB.

Each is a shape that once took the machine: a quote never closed, a million columns, a
workbook whose cells sit at column XFD, OFX tags never closed, one endless MT940 field, a
Wallos database whose lookup tables repeat an id, a Wallos API file of 300,000 rows, and a
few more of the same kind. With --measure, runs `subhub import` on each under
/usr/bin/time -v in a throwaway home and prints seconds, peak memory and the first line of
the answer.

    scripts/hostile-files.py OUT_DIR [--measure BINARY]
"""

import os
import subprocess
import sys
import tempfile
import zipfile

MB = 1024 * 1024


def csv_unclosed_quote(path):
    """100 MB of rows, each with a quote opened and never closed."""
    line = b'2026-01-05,"NETFLIX.COM,-12.99\n'
    with open(path, "wb") as out:
        out.write(b"Date,Description,Amount\n")
        out.write(line * (100 * MB // len(line)))


def csv_million_columns(path):
    with open(path, "wb") as out:
        out.write(b"Date,Description,Amount\n" + b"," * 1_000_000 + b"\n")


def csv_short_cells(path):
    """100 MB of one-byte cells: within the row and column limits, 50 million cells."""
    row = b",".join([b"1"] * 500) + b"\n"
    with open(path, "wb") as out:
        out.write(b"Date,Description,Amount\n")
        out.write(row * (100 * MB // len(row)))


def workbook(path, sheet_xml, compression=zipfile.ZIP_DEFLATED):
    ns = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    pkg = "http://schemas.openxmlformats.org/package/2006/relationships"
    with zipfile.ZipFile(path, "w", compression) as z:
        z.writestr(
            "[Content_Types].xml",
            '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/'
            '2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application'
            '/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
        )
        z.writestr(
            "xl/workbook.xml",
            f'<?xml version="1.0"?><workbook xmlns="{ns}" xmlns:r="{rel}"><sheets>'
            '<sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>',
        )
        z.writestr(
            "xl/_rels/workbook.xml.rels",
            f'<?xml version="1.0"?><Relationships xmlns="{pkg}"><Relationship Id="rId1" '
            f'Type="{rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
        )
        z.writestr("xl/worksheets/sheet1.xml", sheet_xml)


def xlsx_xfd(path, rows=6000):
    """One cell at column XFD (the 16,384th) in each of 6,000 rows: 31 KB."""
    ns = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    body = "".join(
        f'<row r="{n}"><c r="XFD{n}" t="inlineStr"><is><t>x</t></is></c></row>'
        for n in range(1, rows + 1)
    )
    workbook(path, f'<?xml version="1.0"?><worksheet xmlns="{ns}"><sheetData>{body}'
             "</sheetData></worksheet>")


def xlsx_bomb(path):
    """A sheet that inflates to 400 MB of spaces from a file of under a megabyte."""
    ns = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    xml = f'<?xml version="1.0"?><worksheet xmlns="{ns}"><sheetData>' + " " * (400 * MB) \
        + "</sheetData></worksheet>"
    workbook(path, xml)


def ofx_unclosed(path, tags=500_000):
    with open(path, "w") as out:
        out.write("OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n")
        out.write("<STMTTRN>\n" * tags)


def ofx_leaves(path, tags=500_000):
    """Half a million unclosed leaves, each with a value: read, not refused."""
    with open(path, "w") as out:
        out.write("OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n")
        out.write("<MEMO>x\n" * tags)
        out.write("</OFX>\n")


MT940_HEAD = (
    ":20:STARTUMS\n:25:10020030/1234567890\n:28C:1/1\n:60F:C260101EUR1000,00\n"
    ":61:2601050105D12,99NDDTNONREF\n:86:"
)


def mt940_field(path):
    """One :86: field of 100 MB on a single line."""
    with open(path, "w") as out:
        out.write(MT940_HEAD)
        out.write("NETFLIX " * (100 * MB // 8))
        out.write("\n:62F:C260131EUR987,01\n-\n")


def mt940_field_lines(path):
    """One :86: field of 100 MB, as continuation lines of 65 characters."""
    line = "A" * 64 + "\n"
    with open(path, "w") as out:
        out.write(MT940_HEAD + "\n")
        out.write(line * (100 * MB // len(line)))
        out.write(":62F:C260131EUR987,01\n-\n")


def qif_records(path):
    """100 MB of two-line records."""
    record = "D01/05/2026\nT-1\n^\n"
    with open(path, "w") as out:
        out.write("!Type:Bank\n")
        out.write(record * (100 * MB // len(record)))


def qif_empty_lines(path):
    """One record, then 100 MB of empty lines: read one at a time, never held."""
    with open(path, "w") as out:
        out.write("!Type:Bank\nD01/05/2026\nT-12.99\nPNETFLIX\n^\n")
        out.write("\n" * (100 * MB))


def wallos_duplicate_ids(path, subscriptions=2000, duplicates=2000):
    """Every lookup table repeats one id: a join per table multiplies the rows."""
    if os.path.exists(path):
        os.remove(path)
    sql = [
        "CREATE TABLE user (id INTEGER, username TEXT);",
        "CREATE TABLE household (id INTEGER, name TEXT, user_id INTEGER);",
        "CREATE TABLE cycles (id INTEGER, days INTEGER, name TEXT);",
        "CREATE TABLE currencies (id INTEGER, code TEXT);",
        "CREATE TABLE categories (id INTEGER, name TEXT);",
        "CREATE TABLE payment_methods (id INTEGER, name TEXT);",
        "CREATE TABLE subscriptions (id INTEGER, name TEXT, price REAL, currency_id INTEGER,"
        " next_payment DATE, cycle INTEGER, frequency INTEGER, payment_method_id INTEGER,"
        " payer_user_id INTEGER, category_id INTEGER);",
        "INSERT INTO user VALUES (1, 'ana');",
        "INSERT INTO cycles VALUES (3, 30, 'Monthly');",
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %d)"
        " INSERT INTO subscriptions SELECT i, 'S' || i, 9.99, 1, '2026-12-05', 3, 1, 1, 1, 1"
        " FROM n;" % subscriptions,
    ]
    for table, value in [("currencies", "'EUR'"), ("categories", "'Video'"),
                         ("payment_methods", "'Visa'"), ("household", "'ana', 1")]:
        sql.append(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %d)"
            " INSERT INTO %s SELECT 1, %s FROM n;" % (duplicates, table, value))
    subprocess.run(["sqlite3", path], input="\n".join(sql), text=True, check=True)


def wallos_api(path, rows=300_000):
    row = ('{"id":%d,"name":"Service %d","price":9.99,"currency_id":1,"cycle":3,'
           '"frequency":1,"next_payment":"2026-12-05","category_name":"Video",'
           '"payment_method_name":"Visa","payer_user_name":"ana","notes":"","url":"",'
           '"inactive":0,"notify":1,"logo":""}')
    with open(path, "w") as out:
        out.write('{"success":true,"subscriptions":[')
        out.write(",".join(row % (i, i) for i in range(1, rows + 1)))
        out.write("]}")


# name, file, writer, the import command's kind
FILES = [
    ("CSV, quote never closed (100 MB)", "unclosed-quote.csv", csv_unclosed_quote, "statement"),
    ("CSV, 1,000,000 columns", "million-columns.csv", csv_million_columns, "statement"),
    ("CSV, 50 million one-byte cells (100 MB)", "short-cells.csv", csv_short_cells, "statement"),
    ("XLSX, XFD cell in 6,000 rows (31 KB)", "xfd.xlsx", xlsx_xfd, "statement"),
    ("XLSX, sheet inflating to 400 MB", "bomb.xlsx", xlsx_bomb, "statement"),
    ("OFX, 500,000 unclosed tags", "unclosed.ofx", ofx_unclosed, "statement"),
    ("OFX, 500,000 unclosed leaves", "leaves.ofx", ofx_leaves, "statement"),
    ("MT940, one 100 MB field on one line", "field.sta", mt940_field, "statement"),
    ("MT940, one 100 MB field of 65-byte lines", "field-lines.sta", mt940_field_lines,
     "statement"),
    ("QIF, 100 MB of records", "records.qif", qif_records, "statement"),
    ("QIF, one record and 100 MB of empty lines", "empty-lines.qif", qif_empty_lines,
     "statement"),
    ("Wallos DB, 2,000 copies of each lookup id", "duplicate-ids.db", wallos_duplicate_ids,
     "wallos"),
    ("Wallos API JSON, 300,000 rows", "api-300k.json", wallos_api, "wallos"),
]


def measure(binary, path, kind):
    home = tempfile.mkdtemp(prefix="subhub-hostile-")
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "SUBHUB_DATA_DIR": home + "/data",
           "LANG": "en_US.UTF-8", "LC_ALL": "en_US.UTF-8", "LANGUAGE": "en", "TERM": "dumb"}
    command = ["/usr/bin/time", "-v", binary, "--profile", "m", "import", kind, path]
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
    stats = {}
    for line in result.stderr.splitlines():
        if line.startswith("\t") and ": " in line:
            key, _, value = line.strip().partition(": ")
            stats[key] = value
    elapsed = stats.get("Elapsed (wall clock) time (h:mm:ss or m:ss)", "")
    said = [line for line in result.stderr.splitlines() + result.stdout.splitlines()
            if line and not line.startswith("\t") and "Command being timed" not in line]
    return elapsed, int(stats.get("Maximum resident set size (kbytes)", "0")) // 1024, \
        result.returncode, (said[0] if said else "")[:150]


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    binary = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--measure" else None
    if binary:
        print("| file | size | time (m:ss) | peak RSS (MB) | exit | answer |")
        print("|---|---|---|---|---|---|")
    for name, file, writer, kind in FILES:
        path = os.path.join(out, file)
        if not os.path.exists(path):
            writer(path)
        if binary:
            elapsed, peak, code, said = measure(binary, path, kind)
            size = os.path.getsize(path)
            shown = f"{size / MB:.1f} MB" if size >= MB else f"{size / 1024:.0f} KB"
            print(f"| {name} | {shown} | {elapsed} | {peak} | {code} | {said} |", flush=True)


if __name__ == "__main__":
    main()
