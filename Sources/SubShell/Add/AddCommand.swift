/// `add NAME AMOUNT [CURRENCY] [PERIOD] [--next DATE] …`: a subscription, with what it was
/// not told taken by `AddTerms`, the rule its dialogue and the starter pack share.
struct AddCommand: ShellCommand {
    let request: AddRequest
    /// What the catalog said of the name, when a question came first: the add its answer
    /// runs does not look it up again.
    let brand: AddBrand?

    init(_ request: AddRequest, brand: AddBrand? = nil) {
        self.request = request
        self.brand = brand
    }

    var name: CommandName { .add }

    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome {
        try runner.add(request, brand: brand)
    }
}

extension Command {
    /// The `add` of `request`, as the parser builds it from a line or the dialogue from its
    /// answers.
    static func add(_ request: AddRequest) -> Command {
        .family(AnyFamilyCommand(AddCommand(request)))
    }

    /// The request of an `add` that lacks what it cannot do without (`add`, `add Netflix`):
    /// where someone can answer, the dialogue asks for the rest.
    var incompleteAdd: AddRequest? {
        guard case .family(let family) = self, let add = family.base as? AddCommand,
            add.request.missingArgument != nil
        else { return nil }
        return add.request
    }
}
