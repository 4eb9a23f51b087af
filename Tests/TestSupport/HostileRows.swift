import Foundation

/// Rows as another program might write them into a household's server: for each expense
/// column, values SubHub reads and values it must not (an invisible name, a `javascript:`
/// link, year 9999, an amount past the bound), for property tests of the one definition of
/// a readable row.
public enum HostileRows {
    /// Values for each column, readable and not, as text for the column's `$n::type` cast;
    /// the first of each is readable.
    public static let pools: [String: [String?]] = [
        "name": [
            "Netflix", "Ünïcødé \"q\"", "\u{200B}", " ", "x", String(repeating: "n", count: 10_000),
            String(repeating: "n", count: 10_001), "a\u{301}",
        ],
        "amount_minor": [
            "1", "1299", "0", "1000000000000", "1000000000001", "1000000000000000000", "-5",
        ],
        "currency": ["EUR", "USD", "JPY", "ZZZ", "eur"],
        "period": [
            "monthly", "weekly", "annual", "every-3-days", "every-1000-days", "every-1001-days",
            "every-0-weeks", "fortnightly",
        ],
        "next_charge": ["2026-12-05", "1900-01-01", "1899-12-31", "9998-12-31", "9999-06-01"],
        "anchor_day": ["5", "1", "31", "0", "32", nil],
        "trial_ends": [nil, nil, "2027-01-01", "9999-01-01"],
        "group_mode": [nil, nil, nil, "automatic", "manual"],
        "shared_with": ["1", "3", "1000", "1001", "0"],
        "category": [nil, "streaming", String(repeating: "c", count: 10_001)],
        "brand_slug": [nil, "netflix", "no-such-brand"],
        "last_confirmed": [nil, "2026-11-02", "1899-01-01"],
        "notes": [
            nil, "line one\nline two", String(repeating: "x", count: 10_000),
            String(repeating: "x", count: 10_001),
        ],
        "manage_url": [
            nil, nil, "https://netflix.com/cancel", "HTTP://EXAMPLE.ORG", "javascript:alert(1)",
            "https://", "https://@evil.example", "https://a b.example",
            "https://x.org/" + String(repeating: "p", count: 2034),
            "https://x.org/" + String(repeating: "p", count: 2035), "https://x.org/\u{202E}gpj",
            "ftp://x.org",
        ],
        "created_on": ["2026-01-01", "1899-01-01", "9999-12-31"],
        "notice_period": [nil, "30d", "12m", "999m", "0d"],
        "paid_by": [
            nil, nil, "Ana", " ", "\u{200B}", String(repeating: "p", count: 100),
            String(repeating: "p", count: 101), "  Ana  ",
        ],
        "reminder_offsets": [nil, "7,3,1", "off", "7,400", "abc"],
        "varies": ["false", "true"],
        "ends_on": [
            nil, nil, "2027-06-30", "1900-01-01", "9998-12-31", "1899-12-31", "9999-06-01",
        ],
        "planned_payments": [nil, nil, "12", "1", "1040", "1041", "0", "-3"],
    ]

    /// One generated row: a value for each of `columns` (the expense columns by name, as
    /// `ExpenseRecord.fieldNames` lists them), mostly readable, a few of them not.
    public static func row(columns: [String], using generator: inout Sample.SeededGenerator)
        -> [String?]
    {
        let status = Bool.random(using: &generator) ? "active" : "archived"
        let archivedOn: String? =
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: nil
            case 1: "2026-10-31"
            case 2: status == "archived" ? "2026-10-31" : nil
            default: status == "archived" ? "9999-01-01" : nil
            }
        let withGroup = Int.random(in: 0..<5, using: &generator) == 0 ? "true" : "false"
        return columns.map { column -> String? in
            switch column {
            case "id": UUID().uuidString
            case "status": status
            case "archived_on": archivedOn
            case "archived_with_group": withGroup
            case "parent_id": nil
            default:
                // Mostly the column's first (readable) value, so that most rows hold only a
                // bad value or two and the server's answer turns on it.
                Int.random(in: 0..<6, using: &generator) == 0
                    ? (pools[column] ?? [nil]).randomElement(using: &generator) ?? nil
                    : pools[column]?.first ?? nil
            }
        }
    }

}
