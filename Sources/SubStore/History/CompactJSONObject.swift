import SubJSON
import SubRecords

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
        JSONString.append(key, to: &body)
        body += ":"
        switch value {
        case .null: body += "null"
        case .integer(let number): body += String(number)
        case .text(let text): JSONString.append(text, to: &body)
        }
    }
}
