import Foundation

/// Where a command's words go: results to standard output, warnings and errors to standard
/// error, so piping `subhub list` into another program carries only the results.
public protocol OutputSink: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
}

extension OutputSink {
    public func line(_ text: String = "") { write(text + "\n") }
    public func errorLine(_ text: String) { writeError(text + "\n") }
}

/// The process's real standard output and error, written unbuffered line by line.
public final class StandardOutput: OutputSink {
    public init() {}

    public func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    public func writeError(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}

/// Collects output in memory: for tests and for measuring whether output fits the screen.
public final class CapturedOutput: OutputSink {
    public private(set) var standard = ""
    public private(set) var error = ""

    public init() {}

    public func write(_ text: String) { standard += text }
    public func writeError(_ text: String) { error += text }
}
