/// The grammar of `add`: its positionals and options, each defined once in `AddPositional`
/// and `AddOption`, which the dialogue asks from too (`CommandTable.addDialogue`).
extension CommandTable {
    static let add = CommandSpec(
        .add,
        .init(
            AddPositional.allCases.map(\.spec.argument),
            options: AddOption.allCases.map(\.spec.argument)
        ) { values throws(UsageError) in .add(AddRequest(values)) },
        access: .writesLedger, json: true, asksForMissing: true)
}
