import FoundationEssentials
import SubDomain
import SubLocalization
import SubNetwork
import SubServer
import SubRecords

/// Words every failure the shell can print: usage errors, command failures, store and
/// import errors. All sentences come from the catalogs; data inside them is sanitized.
public struct FailureWording {
    public let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    private func text(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) -> String {
        localizer.text(key, arguments)
    }

    /// The lines for a command failure, first line prefixed with "error: ".
    public func lines(for failure: CommandFailure) -> [String] {
        var lines = body(for: failure)
        if !lines.isEmpty { lines[0] = localizer.text(.shellPrefixError) + lines[0] }
        return lines
    }

    func body(for failure: CommandFailure) -> [String] {
        switch failure {
        case .family(let failure): return failure.lines(localizer)
        case .domain(let error): return [localizer.text(error)]
        case .planEnd(let error): return [localizer.text(error)]
        case .store(let error): return [store(error)]
        case .exchange(let error): return exchange(error)
        case .wallos(let error): return ImportWording(localizer: localizer).failure(error)
        case .statement(let error, let path):
            return StatementWording(localizer: localizer).failure(error, path: path)
        case .server(let error): return [server(error)]
        case .rates(let error):
            return [RatesWording(localizer: localizer, today: .earliestAccepted).failure(error)]
        case .rateFile(let error, let path):
            return [
                RatesWording(localizer: localizer, today: .earliestAccepted).failure(
                    error, path: path)
            ]
        case .network(let error): return [network(error)]
        case .notFound(let name, let suggestions):
            var lines = [text(.failureNotFound, ["name": .userText(name)])]
            if !suggestions.isEmpty {
                lines.append(
                    text(.failureDidYouMean, ["candidates": .text(candidateList(suggestions))]))
            }
            return lines
        case .ambiguous(let name, let candidates):
            return [
                text(
                    .failureAmbiguous,
                    ["name": .userText(name), "candidates": .text(candidateList(candidates))])
            ]
        case .unreadableFile(let path):
            return [text(.failureUnreadableFile, ["path": .userText(path)])]
        case .missingFile(let path):
            return [text(.failureMissingFile, ["path": .userText(path)])]
        case .unwritableFile(let path):
            return [text(.failureUnwritableFile, ["path": .userText(path)])]
        case .confirmationRequired(let command, let subcommand):
            let usage = UsageText(localizer: localizer)
            let words =
                [usage.commandWord(command)] + (subcommand.map { [usage.subcommandWord($0)] } ?? [])
            return [
                text(.failureConfirmationRequired, ["command": .text(words.joined(separator: " "))])
            ]
        case .cancelled: return [text(.failureCancelled)]
        case .invalidValue(let usage): return usageLines(usage)
        case .unknownLanguage(let code):
            return [
                text(
                    .failureUnknownLanguage,
                    [
                        "code": .text(code),
                        "languages": .list(localizer.library.catalogs.keys.sorted()),
                    ])
            ]
        case .notLinked: return [text(.householdNotLinked)]
        case .secretInConninfo("password"): return [text(.householdPasswordInConninfo)]
        case .secretInConninfo(let keyword):
            return [text(.householdSecretInConninfo, ["keyword": .text(keyword)])]
        case .invitationNotAccepted(let invitation):
            return [
                HouseholdWording(localizer: localizer, now: Date()).acceptanceNeeded(invitation)
            ]
        case .viewerCannotWrite(let household):
            return [text(.householdViewer, ["household": .userText(household)])]
        case .undoRefused(let refusal):
            return [ChangeWording(localizer: localizer).refusal(refusal)]
        }
    }

    /// "Netflix (3f2a, 12,99 €) o Netflix (9c01, 7,99 €)": each with what tells it apart.
    func candidateList(_ candidates: [Candidate]) -> String {
        localizer.formatter.alternatives(
            candidates.map { candidate in
                localizer.text(
                    .shellParenthetical,
                    [
                        "text": .userText(candidate.name),
                        "detail": .text(
                            candidate.shortID + ", " + localizer.money(candidate.amount)),
                    ])
            })
    }

    /// A usage error, with the command's usage line where one applies. Commands, fields and
    /// arguments are named in the reader's language.
    public func usageLines(_ error: UsageError) -> [String] {
        let usage = UsageText(localizer: localizer)
        func command(_ name: CommandName) -> MessageArgument { .text(usage.commandWord(name)) }
        switch error {
        case .unterminatedQuote: return [text(.usageUnterminatedQuote)]
        case .unknownCommand(let word, let suggestion):
            var lines = [text(.usageUnknownCommand, ["word": .userText(word)])]
            if let suggestion {
                lines.append(text(.usageDidYouMean, ["suggestion": .text(suggestion)]))
            }
            lines.append(text(.usageSeeHelp))
            return lines
        case .missingArgument(let name, let argument):
            return [
                text(
                    .usageMissingArgument,
                    ["command": command(name), "argument": .text(self.argument(argument))]),
                usage.line(for: name),
            ]
        case .missingSubcommand(let name):
            let words = CommandTable.spec(for: name).subcommands.map { usage.subcommandWord($0.0) }
            return [
                text(
                    .usageMissingSubcommand,
                    // One of them is wanted: "nuevo, añadir o quitar", never "y".
                    [
                        "command": command(name),
                        "subcommands": .text(localizer.formatter.alternatives(words)),
                    ]),
                usage.line(for: name),
            ]
        case .unexpectedArgument(let name, let word):
            return [
                text(
                    .usageUnexpectedArgument, ["command": command(name), "word": .userText(word)]),
                usage.line(for: name),
            ]
        case .unknownOption(let name, let option):
            return [
                text(.usageUnknownOption, ["command": command(name), "option": .userText(option)]),
                usage.line(for: name),
            ]
        case .optionNeedsValue(let name, let option):
            return [
                text(.usageOptionNeedsValue, ["option": .userText(option)]), usage.line(for: name),
            ]
        case .unknownSubcommand(let name, let word):
            return [
                text(.usageUnknownSubcommand, ["command": command(name), "word": .userText(word)]),
                usage.line(for: name),
            ]
        case .unknownField(let word):
            return [
                text(
                    .usageUnknownField,
                    [
                        "word": .userText(word),
                        "fields": .list(EditField.allCases.map(usage.fieldWord)),
                    ])
            ]
        case .unknownFormat(let word): return [text(.usageUnknownFormat, ["word": .userText(word)])]
        case .invalidCount(let argument, let value, let range):
            return [
                text(
                    .usageInvalidCount,
                    [
                        "option": .text(usage.reference(argument)), "value": .userText(value),
                        "min": .count(range.lowerBound), "max": .count(range.upperBound),
                    ])
            ]
        case .invalidValue(let message): return [localizer.text(message)]
        case .badGlobalOption(.missingValue(let option)):
            return [
                text(.usageOptionNeedsValue, ["option": .userText(option)]), text(.usageSeeHelp),
            ]
        case .badGlobalOption(.invalidValue(let option, let value, let choices)):
            return [
                text(
                    .usageInvalidChoice,
                    [
                        "option": .userText(option), "value": .userText(value),
                        "choices": .text(choices.joined(separator: "|")),
                    ]),
                text(.usageSeeHelp),
            ]
        case .badGlobalOption(.unknownOption(let option)):
            return [
                text(.usageUnknownGlobalOption, ["option": .userText(option)]), text(.usageSeeHelp),
            ]
        }
    }

    func argument(_ name: ArgumentName) -> String {
        localizer.text(MessageKey.argumentName(name.rawValue))
    }

    public func store(_ error: StoreError) -> String {
        switch error {
        case .notADatabase(let path): text(.storeNotADatabase, ["path": .userText(path)])
        case .newerSchema(let path, let found, let supported):
            text(
                .storeNewerSchema,
                ["path": .userText(path), "found": .count(found), "supported": .count(supported)])
        case .readOnly(let path): text(.storeReadOnly, ["path": .userText(path)])
        case .missingDatabase(let path): text(.storeMissing, ["path": .userText(path)])
        case .diskFull(let path): text(.storeDiskFull, ["path": .userText(path)])
        case .busy(let path): text(.storeBusy, ["path": .userText(path)])
        case .invalidProfileName(let name):
            text(.storeInvalidProfileName, ["name": .userText(name)])
        case .noDataDirectory: text(.storeNoDataDirectory)
        case .corruptRow(let path, let id, let column):
            text(
                .storeCorruptRow,
                ["path": .userText(path), "id": .userText(id), "column": .text(column)])
        // SQLite's own text is English and internal: the user gets what happened and the
        // code, never the raw message.
        case .constraintViolated(let path, _):
            text(.storeConstraint, ["path": .userText(path)])
        case .fileSystem(let path, _):
            text(Self.key(for: error.fileSystemReason ?? .other), ["path": .userText(path)])
        case .notARegularFile(let path): text(.storeNotARegularFile, ["path": .userText(path)])
        case .sqlite(let path, let code, _):
            text(.storeSQLite, ["path": .userText(path), "code": .text(String(code))])
        }
    }

    /// The server's refusals in words: never libpq's or PostgreSQL's own English (which can
    /// also echo the connection string, password included).
    public func server(_ error: ServerError) -> String {
        switch error {
        case .unreachable: text(.serverUnreachable)
        case .clientLibraryMissing: text(.serverClientLibraryMissing)
        case .authenticationFailed: text(.serverAuthenticationFailed)
        case .permissionDenied: text(.serverPermissionDenied)
        case .constraintViolated(let state): text(.serverConstraint, ["code": .text(state)])
        case .schemaMissing: text(.serverSchemaMissing)
        case .schemaNewer(let found, let supported):
            text(.serverSchemaNewer, ["found": .count(found), "supported": .count(supported)])
        case .failed(let state): text(.serverFailed, ["code": .text(state)])
        case .ruleViolated(let rule): text(MessageKey("server.rule." + rule.rawValue))
        case .invalidConninfo: text(.serverInvalidConninfo)
        case .rowDeleted: text(.serverRowDeleted)
        case .unreadableRow(let field): text(.serverUnreadableRow, ["field": .text(field)])
        }
    }

    /// Why a web request got no answer, never libcurl's own English; the host is named so
    /// the user sees which server (never the address, which may carry a token).
    public func network(_ error: HTTPError) -> String {
        switch error {
        case .libraryMissing: text(.networkLibraryMissing)
        case .invalidRequest: text(.networkInvalidRequest)
        case .hostNotFound(let host): text(.networkHostNotFound, ["host": .userText(host)])
        case .connectionFailed(let host):
            text(.networkConnectionFailed, ["host": .userText(host)])
        case .timedOut(let host): text(.networkTimedOut, ["host": .userText(host)])
        case .secureConnectionFailed(let host):
            text(.networkSecureConnectionFailed, ["host": .userText(host)])
        case .connectionLost(let host): text(.networkConnectionLost, ["host": .userText(host)])
        case .responseTooLarge(let host):
            text(.networkResponseTooLarge, ["host": .userText(host)])
        }
    }

    /// glibc's `strerror` is English whatever the language: each reason has its sentence.
    static func key(for reason: FileSystemReason) -> MessageKey {
        switch reason {
        case .noSpace: .storeFileNoSpace
        case .permissionDenied: .storeFilePermissionDenied
        case .readOnlyFileSystem: .storeFileReadOnlyFileSystem
        case .isADirectory: .storeFileIsADirectory
        case .missingFolder: .storeFileMissingFolder
        case .alreadyExists: .storeFileAlreadyExists
        case .symbolicLink: .storeFileSymbolicLink
        case .other: .storeFileOther
        }
    }

    public func exchange(_ error: ExchangeError) -> [String] {
        switch error {
        case .malformedDocument(let format):
            return [text(format == .json ? .exchangeMalformedJSON : .exchangeMalformedCSV)]
        case .unsupportedVersion(let version):
            return [text(.exchangeUnsupportedVersion, ["version": .count(version)])]
        case .tooManyRows(let limit):
            return [text(.exchangeTooManyRows, ["limit": .count(limit)])]
        case .tooManyCells(let limit):
            return [text(.exchangeTooManyCells, ["limit": .count(limit)])]
        case .tooManyPayments(let limit):
            return [text(.exchangeTooManyPayments, ["limit": .count(limit)])]
        case .fieldTooLong(let line, let limit):
            return [
                text(
                    .exchangeFieldTooLong, ["line": .count(line), "limit": .count(limit / 1_024)])
            ]
        case .tooManyColumns(let line, let limit):
            return [text(.exchangeTooManyColumns, ["line": .count(line), "limit": .count(limit)])]
        case .invalidRows(let problems):
            var lines = [
                text(.exchangeInvalidRows, ["count": .count(Set(problems.map(\.row)).count)])
            ]
            for problem in problems {
                lines.append(
                    "  "
                        + text(
                            .exchangeRow,
                            [
                                "row": .count(problem.row),
                                "problem": .text(self.problem(problem.problem)),
                            ]))
            }
            return lines
        }
    }

    func problem(_ problem: ExchangeError.Problem) -> String {
        switch problem {
        case .missingField(let field):
            text(.exchangeMissingField, ["field": .text(text(.exchangeColumn(CSVColumn(field))))])
        case .invalidValue(let field, let value):
            text(
                .exchangeInvalidValue,
                [
                    "field": .text(text(.exchangeColumn(CSVColumn(field)))),
                    "value": .userText(value),
                ])
        case .duplicateID(let id): text(.exchangeDuplicateID, ["id": .userText(id)])
        case .unknownParent(let id): text(.exchangeUnknownParent, ["id": .userText(id)])
        case .ambiguousAmount(let input, let decimals, let whole):
            text(
                .exchangeAmbiguousAmount,
                [
                    "input": .userText(input), "decimals": .money(decimals),
                    "whole": .money(whole),
                ])
        case .invalidPayment(let number?, let member, let value):
            text(
                .exchangeInvalidPayment,
                ["number": .count(number), "member": .text(member), "value": .userText(value)])
        case .invalidPayment(nil, let member, let value):
            text(.exchangeInvalidValue, ["field": .text(member), "value": .userText(value)])
        case .rule(let error): localizer.text(error)
        }
    }
}
