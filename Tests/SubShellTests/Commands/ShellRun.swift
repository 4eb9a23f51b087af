import Foundation
import SubStore
import TestSupport

@testable import SubShell

/// `subhub ARGS…` run in-process on a data folder of its own, as a user would type it (no
/// terminal, so nobody is asked anything): its exit status and what it printed.
struct ShellRun {
    let dataRoot: String
    let language: String

    init(language: String = "en_US.UTF-8") {
        dataRoot = ScratchFolder.make("shellrun")
        self.language = language
    }

    struct Output {
        let status: Int32
        let standard: String
        let error: String
    }

    /// Runs one command line on the evaluation day 2026-11-29.
    @discardableResult
    func callAsFunction(_ arguments: String...) -> Output { call(arguments) }

    /// The same with the words as an array, on `day` (ISO; 2026-11-29 unless told).
    func call(_ arguments: [String], on day: String = "2026-11-29") -> Output {
        let output = CapturedOutput()
        let status = SubHubApplication.run(
            arguments: ["--as-of", day, "--profile", "default"] + arguments,
            environment: [
                "LANG": language, "SUBHUB_DATA_DIR": dataRoot, "HOME": dataRoot,
                "SUBHUB_NO_ONBOARDING": "1",
            ],
            output: output, terminal: .none)
        return Output(status: status, standard: output.standard, error: output.error)
    }

    /// `lines` read as a script (standard input, no terminal), one command a line, in one
    /// session on `day`: what a write leaves in memory is what the next line reads.
    func script(_ lines: [String], on day: String = "2026-11-29") -> Output {
        let output = CapturedOutput()
        let status = SubHubApplication.run(
            arguments: ["--as-of", day, "--profile", "default"],
            environment: [
                "LANG": language, "SUBHUB_DATA_DIR": dataRoot, "HOME": dataRoot,
                "SUBHUB_NO_ONBOARDING": "1",
            ],
            output: output, input: ScriptedInput(lines), terminal: .none)
        return Output(status: status, standard: output.standard, error: output.error)
    }

    /// A file in the data folder's parent, written with `text`; its path.
    func file(_ name: String, _ text: String) throws -> String {
        let path = dataRoot + "-" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The default profile's store, opened read-only.
    func store() throws -> ExpenseStore {
        try ExpenseStore(
            location: try StoreLocation(dataRoot: dataRoot, profile: "default"),
            accessMode: .readOnly)
    }

    /// The default profile's store, opened for writing (created when missing).
    func writableStore() throws -> ExpenseStore {
        try ExpenseStore(location: try StoreLocation(dataRoot: dataRoot, profile: "default"))
    }
}
