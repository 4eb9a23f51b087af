import SubJSON

// The shapes a catalog is made of, read off typed JSON values. Each answers `nil` for any
// other shape, as the `as? [String: …]` casts over JSONSerialization's values did.
extension JSONValue {
    /// An object whose every value is a string.
    var stringsByName: [String: String]? {
        guard let values = valuesByName else { return nil }
        var strings: [String: String] = [:]
        for (name, value) in values {
            guard let text = value.string else { return nil }
            strings[name] = text
        }
        return strings
    }

    /// An array whose every element is a string.
    var strings: [String]? {
        guard let elements = array else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(elements.count)
        for element in elements {
            guard let text = element.string else { return nil }
            strings.append(text)
        }
        return strings
    }

    /// An object whose every value is an array of strings.
    var stringListsByName: [String: [String]]? {
        guard let values = valuesByName else { return nil }
        var lists: [String: [String]] = [:]
        for (name, value) in values {
            guard let list = value.strings else { return nil }
            lists[name] = list
        }
        return lists
    }
}
