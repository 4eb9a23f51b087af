/// A JSON object written by hand, keys in the order given and no spaces: the compact history
/// form of one change (`HistoryRecorder.record`). `JSONSerialization` would sort nothing
/// better and cost an `NSDictionary` per row.
struct CompactJSONObject {
    private var body = ""

    var isEmpty: Bool { body.isEmpty }

    /// `{…}` with every appended member.
    var text: String { "{" + body + "}" }

    /// Adds `"key":value`; integers are numbers, text is a string, `.null` is `null`.
    mutating func append(_ key: String, _ value: SQLiteValue) {
        if !body.isEmpty { body += "," }
        Self.appendString(key, to: &body)
        body += ":"
        switch value {
        case .null: body += "null"
        case .integer(let number): body += String(number)
        case .text(let text): Self.appendString(text, to: &body)
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else
    /// kept as UTF-8.
    private static func appendString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
