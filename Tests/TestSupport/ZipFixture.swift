import Foundation

/// Zip archives for the tests, written by Python's zipfile (`/usr/bin/python3`): an
/// independent writer, so the reader is not checked only against archives of its own making.
public enum ZipFixture {
    public enum Compression: String {
        case stored = "ZIP_STORED"
        case deflated = "ZIP_DEFLATED"
    }

    public struct PythonFailed: Error {
        public let status: Int32
    }

    /// An archive holding `entries` in their order.
    public static func archive(
        _ entries: [(name: String, bytes: [UInt8])], compression: Compression = .deflated
    ) throws -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("subhub-zip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let contents = folder.appendingPathComponent("entries")
        for (index, entry) in entries.enumerated() {
            try FileManager.default.createDirectory(at: contents, withIntermediateDirectories: true)
            try Data(entry.bytes).write(to: contents.appendingPathComponent(String(index)))
        }
        let output = folder.appendingPathComponent("archive.zip")
        // The entries are files named by their position; their names travel as arguments,
        // so any name (a folder path, Chinese text) reaches zipfile unchanged.
        let script = """
            import sys, zipfile
            output, contents, names = sys.argv[1], sys.argv[2], sys.argv[3:]
            with zipfile.ZipFile(output, "w", zipfile.\(compression.rawValue)) as archive:
                for index, name in enumerate(names):
                    archive.write(f"{contents}/{index}", name)
            """
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        python.arguments = ["-c", script, output.path, contents.path] + entries.map(\.name)
        try python.run()
        python.waitUntilExit()
        guard python.terminationStatus == 0 else {
            throw PythonFailed(status: python.terminationStatus)
        }
        return Array(try Data(contentsOf: output))
    }

    /// An archive of text entries, each UTF-8.
    public static func archive(
        _ entries: [(name: String, text: String)], compression: Compression = .deflated
    ) throws -> [UInt8] {
        try archive(entries.map { ($0.name, Array($0.text.utf8)) }, compression: compression)
    }

    /// `archive` with every size field the headers give for its entries (the local header's
    /// and the central directory's) replaced by `size`: an archive that lies about what its
    /// entries inflate to. Headers are found by their signatures, so `archive` must hold
    /// stored text, in which a signature's bytes cannot occur.
    public static func withAnnouncedSizes(_ archive: [UInt8], _ size: UInt32) -> [UInt8] {
        var bytes = archive
        let localHeader: [UInt8] = [0x50, 0x4B, 0x03, 0x04]
        let centralHeader: [UInt8] = [0x50, 0x4B, 0x01, 0x02]
        let sizeBytes = (0..<4).map { UInt8(truncatingIfNeeded: size >> ($0 * 8)) }
        for start in 0..<(bytes.count - 4) {
            let signature = Array(bytes[start..<start + 4])
            // The uncompressed size sits at offset 22 of a local header, 24 of a central one.
            let offset = signature == localHeader ? 22 : signature == centralHeader ? 24 : nil
            guard let offset else { continue }
            bytes.replaceSubrange(start + offset..<start + offset + 4, with: sizeBytes)
        }
        return bytes
    }
}
