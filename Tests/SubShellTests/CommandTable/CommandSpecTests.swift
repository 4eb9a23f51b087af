import Testing

@testable import SubShell

/// What a command is follows from its one entry in `CommandTable`.
@Suite struct CommandSpecTests {
    /// `writes` and the ledger access are both read from `access`, so they cannot disagree.
    @Test func writesAndLedgerAccessDeriveFromAccess() {
        for spec in CommandTable.all {
            switch spec.access {
            case .none:
                #expect(!spec.writes && spec.ledgerAccess == .none)
            case .readsLedger:
                #expect(!spec.writes && spec.ledgerAccess == .reads)
            case .writesLedger:
                #expect(spec.writes && spec.ledgerAccess == .writes)
            case .writesElsewhere:
                #expect(spec.writes && spec.ledgerAccess == .none)
            }
        }
    }

    /// The commands a linked profile refreshes before or pushes after, as they were listed by
    /// hand before the table said it.
    @Test func ledgerAccessOfEachCommand() {
        let reads: Set<CommandName> = [
            .list, .total, .show, .risks, .upcoming, .export, .chart, .settle, .cards, .payments,
            .spent, .killed,
        ]
        let writes: Set<CommandName> = [
            .add, .edit, .archive, .restore, .delete, .group, .confirm, .import, .undo, .onboard,
            .paid,
        ]
        for spec in CommandTable.all {
            let expected: Command.LedgerAccess =
                reads.contains(spec.name) ? .reads : writes.contains(spec.name) ? .writes : .none
            #expect(spec.ledgerAccess == expected, "\(spec.name)")
        }
        #expect(Command.archivePreview(name: "x").ledgerAccess == .reads)
        #expect(Command.onboard(picks: nil, confirmed: false).ledgerAccess == .none)
        #expect(Command.onboard(picks: "1", confirmed: false).ledgerAccess == .writes)
        #expect(Command.onboardChosen([]).ledgerAccess == .writes)
    }

    @Test func onlyExitIsHidden() {
        #expect(CommandTable.all.filter(\.hidden).map(\.name) == [.exit])
    }
}
