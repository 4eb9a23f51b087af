/// RFC 4180 CSV: fields with commas, quotes or line breaks are quoted, quotes doubled.
enum CSVCodec {
    static func escape(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
            return field
        }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The table's rows; `nil` when a quote is never closed.
    static func parse(_ text: String) -> [[String]]? {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var inQuotes = false
        var afterQuote = false
        var iterator = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = iterator.next()
        // Skip a UTF-8 byte-order mark written by spreadsheet programs.
        if pending == "\u{FEFF}" { pending = iterator.next() }
        while let scalar = pending {
            pending = iterator.next()
            if inQuotes {
                if scalar == "\"" {
                    if pending == "\"" {
                        field.unicodeScalars.append("\"")
                        pending = iterator.next()
                    } else {
                        inQuotes = false
                        afterQuote = true
                    }
                } else {
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty && !afterQuote:
                inQuotes = true
            case ",":
                row.append(field)
                field = ""
                afterQuote = false
            case "\r", "\n":
                if scalar == "\r", pending == "\n" { pending = iterator.next() }
                row.append(field)
                rows.append(row)
                row = []
                field = ""
                afterQuote = false
            default:
                field.unicodeScalars.append(scalar)
            }
        }
        if inQuotes { return nil }
        if !field.isEmpty || !row.isEmpty || afterQuote {
            row.append(field)
            rows.append(row)
        }
        return rows
    }
}
