import SubLocalization

/// How `add`'s parsed arguments and the dialogue's answers land in a request: through the
/// bindings of `AddOption` and `AddPositional`, never through a switch of their own.
extension AddRequest {
    /// The request a parsed command line describes.
    init(_ values: ArgumentValues) {
        for positional in AddPositional.allCases {
            let spec = positional.spec
            if let value = values.value(spec.argument.name) { spec.binding.set(&self, value) }
        }
        for option in AddOption.allCases {
            let spec = option.spec
            if let value = values.option(spec.argument.name) { spec.binding.set(&self, value) }
            if spec.argument.isFlag, values.flag(spec.argument.name) { spec.binding.setFlag(&self) }
        }
    }

    /// Sets one argument of `add`, as the parser or the dialogue read it; `nil` clears it.
    mutating func set(_ step: AddStep, to value: ParsedValue?) { step.binding.set(&self, value) }

    /// Whether the argument has been given.
    func has(_ step: AddStep) -> Bool { step.binding.isSet(self) }
}

/// What `add` cannot do without: the positionals its grammar requires (`AddPositional`'s
/// specs), the name and the amount. The runner, the starter pack, the dialogue and the shell
/// (which opens the dialogue when they are missing) all ask here.
extension AddRequest {
    /// The first required argument the request lacks; `nil` once it has them all.
    var missingArgument: AddPositional? {
        AddPositional.allCases.first { $0.spec.argument.isRequired && !has(.positional($0)) }
    }

    /// The name and the amount, or the usage error naming the first one missing.
    func requiredArguments() throws(UsageError) -> (name: String, amount: TypedAmount) {
        if missingArgument == nil, let name, let amount { return (name, amount) }
        throw .missingArgument(
            command: .add, argument: (missingArgument ?? .amount).spec.argument.name)
    }
}
