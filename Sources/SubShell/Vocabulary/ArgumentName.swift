/// The name of an argument: how usage lines write it (`NOMBRE`, `AMOUNT`, from the catalogs'
/// `metavar` section) and how "missing …" messages call it (the `argument` section).
public struct ArgumentName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    private init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init?(rawValue: String) {
        guard let known = Self.allCases.first(where: { $0.rawValue == rawValue }) else {
            return nil
        }
        self = known
    }

    public static let name = ArgumentName("name")
    public static let amount = ArgumentName("amount")
    public static let currency = ArgumentName("currency")
    public static let period = ArgumentName("period")
    public static let date = ArgumentName("date")
    public static let count = ArgumentName("count")
    public static let cap = ArgumentName("cap")
    public static let field = ArgumentName("field")
    public static let value = ArgumentName("value")
    public static let group = ArgumentName("group")
    public static let member = ArgumentName("member")
    public static let format = ArgumentName("format")
    public static let file = ArgumentName("file")
    public static let query = ArgumentName("query")
    public static let days = ArgumentName("days")
    public static let language = ArgumentName("language")
    public static let topic = ArgumentName("topic")
    public static let text = ArgumentName("text")
    public static let url = ArgumentName("url")
    public static let conninfo = ArgumentName("conninfo")
    public static let household = ArgumentName("household")
    public static let login = ArgumentName("login")
    public static let role = ArgumentName("role")
    public static let number = ArgumentName("number")
    public static let names = ArgumentName("names")
    public static let picks = ArgumentName("picks")
    public static let notice = ArgumentName("notice")
    public static let payer = ArgumentName("payer")
    public static let reminders = ArgumentName("reminders")
    public static let directory = ArgumentName("directory")
    public static let when = ArgumentName("when")
    public static let shell = ArgumentName("shell")
    public static let user = ArgumentName("user")
    public static let card = ArgumentName("card")
    public static let month = ArgumentName("month")
    public static let grouping = ArgumentName("grouping")
    public static let proposals = ArgumentName("proposals")
    public static let confidence = ArgumentName("confidence")
    public static let rates = ArgumentName("rates")
    public static let target = ArgumentName("target")
    public static let action = ArgumentName("action")
    public static let channelTarget = ArgumentName("channel_target")
    public static let webhookFormat = ArgumentName("webhook_format")

    /// Every argument name, each needing its words in every catalog.
    public static let allCases: [ArgumentName] = [
        .name, .amount, .currency, .period, .date, .count, .cap, .field, .value, .group, .member,
        .format, .file, .query, .days, .language, .topic, .text, .url, .conninfo, .household,
        .login, .role, .number, .names, .picks, .notice, .payer, .reminders, .directory, .when,
        .shell, .user, .card, .month, .grouping, .proposals, .confidence, .rates, .target, .action,
        .channelTarget, .webhookFormat,
    ]
}
