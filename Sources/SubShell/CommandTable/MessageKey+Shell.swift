import SubLocalization
import SubRecords
import SubServer

// The shell's own sentences are generated from the catalogs (every section SubLocalization
// does not own: see the EmbedResources plugin) into `MessageKey.shellKeys`. What is left here
// are the families whose keys are built from an identifier, so the catalog check can insist
// on one message per command, argument and category even before any catalog has it.
extension MessageKey {
    /// `metavar.amount`: how a usage line writes an argument (`IMPORTE`).
    static func metavar(_ name: String) -> MessageKey { MessageKey("metavar." + name) }
    /// `help.summary.add`, one line for the command list.
    static func helpSummary(_ command: CommandName) -> MessageKey {
        MessageKey("help.summary." + command.rawValue)
    }
    /// `help.detail.add`, what `help add` says after the usage line.
    static func helpDetail(_ command: CommandName) -> MessageKey {
        MessageKey("help.detail." + command.rawValue)
    }
    /// `argument.name`: how a missing argument is named in usage errors.
    static func argumentName(_ name: String) -> MessageKey { MessageKey("argument." + name) }
    /// `category.music`: a brand category's words.
    static func categoryName(_ identifier: String) -> MessageKey {
        MessageKey("category." + identifier)
    }

    /// `exchange.column.amount`: a CSV column's heading (`Importe`), also how an import
    /// problem names the column.
    static func exchangeColumn(_ column: CSVColumn) -> MessageKey {
        MessageKey("exchange.column." + column.rawValue)
    }

    /// The brand categories the shell words.
    static let categoryIdentifiers = [
        "ai", "cloud", "education", "fitness", "games", "music", "news", "other", "software",
        "streaming", "telecom", "vpn",
    ]

    /// Every key the shell needs in every catalog: the generated ones and each family member.
    static var requiredShellKeys: [MessageKey] {
        var keys = shellKeys
        for command in CommandName.allCases {
            keys += [helpSummary(command), helpDetail(command)]
        }
        let arguments = ArgumentName.allCases.map(\.rawValue)
        keys += arguments.map(argumentName) + arguments.map(metavar)
        keys += categoryIdentifiers.map(categoryName)
        keys += CSVColumn.allCases.map(exchangeColumn)
        keys += ServerRule.allCases.map { MessageKey("server.rule." + $0.rawValue) }
        return keys
    }
}
