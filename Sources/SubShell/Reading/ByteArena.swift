/// Texts kept as UTF-8 bytes in one buffer, found by number: copying a line's pieces is then
/// two memory copies, without a String or a reference count touched.
struct ByteArena {
    private var bytes: [UInt8] = []
    private var ranges: [Range<Int>]

    init(count: Int) { ranges = Array(repeating: 0..<0, count: count) }

    mutating func set(_ index: Int, _ text: String) {
        let start = bytes.count
        bytes += text.utf8
        ranges[index] = start..<bytes.count
    }

    /// Keeps `text` under the next number, which it returns.
    mutating func add(_ text: String) -> Int {
        ranges.append(0..<0)
        set(ranges.count - 1, text)
        return ranges.count - 1
    }

    func append(_ index: Int, to block: inout [UInt8]) {
        let range = ranges[index]
        bytes.withUnsafeBufferPointer { source in
            block.append(contentsOf: UnsafeBufferPointer(rebasing: source[range]))
        }
    }
}
