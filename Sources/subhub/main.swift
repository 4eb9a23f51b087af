import FoundationEssentials
import Glibc
import SubShell

// The executable is only this: everything else lives in SubShell, which the tests import.
let environment = ProcessInfo.processInfo.environment
let status = SubHubApplication.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: environment)
exit(status)
