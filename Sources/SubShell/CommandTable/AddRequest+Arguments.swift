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
        }
    }

    /// Sets one argument of `add`, as the parser or the dialogue read it; `nil` clears it.
    mutating func set(_ step: AddStep, to value: ParsedValue?) { step.binding.set(&self, value) }

    /// Whether the argument has been given.
    func has(_ step: AddStep) -> Bool { step.binding.isSet(self) }
}
