/// How SubStore writes a JSON string, in one place: the export (byte for byte what
/// JSONSerialization wrote, so files stay comparable) and the compact history rows.
package enum JSONString {
    /// Appends `text` quoted: quotes, backslashes and control characters escaped, everything
    /// else kept as UTF-8.
    package static func append(_ text: String, to output: inout String) {
        output += "\""
        // Almost every value needs no escape: appended whole, not scalar by scalar.
        if !text.utf8.contains(where: {
            $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
        }) {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
