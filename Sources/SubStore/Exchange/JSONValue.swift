import Foundation

/// One JSON value with its JSON type kept, so an import can refuse `"amount_minor": true`.
///
/// `JSONSerialization` hands back `NSNumber` for numbers and booleans alike, and on Linux
/// `true`, `1` and `1e20` all answer to `as? NSNumber` (and `1` to `as? Bool`), which is how
/// a boolean once became an amount and `1e20` a garbage kill count. `JSONDecoder` keeps the
/// types apart: a boolean decodes only as `Bool`, and an integer only as `Int64` when it is
/// one and fits; everything else numeric is a `number`.
enum JSONValue: Decodable, Hashable {
    case null
    case bool(Bool)
    /// A number that is an integer and fits in Int64.
    case integer(Int64)
    /// Any other number: a fraction, an exponent beyond Int64, or a huge integer.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let integer = try? container.decode(Int64.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses a whole document; `nil` when the text is not JSON.
    static func parse(_ text: String) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
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
