import SubJSON

extension Catalog {
    /// The `input` section of a catalog's JSON text alone, without reading its messages:
    /// where `layout` places it, else found by a scan.
    ///
    /// The parsers accept words of every language, so each process needs every catalog's
    /// input words but only one catalog's messages. The section is found by a scan that
    /// skips strings and counts nesting (no values are built), and only it is decoded.
    static func inputWords(jsonText: String, fileName: String, layout: CatalogLayout? = nil)
        throws(CatalogLoadError) -> InputWords
    {
        let utf8 = Array(jsonText.utf8)
        let known = layout?.members.first { $0.key == "input" }?.value
        guard let range = known ?? topLevelValue(named: "input", in: utf8),
            range.upperBound <= utf8.count
        else {
            return try parseInput(nil, file: fileName)
        }
        guard let value = JSONParser.parse(String(decoding: utf8[range], as: UTF8.self)) else {
            throw .invalidJSON(file: fileName, problem: .inputNotJSON)
        }
        return try parseInput(value, file: fileName)
    }

    /// The byte range of the value of top-level member `name` of a JSON object, or `nil`.
    static func topLevelValue(named name: String, in bytes: [UInt8]) -> Range<Int>? {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        let wanted = Array(name.utf8)
        var depth = 0
        var index = 0
        var valueStart: Int?
        var lastKey: Range<Int>?
        var expectingKey = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case quote:
                let start = index + 1
                index += 1
                while index < bytes.count, bytes[index] != quote {
                    index += bytes[index] == backslash ? 2 : 1
                }
                if depth == 1 && expectingKey { lastKey = start..<min(index, bytes.count) }
                expectingKey = false
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth == 1 { expectingKey = true }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 1, let start = valueStart { return start..<index }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 1 {
                    if let start = valueStart { return start..<index }
                    expectingKey = true
                }
            case UInt8(ascii: ":"):
                if depth == 1, let key = lastKey, bytes[key].elementsEqual(wanted) {
                    valueStart = index + 1
                }
            default: break
            }
            index += 1
        }
        return nil
    }
}
