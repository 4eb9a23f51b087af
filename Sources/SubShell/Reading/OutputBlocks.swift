/// Output gathered into UTF-8 blocks: a long output is written a block at a time, never
/// held whole nor written a line at a time.
///
/// The first block is small (`firstBlockBytes`, about a screen) and each next one twice the
/// last, up to `Renderer.blockBytes`: piped into `head` or a pager, the first screen leaves
/// as soon as it is worded, not after the hundreds of lines that fill a whole block.
struct OutputBlocks {
    static let firstBlockBytes = 4_096

    /// What is waiting to be written.
    var bytes: [UInt8] = []
    private var limit = firstBlockBytes

    init() { bytes.reserveCapacity(Renderer.blockBytes + 4_096) }

    /// Adds `line` and a newline, writing the block once it is full.
    mutating func append(line: String, write: ([UInt8]) -> Void) {
        bytes += line.utf8
        bytes.append(0x0A)
        flushIfFull(write: write)
    }

    /// Writes the block once it holds at least the current limit.
    mutating func flushIfFull(write: ([UInt8]) -> Void) {
        guard bytes.count >= limit else { return }
        write(bytes)
        bytes.removeAll(keepingCapacity: true)
        limit = min(limit * 2, Renderer.blockBytes)
    }

    /// Writes what is left.
    mutating func flush(write: ([UInt8]) -> Void) {
        if !bytes.isEmpty { write(bytes) }
        bytes.removeAll(keepingCapacity: true)
    }
}
