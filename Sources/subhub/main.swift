import Foundation
import SubShell

// The executable is only this: everything else lives in SubShell, which the tests import.
// SubHub reads its locales from the environment as it was; ICU, which reads the process
// environment itself, is kept from malformed names (see ICUEnvironment).
let environment = ProcessInfo.processInfo.environment
SubHubApplication.keepICUFromMalformedLocaleNames()
let status = SubHubApplication.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: environment)
exit(status)
