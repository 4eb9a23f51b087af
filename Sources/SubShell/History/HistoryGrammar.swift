import SubDomain

/// The grammar of `history [NAME]` and `undo [N] [--yes]`.
extension CommandTable {

    static let undo = CommandSpec(
        .undo,
        .init(
            [.init(.count, .count(ExpenseLedger.undoLimit), .optional)],
            options: [.yes]
        ) { values throws(UsageError) in
            var count = 1
            if case .count(let number)? = values.value(.count) { count = number }
            return .family(
                AnyFamilyCommand(UndoCommand(count: count, confirmed: values.flag(.yes))))
        },
        access: .writesLedger, json: true)

    static let history = CommandSpec(
        .history,
        .init([.init(.name, .subscription, .joined(required: false))]) {
            values throws(UsageError) in
            .family(AnyFamilyCommand(HistoryCommand(name: values.text(.name))))
        },
        pages: true, json: true)
}
