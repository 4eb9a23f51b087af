import FoundationEssentials

/// Why a reminder did not reach a channel, as typed facts the shell words. Stored with the
/// failed delivery (`identifier`) so `remind status` says it in the reader's language.
public indirect enum DeliveryFailure: Hashable, Sendable, Error {
    /// The program the channel goes through is not installed (`gdbus`, `sendmail`).
    case missingTool(String)
    /// It ran and failed: its exit status and the first line it wrote on standard error.
    case toolFailed(String, status: Int32?, message: String)
    /// It was still running at the deadline and was stopped.
    case timedOut(String, seconds: Int)
    /// The web server answered with an HTTP error status.
    case httpStatus(Int)
    /// The web server gave no answer: why, as the HTTP client names it (`hostNotFound`,
    /// `timedOut`, `libraryMissing`…), and the host (never the whole URL, which may carry a
    /// token).
    case unanswered(reason: String, host: String)
    /// The channel's full address, kept apart in the profile's secrets file, could not be
    /// read back (the file was removed or damaged).
    case secretUnreadable
    /// Not tried: an earlier reminder of the same run found the channel unreachable, for
    /// this reason (`meansUnreachable`), and another attempt would have waited for nothing.
    case notTried(after: DeliveryFailure)

    /// Whether the channel itself could not be reached (its tool is missing, it gave no
    /// answer in time or none at all): another message through it in the same run would fail
    /// the same way, after the same wait. A tool's or a server's refusal may be about one
    /// message, so it is not.
    public var meansUnreachable: Bool {
        switch self {
        case .missingTool, .timedOut, .unanswered, .secretUnreadable, .notTried: true
        case .toolFailed, .httpStatus: false
        }
    }

    /// The stored form: `kind` and its fields separated by a unit separator, never shown.
    public var identifier: String {
        let parts: [String] =
            switch self {
            case .missingTool(let tool): ["missing-tool", tool]
            case .toolFailed(let tool, let status, let message):
                ["tool-failed", tool, status.map(String.init) ?? "", message]
            case .timedOut(let tool, let seconds): ["timed-out", tool, String(seconds)]
            case .httpStatus(let status): ["http-status", String(status)]
            case .unanswered(let reason, let host): ["unanswered", reason, host]
            case .secretUnreadable: ["secret-unreadable"]
            case .notTried(let reason): ["not-tried", reason.identifier]
            }
        return parts.joined(separator: "\u{1F}")
    }

    /// Reads `identifier` back; `nil` for text from another version.
    public init?(identifier: String) {
        let parts = identifier.split(separator: "\u{1F}", omittingEmptySubsequences: false)
            .map(String.init)
        if parts.first == "not-tried", parts.count > 1 {
            // One level only, as the run writes it: stored text nesting it again and again
            // would otherwise recurse once per level.
            guard parts[1] != "not-tried" else { return nil }
            let reason = parts.dropFirst().joined(separator: "\u{1F}")
            guard let after = DeliveryFailure(identifier: reason) else { return nil }
            self = .notTried(after: after)
            return
        }
        switch (parts.first, parts.count) {
        case ("missing-tool", 2): self = .missingTool(parts[1])
        case ("tool-failed", 4):
            self = .toolFailed(parts[1], status: Int32(parts[2]), message: parts[3])
        case ("timed-out", 3): self = .timedOut(parts[1], seconds: Int(parts[2]) ?? 0)
        case ("http-status", 2): self = .httpStatus(Int(parts[1]) ?? 0)
        case ("unanswered", 3): self = .unanswered(reason: parts[1], host: parts[2])
        case ("secret-unreadable", 1): self = .secretUnreadable
        default: return nil
        }
    }

    /// The first non-empty line of a program's error output, trimmed and kept short: what a
    /// person needs to see why `sendmail` refused, not its whole log.
    static func firstLine(of text: String) -> String {
        let line =
            text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingSpaces() }
            .first { !$0.isEmpty } ?? ""
        return String(line.prefix(200))
    }

    /// The failure a finished program means, `nil` when it succeeded.
    static func of(_ result: ChildProcess.Result, tool: String, timeout: Double)
        -> DeliveryFailure?
    {
        if result.timedOut { return .timedOut(tool, seconds: Int(timeout)) }
        guard result.succeeded else {
            return .toolFailed(
                tool, status: result.status,
                message: firstLine(of: result.standardError + "\n" + result.standardOutput))
        }
        return nil
    }
}
