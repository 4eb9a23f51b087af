/// The members of a JSON object as byte ranges, found without building any value.
///
/// A catalog holds 1,500 messages and a command words a handful: skimmed, each message is
/// parsed (by `JSONParser`) only when first used. Skimming checks structure only (strings
/// closed, brackets balanced, a colon after each key); a value's own validity is the
/// parser's to judge when it is read.
package enum JSONSkimmer {
    /// One member: its name, and the byte range of its value in the skimmed bytes.
    package typealias Member = (key: String, value: Range<Int>)

    /// The members of the object at `start` (its `{`, or white space before it) and the index
    /// just past its `}`; `nil` when the bytes there are not an object.
    package static func object(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (
        members: [Member], end: Int
    )? {
        var position = skipSpace(bytes, from: start)
        guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else { return nil }
        position = skipSpace(bytes, from: position + 1)
        var members: [Member] = []
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            return (members, position + 1)
        }
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "\""),
                let keyEnd = stringEnd(bytes, at: position),
                let key = decodedKey(bytes, position..<keyEnd)
            else { return nil }
            position = skipSpace(bytes, from: keyEnd)
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
            let valueStart = skipSpace(bytes, from: position + 1)
            guard let valueEnd = valueEnd(bytes, at: valueStart) else { return nil }
            members.append((key, valueStart..<valueEnd))
            position = skipSpace(bytes, from: valueEnd)
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: "}") { return (members, position + 1) }
            guard bytes[position] == UInt8(ascii: ",") else { return nil }
            position = skipSpace(bytes, from: position + 1)
        }
        return nil
    }

    /// The leaves of the object tree at `start` by dotted path (`error.unknown_currency`),
    /// each with its value's byte range: strings, and the objects `isLeaf` takes by their
    /// members; any other object is a branch whose members' paths continue its own. A name
    /// given twice in one object keeps its last value, as `JSONParser` reads it. `nil` when
    /// a value is neither a string nor an object, or the bytes are not an object there.
    package static func leaves(
        in bytes: UnsafeBufferPointer<UInt8>, objectAt start: Int, isLeaf: ([Member]) -> Bool
    ) -> [(path: String, value: Range<Int>)]? {
        guard let object = object(in: bytes, at: start) else { return nil }
        var leaves: [(path: String, value: Range<Int>)] = []
        guard collect(object.members, prefix: "", bytes: bytes, isLeaf: isLeaf, into: &leaves)
        else { return nil }
        return leaves
    }

    private static func collect(
        _ members: [Member], prefix: String, bytes: UnsafeBufferPointer<UInt8>,
        isLeaf: ([Member]) -> Bool,
        into leaves: inout [(path: String, value: Range<Int>)]
    ) -> Bool {
        var last: [String: Int] = [:]
        for (position, member) in members.enumerated() { last[member.key] = position }
        for (position, member) in members.enumerated() where last[member.key] == position {
            let path = prefix.isEmpty ? member.key : prefix + "." + member.key
            switch bytes[member.value.lowerBound] {
            case UInt8(ascii: "\""):
                leaves.append((path, member.value))
            case UInt8(ascii: "{"):
                guard let branch = object(in: bytes, at: member.value.lowerBound) else {
                    return false
                }
                if isLeaf(branch.members) {
                    leaves.append((path, member.value))
                } else if !collect(
                    branch.members, prefix: path, bytes: bytes, isLeaf: isLeaf, into: &leaves)
                {
                    return false
                }
            default:
                return false
            }
        }
        return true
    }

    package static func skipSpace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var position = start
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return position
            }
        }
        return position
    }

    /// The index just past the string whose opening quote is at `start`.
    static func stringEnd(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        var position = start + 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""): return position + 1
            case UInt8(ascii: "\\"): position += 2
            case 0x00..<0x20: return nil
            default: position += 1
            }
        }
        return nil
    }

    /// The index just past the value at `start`: a string, an object or array (brackets
    /// balanced, strings skipped), or a literal or number (up to the next delimiter).
    static func valueEnd(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""): return stringEnd(bytes, at: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var position = start
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    guard let end = stringEnd(bytes, at: position) else { return nil }
                    position = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    guard depth <= JSONParser.maximumDepth else { return nil }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return position + 1 }
                default: break
                }
                position += 1
            }
            return nil
        default:
            var position = start
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D,
                    0x09:
                    return position > start ? position : nil
                default: position += 1
                }
            }
            return position > start ? position : nil
        }
    }

    /// A key as text: its bytes when it has no escape, else what the parser reads.
    private static func decodedKey(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
        -> String?
    {
        let inner = bytes[(range.lowerBound + 1)..<(range.upperBound - 1)]
        if !inner.contains(UInt8(ascii: "\\")) { return String(decoding: inner, as: UTF8.self) }
        return JSONParser.parse(String(decoding: bytes[range], as: UTF8.self))?.string
    }
}
