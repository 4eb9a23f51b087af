import Foundation

/// Runs the user's pager on text that does not fit the screen.
enum Pager {
    /// Feeds `text` to `command` (run by /bin/sh, as `$PAGER` is a command line); false when
    /// the pager could not start, so the caller prints the text itself.
    static func show(_ text: String, command: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var environment = ProcessInfo.processInfo.environment
        // less: keep colours, quit when the text fits after all.
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        process.environment = environment
        let pipe = Pipe()
        process.standardInput = pipe
        do {
            try process.run()
        } catch {
            return false
        }
        pipe.fileHandleForWriting.write(Data(text.utf8))
        try? pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        return true
    }
}
