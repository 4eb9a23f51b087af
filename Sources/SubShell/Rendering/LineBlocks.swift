/// Lines gathered into UTF-8 blocks of about `Renderer.blockBytes`, each line ending with a
/// newline: long outputs are written a block at a time, never held whole nor written a line
/// at a time.
struct LineBlocks {
    private var block: [UInt8] = []

    init() { block.reserveCapacity(Renderer.blockBytes + 4_096) }

    mutating func append(_ line: String, write: ([UInt8]) -> Void) {
        block += line.utf8
        block.append(0x0A)
        if block.count >= Renderer.blockBytes {
            write(block)
            block.removeAll(keepingCapacity: true)
        }
    }

    mutating func flush(write: ([UInt8]) -> Void) {
        if !block.isEmpty { write(block) }
        block.removeAll(keepingCapacity: true)
    }
}
