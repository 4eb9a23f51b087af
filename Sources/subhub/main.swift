import Foundation
import SubShell

// The executable is only this: everything else lives in SubShell, which the tests import.
let status = SubHubApplication.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment)
exit(status)
