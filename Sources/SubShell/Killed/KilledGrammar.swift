/// The grammar of `killed`.
extension CommandTable {
    static let killed = CommandSpec(
        .killed, .init { _ throws(UsageError) in .family(AnyFamilyCommand(KilledCommand())) },
        access: .readsLedger, pages: true, json: true)
}
