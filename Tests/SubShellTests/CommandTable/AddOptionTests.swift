import SubDomain
import SubLocalization
import Testing

@testable import SubShell

/// `AddOption` and `AddPositional` are `add`'s one definition: the grammar, the request's
/// fields and the dialogue's steps all come from them.
@Suite struct AddOptionTests {
    static let english = Localizer.fromEnvironment(["LANG": "en_US.UTF-8"])
    static let today = CivilDate(iso: "2026-11-29")!

    /// A word each kind reads, so every option can be given on a command line.
    static func sample(for kind: ValueKind) -> String {
        switch kind {
        case .date: "2026-12-05"
        case .count: "2"
        case .notice: "30d"
        case .reminders: "7,3,1"
        default: "word"
        }
    }

    @Test func everyOptionHasOneSpellingAndAddsItsGrammarInOrder() {
        let names = AddOption.allCases.map(\.spec.argument.name)
        #expect(Set(names).count == names.count)
        let grammar = CommandTable.spec(for: .add).grammar!
        #expect(grammar.options.map(\.name) == names)
        #expect(grammar.positionals.map(\.name) == AddPositional.allCases.map(\.spec.argument.name))
        for option in AddOption.allCases {
            #expect(AddOption.named(option.spec.argument.name) == option)
        }
    }

    /// Each option's value lands in its field: a binding whose field's type does not fit the
    /// option's kind would keep nothing.
    @Test func everyOptionGivenOnTheCommandLineIsKept() throws {
        let parser = CommandParser(
            reader: ValueReader(localizer: Self.english, today: Self.today),
            allowsIncomplete: false)
        for option in AddOption.allCases {
            let spec = option.spec.argument
            // A flag (`--varies`) takes no word after it.
            let word = spec.value.map { " " + Self.sample(for: $0.kind) } ?? ""
            guard
                case .success(let parsed?) = parser.parse(
                    line: "add Netflix 12 USD monthly \(spec.name)\(word)"),
                let request = parsed.addRequest
            else {
                Issue.record("\(spec.name) did not parse")
                continue
            }
            #expect(request.has(.option(option)), "\(spec.name) was dropped")
            var cleared = request
            cleared.set(.option(option), to: nil)
            #expect(!cleared.has(.option(option)))
        }
    }

    @Test func everyPositionalIsKept() throws {
        let parser = CommandParser(
            reader: ValueReader(localizer: Self.english, today: Self.today),
            allowsIncomplete: false)
        guard case .success(let parsed?) = parser.parse(line: "add Netflix 12 USD yearly"),
            let request = parsed.addRequest
        else {
            Issue.record("not an add")
            return
        }
        for positional in AddPositional.allCases {
            #expect(request.has(.positional(positional)))
        }
    }

    /// Every step the dialogue asks has its own label, and only those options have one.
    @Test func everyDialogueStepHasItsLabel() {
        let steps = CommandTable.addDialogue
        #expect(Set(steps).count == steps.count)
        for positional in AddPositional.allCases {
            #expect(steps.contains(.positional(positional)))
            #expect(positional.spec.label != nil)
        }
        for option in AddOption.allCases {
            #expect(steps.contains(.option(option)) == (option.spec.label != nil))
        }
        let labels = steps.map(\.label)
        #expect(Set(labels).count == labels.count)
    }
}
