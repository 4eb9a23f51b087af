/// The name of an argument: how usage lines write it (`NOMBRE`, `AMOUNT`, from the catalogs'
/// `metavar` section) and how "missing …" messages call it (the `argument` section).
public struct ArgumentName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    private init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init?(rawValue: String) {
        guard Self.allCases.contains(where: { $0.rawValue == rawValue }) else { return nil }
        self.rawValue = rawValue
    }

    // Computed, not stored: a stored static is a global initialised once at first use, and
    // `help` touching forty of them paid forty one-time initialisations at every start.
    public static var name: ArgumentName { ArgumentName("name") }
    public static var amount: ArgumentName { ArgumentName("amount") }
    public static var currency: ArgumentName { ArgumentName("currency") }
    public static var period: ArgumentName { ArgumentName("period") }
    public static var date: ArgumentName { ArgumentName("date") }
    public static var count: ArgumentName { ArgumentName("count") }
    public static var cap: ArgumentName { ArgumentName("cap") }
    public static var field: ArgumentName { ArgumentName("field") }
    public static var value: ArgumentName { ArgumentName("value") }
    public static var group: ArgumentName { ArgumentName("group") }
    public static var member: ArgumentName { ArgumentName("member") }
    public static var format: ArgumentName { ArgumentName("format") }
    public static var file: ArgumentName { ArgumentName("file") }
    public static var query: ArgumentName { ArgumentName("query") }
    public static var days: ArgumentName { ArgumentName("days") }
    public static var language: ArgumentName { ArgumentName("language") }
    public static var topic: ArgumentName { ArgumentName("topic") }
    public static var text: ArgumentName { ArgumentName("text") }
    public static var url: ArgumentName { ArgumentName("url") }
    public static var conninfo: ArgumentName { ArgumentName("conninfo") }
    public static var household: ArgumentName { ArgumentName("household") }
    public static var login: ArgumentName { ArgumentName("login") }
    public static var role: ArgumentName { ArgumentName("role") }
    public static var number: ArgumentName { ArgumentName("number") }
    public static var names: ArgumentName { ArgumentName("names") }
    public static var picks: ArgumentName { ArgumentName("picks") }
    public static var notice: ArgumentName { ArgumentName("notice") }
    public static var payer: ArgumentName { ArgumentName("payer") }
    public static var reminders: ArgumentName { ArgumentName("reminders") }
    public static var directory: ArgumentName { ArgumentName("directory") }
    public static var when: ArgumentName { ArgumentName("when") }
    public static var shell: ArgumentName { ArgumentName("shell") }
    public static var user: ArgumentName { ArgumentName("user") }
    public static var card: ArgumentName { ArgumentName("card") }
    public static var month: ArgumentName { ArgumentName("month") }
    public static var grouping: ArgumentName { ArgumentName("grouping") }
    public static var proposals: ArgumentName { ArgumentName("proposals") }
    public static var confidence: ArgumentName { ArgumentName("confidence") }
    public static var rates: ArgumentName { ArgumentName("rates") }
    public static var target: ArgumentName { ArgumentName("target") }
    public static var action: ArgumentName { ArgumentName("action") }
    public static var channelTarget: ArgumentName { ArgumentName("channel_target") }
    public static var webhookFormat: ArgumentName { ArgumentName("webhook_format") }
    public static var year: ArgumentName { ArgumentName("year") }

    /// Every argument name, each needing its words in every catalog.
    public static let allCases: [ArgumentName] = [
        .name, .amount, .currency, .period, .date, .count, .cap, .field, .value, .group, .member,
        .format, .file, .query, .days, .language, .topic, .text, .url, .conninfo, .household,
        .login, .role, .number, .names, .picks, .notice, .payer, .reminders, .directory, .when,
        .shell, .user, .card, .month, .grouping, .proposals, .confidence, .rates, .target, .action,
        .channelTarget, .webhookFormat, .year,
    ]
}
