import FoundationEssentials

/// Runs the user's own program for a reminder: `/bin/sh -c COMMAND`, with the reminder in
/// environment variables (never spliced into the command line, so no text of a
/// subscription's name can become shell syntax). A zero exit status means delivered.
///
/// `SUBHUB_TITLE`, `SUBHUB_BODY`: the worded reminder. `SUBHUB_NAME`, `SUBHUB_AMOUNT` (as
/// the user reads it), `SUBHUB_AMOUNT_MINOR`, `SUBHUB_CURRENCY`, `SUBHUB_DATE` (the day it
/// is about, `YYYY-MM-DD`), `SUBHUB_CHARGE_DATE`, `SUBHUB_DAYS` (days left), `SUBHUB_KIND`
/// (`charge`, `trial_end`, `cancel_by`), `SUBHUB_LATE` (`1` or `0`), `SUBHUB_URL` (the
/// manage link, empty when unknown), `SUBHUB_KEY` (the reminder's, the same on every
/// channel), `SUBHUB_IDEMPOTENCY_KEY` (this delivery's: the same when a run sends it again
/// after being killed before recording it, so the command can drop the repeat).
public struct CommandSender: Sendable {
    public static let shell = "/bin/sh"
    public static let timeout: Double = 60

    public let command: String
    public let environment: [String: String]
    public let timeout: Double

    public init(command: String, environment: [String: String], timeout: Double = Self.timeout) {
        self.command = command
        self.environment = environment
        self.timeout = timeout
    }

    public static func variables(for message: ReminderMessage) -> [String: String] {
        [
            "SUBHUB_TITLE": message.title, "SUBHUB_BODY": message.body,
            "SUBHUB_NAME": message.name, "SUBHUB_AMOUNT": message.amountText,
            "SUBHUB_AMOUNT_MINOR": String(message.amount.minorUnits),
            "SUBHUB_CURRENCY": message.amount.currency.code, "SUBHUB_DATE": message.eventOn.iso,
            "SUBHUB_CHARGE_DATE": message.chargeOn.iso, "SUBHUB_DAYS": String(message.daysLeft),
            "SUBHUB_KIND": message.kind.rawValue, "SUBHUB_LATE": message.isLate ? "1" : "0",
            "SUBHUB_URL": message.manageURL ?? "", "SUBHUB_KEY": message.key,
            "SUBHUB_IDEMPOTENCY_KEY": message.idempotencyKey,
        ]
    }

    public func send(_ message: ReminderMessage) -> DeliveryFailure? {
        let process = ChildProcess(
            executable: Self.shell, arguments: ["-c", command],
            environment: environment.merging(Self.variables(for: message)) { $1 },
            timeout: timeout)
        guard let result = try? process.run() else { return .missingTool(Self.shell) }
        return DeliveryFailure.of(result, tool: "sh", timeout: timeout)
    }
}
