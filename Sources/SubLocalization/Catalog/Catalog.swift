import FoundationEssentials
import SubDomain
import SubJSON

/// One language's catalog: its plural rules, its messages by dotted key, and its input words.
///
/// Read from JSON (see `Localization/README.md` for the format). Parsing validates everything
/// up front — every template, every plural rule — so a broken catalog is reported once, at
/// load time, as a `CatalogLoadError`, and lookups afterwards cannot fail.
public struct Catalog: Hashable, Sendable {
    /// The language code, such as `es`, or `es_MX` for a regional catalog.
    public let language: String
    /// The locale used to format for this language when the environment gives none (`es_ES`).
    public let mainLocale: String
    /// The currency for new entries when the formatting locale has no region (`EUR`).
    public let defaultCurrency: CurrencyCode?
    public let pluralRules: PluralRuleSet
    /// Messages by dotted key (`error.unknown_currency`).
    public let messages: CatalogMessages
    /// The words a person may type in this language.
    public var input: InputWords { deferredInput.words }
    /// `input.commands` alone, without parsing the rest of an embedded catalog's input words.
    public var commandAliases: [String: [String]] { deferredInput.commandAliases }
    private let deferredInput: DeferredInputWords

    /// Parses a catalog's JSON text. `fileName` (such as `es.json`) only names the source in errors
    /// and, when given, must agree with the declared language.
    public init(jsonText: String, fileName: String) throws(CatalogLoadError) {
        let root = try Self.rootObject(jsonText, file: fileName)
        try self.init(root: root, fileName: fileName, input: nil) {
            () throws(CatalogLoadError) in
            guard let messageTree = root["messages"]?.valuesByName else {
                throw .missingField(file: fileName, field: "messages")
            }
            var messages: [String: CatalogMessage] = [:]
            messages.reserveCapacity(1024)
            try Self.collectMessages(messageTree, prefix: "", file: fileName, into: &messages)
            return CatalogMessages(messages)
        }
    }

    /// A catalog whose messages are indexed and each parsed on first use (`MessageIndex`);
    /// everything else is read and checked as `init(jsonText:fileName:)` does. `layout` is
    /// the text's, worked out at build time for an embedded catalog; without it the text is
    /// skimmed now. Text whose shape the index cannot take is parsed whole, which says what
    /// is wrong with it. With a build-time layout the input words are deferred too
    /// (`DeferredInputWords`): such a text is an embedded catalog, which the tests parse whole.
    init(indexing jsonText: String, fileName: String, layout known: CatalogLayout? = nil)
        throws(CatalogLoadError)
    {
        let text = JSONText(jsonText)
        guard let layout = known ?? CatalogLayout(text: text) else {
            try self.init(jsonText: jsonText, fileName: fileName)
            return
        }
        var root: [String: JSONValue] = [:]
        var deferred: DeferredInputWords?
        for member in layout.members {
            if known != nil, member.key == "input", member.value.upperBound <= text.count {
                deferred = DeferredInputWords(text: text, range: member.value, file: fileName)
                continue
            }
            guard let valueText = text.string(member.value),
                let value = JSONParser.parse(valueText)
            else {
                try self.init(jsonText: jsonText, fileName: fileName)
                return
            }
            root[member.key] = value
        }
        let index = MessageIndex(text: text, layout: layout, file: fileName)
        try self.init(root: root, fileName: fileName, input: deferred) {
            () throws(CatalogLoadError) in
            CatalogMessages(index)
        }
    }

    /// The fields of `root` in the order their problems are reported: language, plural rules,
    /// then `messages()`, then the input words (`root["input"]`, unless `input` defers them).
    private init(
        root: [String: JSONValue], fileName: String, input: DeferredInputWords?,
        messages: () throws(CatalogLoadError) -> CatalogMessages
    ) throws(CatalogLoadError) {
        guard let language = root["language"]?.string, !language.isEmpty else {
            throw .missingField(file: fileName, field: "language")
        }
        let expected = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : nil
        if let expected, expected != language {
            throw .languageMismatch(file: fileName, declared: language)
        }
        self.language = language
        self.mainLocale = root["main_locale"]?.string ?? language
        self.defaultCurrency = root["default_currency"]?.string.flatMap {
            try? CurrencyCode($0)
        }

        guard let ruleSources = root["plural_rules"]?.stringsByName else {
            throw .missingField(file: fileName, field: "plural_rules")
        }
        do {
            self.pluralRules = try PluralRuleSet(ruleSources)
        } catch {
            throw .invalidPluralRules(file: fileName, error)
        }
        self.messages = try messages()
        if let input {
            self.deferredInput = input
        } else {
            self.deferredInput = DeferredInputWords(
                try Self.parseInput(root["input"], file: fileName))
        }
    }

    /// The top-level object of `text`, read by `JSONParser` (no bridged dictionaries, no
    /// casts: a millisecond of every start). Text it refuses is reported with the line and
    /// column where it stops being JSON, so an override file's author can find the mistake.
    static func rootObject(_ text: String, file: String) throws(CatalogLoadError)
        -> [String: JSONValue]
    {
        let parsed = JSONParser.parse(text)
        if parsed == nil {
            let place = JSONParser.failure(in: text)
            throw .invalidJSON(
                file: file,
                problem: place.map { .notJSON(line: $0.line, column: $0.column) } ?? .tooDeep)
        }
        guard let root = parsed?.valuesByName else {
            throw .invalidJSON(file: file, problem: .notAnObject)
        }
        return root
    }

    /// Flattens nested groups into dotted keys. An object with `count_argument` is a plural
    /// message; any other object is a group.
    private static func collectMessages(
        _ tree: [String: JSONValue], prefix: String, file: String,
        into messages: inout [String: CatalogMessage]
    ) throws(CatalogLoadError) {
        for (name, value) in tree {
            let key = prefix.isEmpty ? name : prefix + "." + name
            if let text = value.string {
                messages[key] = .text(try template(text, key: key, file: file))
            } else if let object = value.valuesByName {
                if object["count_argument"] != nil {
                    messages[key] = .plural(try pluralMessage(object, key: key, file: file))
                } else {
                    try collectMessages(object, prefix: key, file: file, into: &messages)
                }
            } else {
                throw .invalidMessage(file: file, key: key, problem: .notTextOrObject)
            }
        }
    }

    static func template(_ text: String, key: String, file: String) throws(CatalogLoadError)
        -> MessageTemplate
    {
        do {
            return try MessageTemplate(text)
        } catch {
            throw .invalidMessage(file: file, key: key, problem: .template(error))
        }
    }

    static func pluralMessage(_ object: [String: JSONValue], key: String, file: String)
        throws(CatalogLoadError) -> PluralMessage
    {
        guard let countArgument = object["count_argument"]?.string, !countArgument.isEmpty else {
            throw .invalidPluralMessage(file: file, key: key, problem: .countArgumentNotAName)
        }
        var exact: [String: MessageTemplate] = [:]
        var categories: [PluralCategory: MessageTemplate] = [:]
        for (variant, value) in object where variant != "count_argument" {
            guard let text = value.string else {
                throw .invalidPluralMessage(
                    file: file, key: key, problem: .variantNotText(variant))
            }
            if variant.hasPrefix("=") {
                let number = String(variant.dropFirst())
                // Whole numbers (all a catalog writes) need no decimal parsing to be valid.
                let isWholeNumber =
                    (1...18).contains(number.utf8.count)
                    && number.utf8.allSatisfy { (0x30...0x39).contains($0) }
                guard isWholeNumber || PluralOperands(number) != nil else {
                    throw .invalidPluralMessage(
                        file: file, key: key, problem: .variantNotNumber(variant))
                }
                exact[number] = try template(text, key: key, file: file)
            } else if let category = PluralCategory(rawValue: variant) {
                categories[category] = try template(text, key: key, file: file)
            } else {
                throw .invalidPluralMessage(
                    file: file, key: key, problem: .unknownVariant(variant))
            }
        }
        guard categories[.other] != nil else {
            throw .invalidPluralMessage(file: file, key: key, problem: .otherMissing)
        }
        return PluralMessage(
            countArgument: countArgument, exactValues: exact, categories: categories)
    }

    static func parseInput(_ value: JSONValue?, file: String) throws(CatalogLoadError)
        -> InputWords
    {
        var words = InputWords()
        guard let value else { return words }
        guard let input = value.valuesByName else {
            throw .invalidInputWords(file: file, section: "input")
        }
        func lists(_ section: String) throws(CatalogLoadError) -> [String: [String]] {
            guard let raw = input[section] else { return [:] }
            guard let object = raw.stringListsByName else {
                throw .invalidInputWords(file: file, section: section)
            }
            return object
        }
        func list(_ section: String) throws(CatalogLoadError) -> [String] {
            guard let raw = input[section] else { return [] }
            guard let array = raw.strings else {
                throw .invalidInputWords(file: file, section: section)
            }
            return array
        }
        for (name, list) in try lists("periods") {
            guard let named = Period.Named(rawValue: name) else {
                throw .invalidInputWords(file: file, section: "periods.\(name)")
            }
            words.namedPeriods[named] = list
        }
        for (identifier, list) in try lists("period_words") {
            guard let period = Period(identifier: identifier) else {
                throw .invalidInputWords(file: file, section: "period_words.\(identifier)")
            }
            words.periodWords[period] = list
        }
        for (name, list) in try lists("period_units") {
            guard let unit = Period.Unit(rawValue: name) else {
                throw .invalidInputWords(file: file, section: "period_units.\(name)")
            }
            words.periodUnits[unit] = list
        }
        words.everyPatterns = try list("every_patterns")
        let offsets = [
            "today": 0, "tomorrow": 1, "day_after_tomorrow": 2, "in_three_days": 3, "in_a_week": 7,
        ]
        for (name, list) in try lists("relative_days") {
            guard let offset = offsets[name] else {
                throw .invalidInputWords(file: file, section: "relative_days.\(name)")
            }
            words.relativeDays[offset] = list
        }
        words.relativeDayPatterns = try list("relative_day_patterns")
        let days = [
            "monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4, "friday": 5, "saturday": 6,
            "sunday": 7,
        ]
        for (name, list) in try lists("weekdays") {
            guard let day = days[name] else {
                throw .invalidInputWords(file: file, section: "weekdays.\(name)")
            }
            words.weekdays[day] = list
        }
        words.weekdayPatterns = try list("weekday_patterns")
        words.nextWeekPatterns = try list("next_week_patterns")
        let yesNo = try lists("yes_no")
        words.yes = yesNo["yes"] ?? []
        words.no = yesNo["no"] ?? []
        words.commandAliases = try lists("commands")
        words.fieldWords = try lists("fields")
        words.subcommandWords = try lists("subcommands")
        words.valueWords = try lists("values")
        words.statementHeadings = try lists("statement_headings")
        words.statementCells = try lists("statement_cells")
        words.mailWords = try lists("mail_words")
        words.mailCurrencies = try lists("mail_currencies")
        return words
    }
}
