import Foundation

/// One JSON value with its JSON type kept, so an import can refuse `"amount_minor": true`.
///
/// `JSONSerialization` hands back `NSNumber` for numbers and booleans alike, and on Linux
/// `true`, `1` and `1e20` all answer to `as? NSNumber` (and `1` to `as? Bool`), which is how
/// a boolean once became an amount and `1e20` a garbage kill count. The number's own type
/// code tells them apart: `c` for a boolean, an integer code for a whole number that fits
/// in Int64, `d` (or `Q`, above Int64.max) for everything else. `JSONDecoder` could tell
/// them apart too, but only by trying each type and throwing, ten times slower on a large
/// export.
enum JSONValue: Hashable {
    case null
    case bool(Bool)
    /// A number written as an integer that fits in Int64.
    case integer(Int64)
    /// Any other number: a fraction, an exponent, or an integer beyond Int64.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses a whole document; `nil` when the text is not JSON.
    static func parse(_ text: String) -> JSONValue? {
        guard
            let object = try? JSONSerialization.jsonObject(
                with: Data(text.utf8), options: [.fragmentsAllowed])
        else { return nil }
        return JSONValue(object)
    }

    private init(_ object: Any) {
        switch object {
        case let text as String: self = .string(text)
        case let number as NSNumber: self = JSONValue(number)
        case let array as [Any]: self = .array(array.map(JSONValue.init))
        case let dictionary as [String: Any]: self = .object(dictionary.mapValues(JSONValue.init))
        default: self = .null
        }
    }

    private init(_ number: NSNumber) {
        switch String(cString: number.objCType) {
        case "c", "B": self = .bool(number.boolValue)
        case "s", "i", "l", "q", "S", "I", "C": self = .integer(number.int64Value)
        default: self = .number(number.doubleValue)
        }
    }

    /// The value as it could be quoted back to the user in a problem ("true", "1e+20").
    /// Arrays and objects are shown by their brackets only: their contents are not the point.
    var quoted: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let integer): String(integer)
        case .number(let number): String(describing: number)
        case .string(let text): text
        case .array: "[…]"
        case .object: "{…}"
        }
    }
}
