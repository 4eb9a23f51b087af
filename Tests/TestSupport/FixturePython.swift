import Foundation

/// The Python that writes the bills the import tests read: `make test` and `make test-unit`
/// give it fpdf2, Pillow and qrcode in `.build/fixtures-env` (see the Makefile), so a PDF,
/// a screenshot or an invoice code comes from an independent writer, never from SubHub.
public enum FixturePython {
    public struct Failed: Error, CustomStringConvertible {
        public let status: Int32
        public let output: String
        public var description: String { "fixture script exited \(status): \(output)" }
    }

    /// The environment's interpreter, found from this file's place in the package.
    public static var executable: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/fixtures-env/bin/python3")
    }

    /// Runs `script` with `arguments`; throws with what it printed when it fails.
    @discardableResult
    public static func run(_ script: String, _ arguments: [String] = []) throws -> String {
        let python = Process()
        python.executableURL = executable
        python.arguments = ["-c", script] + arguments
        let output = Pipe()
        python.standardOutput = output
        python.standardError = output
        try python.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        python.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard python.terminationStatus == 0 else {
            throw Failed(status: python.terminationStatus, output: text)
        }
        return text
    }
}
