/// A parsed JSON value: what every JSON reader of SubHub gets from `JSONParser`.
///
/// Objects keep their members in order as an array: the brand objects have a handful of
/// keys, so a linear look-up beats hashing thousands of tiny dictionaries. A key given twice
/// answers with its last value everywhere (`subscript`, `valuesByName`), as
/// JSONSerialization and every dictionary reading did. Numbers keep their text
/// (`JSONNumber`), so a whole number is told from a fraction or an exponent.
package enum JSONValue: Sendable, Equatable {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(JSONNumber)
    case bool(Bool)
    case null

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let left), .object(let right)):
            left.count == right.count
                && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let left), .array(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.number(let left), .number(let right)): left == right
        case (.bool(let left), .bool(let right)): left == right
        case (.null, .null): true
        default: false
        }
    }

    /// The value of the member named `key`; its last value when the key is given twice.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// An object's members by name; a repeated name keeps its last value.
    package var valuesByName: [String: JSONValue]? {
        members.map { Dictionary($0, uniquingKeysWith: { _, last in last }) }
    }

    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    package var array: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    package var members: [(key: String, value: JSONValue)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    package var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    package var number: JSONNumber? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// A whole number below 10^15 however written (`300`, `3e2`, `300.0`); fractions and
    /// huge values are `nil`. The brand data's lenient reading: an amount that must be
    /// written as an integer checks `number?.int64` instead.
    package var integer: Int64? {
        if let exact = number?.int64 { return abs(exact) < 1_000_000_000_000_000 ? exact : nil }
        guard let value = number?.double, value == value.rounded(), abs(value) < 1e15 else {
            return nil
        }
        return Int64(value)
    }
}
