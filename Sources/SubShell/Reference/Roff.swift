import SubDomain

/// Text made safe for roff, the man page language: a backslash is `\e`, every hyphen `\-`
/// (so options copy and paste as ASCII hyphen-minus), a line never begins with `.` or `'`
/// (those start requests), and every non-ASCII character is a `\[uXXXX]` escape, so the page
/// is plain ASCII and renders the same whatever encoding `groff` is told to expect.
enum Roff {
    static func escaped(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output += "\\e"
            case "-": output += "\\-"
            case "\n": output += "\n"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: output += " "
            case _ where scalar.value < 0x80: output.unicodeScalars.append(scalar)
            default: output += "\\[u" + hex(scalar.value) + "]"
            }
        }
        return guardLines(output)
    }

    /// An argument of a request (`.TH`, `.SH`): escaped, its quotes as `\(dq`, then quoted.
    static func argument(_ text: String) -> String {
        "\"" + escaped(text).replacingAll("\"", with: "\\(dq") + "\""
    }

    static func bold(_ text: String) -> String { "\\fB" + escaped(text) + "\\fR" }
    static func italic(_ text: String) -> String { "\\fI" + escaped(text) + "\\fR" }

    /// groff names a Unicode character by at least four upper-case hex digits.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `\&` (a zero-width nothing) before a `.` or `'` that would start a line.
    private static func guardLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.first == "." || line.first == "'" ? "\\&" + line : String(line)
        }.joined(separator: "\n")
    }
}
