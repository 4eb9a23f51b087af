import Testing

@testable import SubShell

@Suite struct GlobalOptionsTests {
    @Test func readsOptionsUntilTheCommand() throws {
        let options = try GlobalOptions.parse([
            "--data-dir", "/tmp/x", "--profile=work", "--lang", "es", "--as-of", "2026-03-01",
            "--bail", "add", "Netflix", "12,99", "--next", "2026-12-01",
        ])
        #expect(options.dataDirectory == "/tmp/x")
        #expect(options.profile == "work")
        #expect(options.language == "es")
        #expect(options.asOf == "2026-03-01")
        #expect(options.bail)
        #expect(!options.json)
        #expect(options.command == ["add", "Netflix", "12,99", "--next", "2026-12-01"])
    }

    @Test func jsonMayFollowTheCommand() throws {
        let options = try GlobalOptions.parse(["total", "--json"])
        #expect(options.json)
        #expect(options.command == ["total"])
    }

    @Test func badOptionsAreUsageErrors() {
        #expect(throws: GlobalOptions.Failure.missingValue(option: "--profile")) {
            try GlobalOptions.parse(["--profile"])
        }
        #expect(throws: GlobalOptions.Failure.unknownOption("--frobnicate")) {
            try GlobalOptions.parse(["--frobnicate", "list"])
        }
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try GlobalOptions.parse(["--", "--weird"]).command == ["--weird"])
        #expect(try GlobalOptions.parse([]).command == [])
    }
}

@Suite struct ColorOptionTests {
    @Test(arguments: ["auto", "always", "never"])
    func colorTakesItsThreeWords(word: String) throws {
        #expect(try GlobalOptions.parse(["--color", word, "list"]).color.rawValue == word)
        #expect(try GlobalOptions.parse(["--color=" + word]).color.rawValue == word)
    }

    @Test func colorIsAutoByDefaultAndRefusesOtherWords() throws {
        #expect(try GlobalOptions.parse(["list"]).color == .auto)
        #expect(
            throws: GlobalOptions.Failure.invalidValue(
                option: "--color", value: "sometimes", choices: ["auto", "always", "never"])
        ) {
            try GlobalOptions.parse(["--color", "sometimes", "list"])
        }
    }

    /// The table the man page and completion scripts list is the options `parse` reads.
    @Test func everyListedOptionParses() throws {
        for spec in GlobalOptions.specs {
            var arguments = [spec.name]
            if let choice = spec.choices.first {
                arguments.append(choice)
            } else if spec.value == .date {
                arguments.append("2026-01-01")
            } else if spec.value != nil {
                arguments.append("x")
            }
            _ = try GlobalOptions.parse(arguments + ["list"])
            if let short = spec.short { _ = try GlobalOptions.parse([short]) }
        }
    }
}

extension GlobalOptionsTests {
    /// Each option's one definition names it once, and `parse` keeps it where its
    /// definition says.
    @Test func everyOptionIsDefinedOnceAndKept() throws {
        let names = GlobalOption.allCases.map(\.spec.name)
        #expect(Set(names).count == names.count)
        #expect(GlobalOptions.specs.map(\.name) == names)
        for option in GlobalOption.allCases {
            let spec = option.spec
            #expect(GlobalOption.named(spec.name) == option)
            // The last choice: the first (`auto`) is the default, which would change nothing.
            let word = spec.choices.last ?? (spec.value == .date ? "2026-01-01" : "x")
            let parsed = try GlobalOptions.parse(
                [spec.name] + (spec.value == nil ? [] : [word]) + ["list"])
            #expect(try parsed != GlobalOptions.parse(["list"]), "\(spec.name) was not kept")
        }
    }
}
