// Sentences of the shell: results, listings, help, usage and failures (SubShell words them).
// Every key is registered in `shellKeys`, so the catalog check finds any that a catalog lacks.
extension MessageKey {
    public static let prefixWarning = MessageKey("shell.prefix.warning")
    public static let prefixError = MessageKey("shell.prefix.error")
    public static let scriptLinePrefix = MessageKey("shell.prefix.script_line")
    public static let appVersion = MessageKey("shell.version")
    public static let totalLine = MessageKey("total.line")
    public static let totalShare = MessageKey("total.share")
    public static let totalNone = MessageKey("total.none")
    public static let totalArchived = MessageKey("total.archived")
    public static let listEmpty = MessageKey("list.empty")
    public static let listSectionArchived = MessageKey("list.section.archived")
    public static let listTrial = MessageKey("list.trial")
    public static let listShared = MessageKey("list.shared")
    public static let listArchivedOn = MessageKey("list.archived_on")
    public static let listSaved = MessageKey("list.saved")
    public static let listGroupAutomatic = MessageKey("list.group.automatic")
    public static let listGroupWithinCap = MessageKey("list.group.within_cap")
    public static let listGroupOverCap = MessageKey("list.group.over_cap")
    public static let markHigh = MessageKey("list.mark.high")
    public static let markMedium = MessageKey("list.mark.medium")
    public static let showAmount = MessageKey("show.amount")
    public static let showMonthly = MessageKey("show.monthly")
    public static let showShared = MessageKey("show.shared")
    public static let showStatus = MessageKey("show.status")
    public static let showNextCharge = MessageKey("show.next_charge")
    public static let showArchivedOn = MessageKey("show.archived_on")
    public static let showSaved = MessageKey("show.saved")
    public static let showTrialEnds = MessageKey("show.trial_ends")
    public static let showGroup = MessageKey("show.group")
    public static let showMembers = MessageKey("show.members")
    public static let showInGroup = MessageKey("show.in_group")
    public static let showCategory = MessageKey("show.category")
    public static let showBrand = MessageKey("show.brand")
    public static let showConfirmed = MessageKey("show.confirmed")
    public static let showNotes = MessageKey("show.notes")
    public static let statusActive = MessageKey("status.active")
    public static let statusArchived = MessageKey("status.archived")
    public static let risksNone = MessageKey("risks.none")
    public static let riskLevelHigh = MessageKey("risks.level.high")
    public static let riskLevelMedium = MessageKey("risks.level.medium")
    public static let riskTrialChargeSoon = MessageKey("risks.reason.trial_charge_soon")
    public static let riskAboveAverage = MessageKey("risks.reason.above_average")
    public static let riskNotConfirmed = MessageKey("risks.reason.not_confirmed")
    public static let upcomingHeading = MessageKey("upcoming.heading")
    public static let upcomingNone = MessageKey("upcoming.none")
    public static let upcomingTotal = MessageKey("upcoming.total")
    public static let resultAdded = MessageKey("result.added")
    public static let resultEdited = MessageKey("result.edited")
    public static let resultArchived = MessageKey("result.archived")
    public static let resultRestored = MessageKey("result.restored")
    public static let resultDeleted = MessageKey("result.deleted")
    public static let resultArchivedMembers = MessageKey("result.archived_members")
    public static let resultRestoredMembers = MessageKey("result.restored_members")
    public static let resultDeletedMembers = MessageKey("result.deleted_members")
    public static let resultConfirmed = MessageKey("result.confirmed")
    public static let resultGroupCreated = MessageKey("result.group_created")
    public static let resultGroupAdded = MessageKey("result.group_added")
    public static let resultGroupRemoved = MessageKey("result.group_removed")
    public static let resultExported = MessageKey("result.exported")
    public static let resultImported = MessageKey("result.imported")
    public static let resultProfileDeleted = MessageKey("result.profile_deleted")
    public static let resultLanguage = MessageKey("result.language")
    public static let confirmDelete = MessageKey("confirm.delete")
    public static let confirmProfileLoss = MessageKey("confirm.profile_loss")
    public static let confirmTypeProfileName = MessageKey("confirm.type_profile_name")
    public static let countSubscriptions = MessageKey("count.subscriptions")
    public static let countGroups = MessageKey("count.groups")
    public static let countArchived = MessageKey("count.archived")
    public static let failureNotFound = MessageKey("failure.not_found")
    public static let failureAmbiguous = MessageKey("failure.ambiguous")
    public static let failureUnreadableFile = MessageKey("failure.unreadable_file")
    public static let failureUnwritableFile = MessageKey("failure.unwritable_file")
    public static let failureConfirmationRequired = MessageKey("failure.confirmation_required")
    public static let failureCancelled = MessageKey("failure.cancelled")
    public static let failureUnknownLanguage = MessageKey("failure.unknown_language")
    public static let failureCatalogProblems = MessageKey("failure.catalog_problems")
    public static let failureMissingGroup = MessageKey("failure.missing_group")
    public static let failureNotArchived = MessageKey("failure.not_archived")
    public static let failureDidYouMean = MessageKey("failure.did_you_mean")
    public static let failureProfileNotFound = MessageKey("failure.profile_not_found")
    public static let usageUnterminatedQuote = MessageKey("usage.unterminated_quote")
    public static let usageUnknownCommand = MessageKey("usage.unknown_command")
    public static let usageDidYouMean = MessageKey("usage.did_you_mean")
    public static let usageSeeHelp = MessageKey("usage.see_help")
    public static let usageMissingArgument = MessageKey("usage.missing_argument")
    public static let usageUnexpectedArgument = MessageKey("usage.unexpected_argument")
    public static let usageUnknownOption = MessageKey("usage.unknown_option")
    public static let usageUnknownGlobalOption = MessageKey("usage.unknown_global_option")
    public static let usageOptionNeedsValue = MessageKey("usage.option_needs_value")
    public static let usageUnknownSubcommand = MessageKey("usage.unknown_subcommand")
    public static let usageUnknownField = MessageKey("usage.unknown_field")
    public static let usageUnknownFormat = MessageKey("usage.unknown_format")
    public static let usageInvalidCount = MessageKey("usage.invalid_count")
    public static let usageMissingSubcommand = MessageKey("usage.missing_subcommand")
    public static let usageInvalidAsOf = MessageKey("usage.invalid_as_of")
    public static let storeNotADatabase = MessageKey("store.not_a_database")
    public static let storeNewerSchema = MessageKey("store.newer_schema")
    public static let storeReadOnly = MessageKey("store.read_only")
    public static let storeMissing = MessageKey("store.missing")
    public static let storeDiskFull = MessageKey("store.disk_full")
    public static let storeBusy = MessageKey("store.busy")
    public static let storeInvalidProfileName = MessageKey("store.invalid_profile_name")
    public static let storeNoDataDirectory = MessageKey("store.no_data_directory")
    public static let storeCorruptRow = MessageKey("store.corrupt_row")
    public static let storeConstraint = MessageKey("store.constraint")
    public static let storeFileSystem = MessageKey("store.file_system")
    public static let storeSQLite = MessageKey("store.sqlite")
    public static let exchangeMalformedJSON = MessageKey("exchange.malformed_json")
    public static let exchangeMalformedCSV = MessageKey("exchange.malformed_csv")
    public static let exchangeUnsupportedVersion = MessageKey("exchange.unsupported_version")
    public static let exchangeInvalidRows = MessageKey("exchange.invalid_rows")
    public static let exchangeRow = MessageKey("exchange.row")
    public static let exchangeMissingField = MessageKey("exchange.missing_field")
    public static let exchangeInvalidValue = MessageKey("exchange.invalid_value")
    public static let exchangeDuplicateID = MessageKey("exchange.duplicate_id")
    public static let exchangeUnknownParent = MessageKey("exchange.unknown_parent")
    public static let brandsNone = MessageKey("brands.none")
    public static let helpIntro = MessageKey("help.intro")
    public static let helpOutro = MessageKey("help.outro")
    public static let helpAliases = MessageKey("help.aliases")

    public static let dialogueIntro = MessageKey("dialogue.intro")
    public static let dialogueName = MessageKey("dialogue.name")
    public static let dialogueAmount = MessageKey("dialogue.amount")
    public static let dialogueCurrency = MessageKey("dialogue.currency")
    public static let dialoguePeriod = MessageKey("dialogue.period")
    public static let dialogueNext = MessageKey("dialogue.next")
    public static let dialogueTrial = MessageKey("dialogue.trial")
    public static let dialogueShared = MessageKey("dialogue.shared")
    public static let dialogueCategory = MessageKey("dialogue.category")
    public static let dialogueGroup = MessageKey("dialogue.group")
    public static let dialogueNone = MessageKey("dialogue.none")
    public static let dialogueRecognized = MessageKey("dialogue.recognized")
    public static let dialogueSummary = MessageKey("dialogue.summary")
    public static let dialogueSave = MessageKey("dialogue.save")
    public static let dialogueCancelled = MessageKey("dialogue.cancelled")
    public static let headlineNothing = MessageKey("headline.nothing")
    public static let headlineHint = MessageKey("headline.hint")
    public static let headlineReminder = MessageKey("headline.reminder")
    public static let headlineTrialReminder = MessageKey("headline.trial_reminder")

    /// `Uso: {usage}`: the usage line the shell builds from its command table.
    public static let helpUsageLine = MessageKey("help.usage_line")
    /// `metavar.amount`: how a usage line writes an argument (`IMPORTE`).
    public static func metavar(_ name: String) -> MessageKey { MessageKey("metavar." + name) }
    /// `help.summary.add`, one line for the command list.
    public static func helpSummary(_ command: CommandName) -> MessageKey {
        MessageKey("help.summary." + command.rawValue)
    }
    /// `help.detail.add`, what `help add` says after the usage line.
    public static func helpDetail(_ command: CommandName) -> MessageKey {
        MessageKey("help.detail." + command.rawValue)
    }
    /// `argument.name`: how a missing argument is named in usage errors.
    public static func argumentName(_ name: String) -> MessageKey { MessageKey("argument." + name) }
    /// `category.music`: a brand category's words.
    public static func categoryName(_ identifier: String) -> MessageKey {
        MessageKey("category." + identifier)
    }

    /// The argument names and brand categories the shell words (their keys are built from identifiers).
    static let argumentIdentifiers = [
        "amount", "cap", "count", "currency", "date", "days", "field", "file", "format", "group",
        "language", "member", "name", "period", "query", "text", "topic", "value",
    ]
    static let categoryIdentifiers = [
        "ai", "cloud", "education", "fitness", "games", "music", "news", "other", "software",
        "streaming", "telecom", "vpn",
    ]

    static var shellKeys: [MessageKey] {
        var keys: [MessageKey] = [
            dialogueIntro, dialogueName, dialogueAmount, dialogueCurrency, dialoguePeriod,
            dialogueNext, dialogueTrial, dialogueShared, dialogueCategory, dialogueGroup,
            dialogueNone, dialogueRecognized, dialogueSummary, dialogueSave, dialogueCancelled,
            headlineNothing, headlineHint, headlineReminder, headlineTrialReminder,
            prefixWarning, prefixError, scriptLinePrefix, appVersion, totalLine, totalShare,
            totalNone,
            totalArchived, listEmpty, listSectionArchived, listTrial, listShared, listArchivedOn,
            listSaved, listGroupAutomatic, listGroupWithinCap, listGroupOverCap, markHigh,
            markMedium,
            showAmount, showMonthly, showShared, showStatus, showNextCharge, showArchivedOn,
            showSaved,
            showTrialEnds, showGroup, showMembers, showInGroup, showCategory, showBrand,
            showConfirmed,
            showNotes, statusActive, statusArchived, risksNone, riskLevelHigh, riskLevelMedium,
            riskTrialChargeSoon,
            riskAboveAverage, riskNotConfirmed, upcomingHeading, upcomingNone, upcomingTotal,
            resultAdded,
            resultEdited, resultArchived, resultRestored, resultDeleted, resultArchivedMembers,
            resultRestoredMembers, resultDeletedMembers, resultConfirmed, resultGroupCreated,
            resultGroupAdded, resultGroupRemoved, resultExported, resultImported,
            resultProfileDeleted,
            resultLanguage, confirmDelete, confirmProfileLoss, confirmTypeProfileName,
            countSubscriptions,
            countGroups, countArchived, failureNotFound, failureAmbiguous, failureUnreadableFile,
            failureUnwritableFile, failureConfirmationRequired, failureCancelled,
            failureUnknownLanguage,
            failureCatalogProblems, failureMissingGroup, failureNotArchived, failureDidYouMean,
            failureProfileNotFound, usageUnterminatedQuote,
            usageUnknownCommand, usageDidYouMean, usageSeeHelp, usageMissingArgument,
            usageUnexpectedArgument,
            usageUnknownOption, usageUnknownGlobalOption, usageOptionNeedsValue,
            usageUnknownSubcommand,
            usageUnknownField, usageUnknownFormat, usageInvalidCount, usageInvalidAsOf,
            storeNotADatabase,
            storeNewerSchema, storeReadOnly, storeMissing, storeDiskFull, storeBusy,
            storeInvalidProfileName,
            storeNoDataDirectory, storeCorruptRow, storeConstraint, storeFileSystem, storeSQLite,
            exchangeMalformedJSON, exchangeMalformedCSV, exchangeUnsupportedVersion,
            exchangeInvalidRows,
            exchangeRow, exchangeMissingField, exchangeInvalidValue, exchangeDuplicateID,
            exchangeUnknownParent,
            brandsNone, helpIntro, helpOutro, helpAliases, helpUsageLine, usageMissingSubcommand,
        ]
        for command in CommandName.allCases {
            keys += [helpSummary(command), helpDetail(command)]
        }
        keys += argumentIdentifiers.map(argumentName) + argumentIdentifiers.map(metavar)
        keys += categoryIdentifiers.map(categoryName)
        return keys
    }
}
