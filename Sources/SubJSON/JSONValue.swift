/// A parsed JSON value, as small as the brand data and the catalogs need.
///
/// Objects keep their members in order as an array: the brand objects have a handful of
/// keys, so a linear look-up beats hashing thousands of tiny dictionaries.
package enum JSONValue: Sendable {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
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

    /// A whole number that fits in Int64; fractions and huge values are `nil`.
    package var integer: Int64? {
        guard case .number(let value) = self, value == value.rounded(), abs(value) < 1e15 else {
            return nil
        }
        return Int64(value)
    }
}
