import FoundationEssentials
import Glibc
import SubShell

// The executable is only this: everything else lives in SubShell, which the tests import.
// The environment is read from `environ` itself: `ProcessInfo` sets up state of its own
// first, a tenth of a short command's start.
var environment: [String: String] = [:]
var entry = environ
while let pointer = entry.pointee {
    let text = String(cString: pointer)
    if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
        let name = String(text[..<equals])
        // The first definition wins, as getenv(3) reads a name defined twice.
        if environment[name] == nil {
            environment[name] = String(text[text.index(after: equals)...])
        }
    }
    entry += 1
}
SubHubApplication.readPDFsInChildProcess()
let status = SubHubApplication.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: environment)
exit(status)
