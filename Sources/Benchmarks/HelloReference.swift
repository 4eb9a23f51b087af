import Foundation

/// The reference for first-prompt figures: a Foundation program that formats one currency
/// and prints a prompt, built with `swiftc -O` (dynamic runtime, as first measured) in
/// the benchmark's folder, so every machine compares against the same work.
enum HelloReference {
    static let source = """
        import Foundation
        let price = Decimal(string: "12.99")!.formatted(.currency(code: "EUR").locale(Locale(identifier: "en_US")))
        print("Netflix \\(price) a month")
        print("subhub> ", terminator: "")
        fflush(stdout)
        _ = readLine()

        """

    /// Compiles the hello into `folder`; the path of the executable, or `nil` (with why).
    static func build(in folder: String) -> (path: String?, problem: String?) {
        compile(source, named: "hello", in: folder, flags: ["-O"])
    }

    /// Compiles `text` into `folder/name` with `swiftc flags`; the path of the executable, or
    /// `nil` (with why). The one way the bench builds a reference program.
    static func compile(_ text: String, named name: String, in folder: String, flags: [String])
        -> (path: String?, problem: String?)
    {
        let sourcePath = folder + "/\(name).swift"
        let binaryPath = folder + "/\(name)"
        guard (try? text.write(toFile: sourcePath, atomically: true, encoding: .utf8)) != nil
        else { return (nil, "cannot write \(sourcePath)") }
        // Through env, so the swiftc on PATH (the one building SubHub) is used.
        guard
            let run = ProcessProbe.run(
                ["/usr/bin/env", "swiftc"] + flags + [sourcePath, "-o", binaryPath],
                environment: ProcessInfo.processInfo.environment, timeout: 300),
            run.succeeded
        else { return (nil, "swiftc could not build \(name)") }
        return (binaryPath, nil)
    }
}
