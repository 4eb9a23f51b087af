import Foundation
import TestSupport
import Testing

@testable import SubShell

/// The history file is read by plain `read(2)`: every byte as stored, across chunk
/// boundaries, and nothing for what is not a readable regular file.
@Suite struct FileBytesTests {
    @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 200_003])
    func everyByteIsReadAsStored(size: Int) throws {
        let folder = ScratchFolder.make("file-bytes")
        let path = folder + "/history"
        // Every byte value, NUL and invalid UTF-8 included, in a pattern that shifts per chunk.
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 65_536) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(FileBytes.read(path) == bytes)
    }

    @Test func whatIsNotARegularFileReadsAsNothing() throws {
        let folder = ScratchFolder.make("file-bytes-not-files")
        #expect(FileBytes.read(folder + "/missing") == nil)
        #expect(FileBytes.read(folder) == nil)
        // A FIFO would block a plain read until a writer came: it must not hold the start.
        let fifo = folder + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(FileBytes.read(fifo) == nil)
    }
}
