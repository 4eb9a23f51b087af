import SubDomain

/// What `add` was told. Anything left `nil` is filled from the brand, the locale or the
/// dialogue; in one-shot and script modes the name and the amount are required.
public struct AddRequest: Hashable, Sendable {
    public var name: String?
    /// The amount as typed: it is read once the currency is known, because the currency
    /// decides how many decimals are allowed (`¥68` has none).
    public var amountText: String?
    public var currency: CurrencyCode?
    public var period: Period?
    public var nextCharge: CivilDate?
    public var trialEnds: CivilDate?
    public var sharedWith: Int?
    public var category: String?
    public var group: String?
    public var notes: String?
    /// The user's own link to manage or cancel it (`--url`).
    public var url: String?
    /// How long before a charge it must be cancelled (`--notice`).
    public var notice: NoticePeriod?
    /// Who pays it, as typed (`--paid-by`); a word for oneself is resolved when it is added.
    public var paidBy: String?
    /// Its own reminder offsets (`--remind`); empty for none.
    public var reminderOffsets: [Int]?

    public init(name: String? = nil, amountText: String? = nil) {
        self.name = name
        self.amountText = amountText
    }

    /// The request a parsed command line describes.
    init(_ values: ArgumentValues) {
        for (name, parsed) in values.positionals {
            if let value = parsed.first { set(.positional(name), to: value) }
        }
        for (option, value) in values.options { set(.option(option), to: value) }
    }

    /// Sets one argument of `add`'s grammar (`CommandTable.add`), as the parser or the
    /// dialogue read it; `nil` clears it.
    mutating func set(_ argument: ArgumentReference, to value: ParsedValue?) {
        switch argument {
        case .positional(.name): name = value?.text
        case .positional(.amount): amountText = value?.text
        case .positional(.currency):
            if case .currency(let code)? = value { currency = code } else { currency = nil }
        case .positional(.period):
            if case .period(let read)? = value { period = read } else { period = nil }
        case .option("--next"):
            if case .date(let date)? = value { nextCharge = date } else { nextCharge = nil }
        case .option("--trial-ends"):
            if case .date(let date)? = value { trialEnds = date } else { trialEnds = nil }
        case .option("--shared"):
            if case .count(let count)? = value { sharedWith = count } else { sharedWith = nil }
        case .option("--category"): category = value?.text
        case .option("--group"): group = value?.text
        case .option("--notes"): notes = value?.text
        case .option("--url"): url = value?.text
        case .option("--notice"):
            if case .notice(let read)? = value { notice = read } else { notice = nil }
        case .option("--paid-by"): paidBy = value?.text
        case .option("--remind"):
            if case .reminders(let read)? = value {
                reminderOffsets = read
            } else {
                reminderOffsets = nil
            }
        default: break
        }
    }

    /// Whether the argument has been given.
    func has(_ argument: ArgumentReference) -> Bool {
        switch argument {
        case .positional(.name): name != nil
        case .positional(.amount): amountText != nil
        case .positional(.currency): currency != nil
        case .positional(.period): period != nil
        case .option("--next"): nextCharge != nil
        case .option("--trial-ends"): trialEnds != nil
        case .option("--shared"): sharedWith != nil
        case .option("--category"): category != nil
        case .option("--group"): group != nil
        case .option("--notes"): notes != nil
        case .option("--url"): url != nil
        case .option("--notice"): notice != nil
        case .option("--paid-by"): paidBy != nil
        case .option("--remind"): reminderOffsets != nil
        default: false
        }
    }
}
