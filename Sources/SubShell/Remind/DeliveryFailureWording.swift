import SubDomain
import SubLocalization
import SubNotify

/// Why a reminder did not reach a channel, in words: the tool and its own message, the
/// deadline, or the web server's answer.
struct DeliveryFailureWording {
    let localizer: Localizer

    /// Why a delivery failed, in words, without a final full stop: every sentence that gives
    /// a reason goes on after it (`({reason}).`, `{reason}; tried 3 times`), and a tool's own
    /// message or a network sentence ending in one made "..".
    func reason(_ failure: DeliveryFailure) -> String {
        Self.withoutFinalStop(worded(failure))
    }

    /// `text` without one final `.` or `。`, and without the spaces before it; an ellipsis
    /// (`...`, `…`) is left as it is.
    static func withoutFinalStop(_ text: String) -> String {
        var text = text.trimmingWhitespace()
        if text.hasSuffix("。") || (text.hasSuffix(".") && !text.hasSuffix("..")) {
            text.removeLast()
        }
        return text.trimmingWhitespace()
    }

    private func worded(_ failure: DeliveryFailure) -> String {
        switch failure {
        case .missingTool(let tool):
            localizer.text(.remindFailureMissingTool, ["tool": .text(tool)])
        case .toolFailed(let tool, let status, let message):
            localizer.text(
                message.isEmpty ? .remindFailureToolStatus : .remindFailureToolFailed,
                [
                    "tool": .text(tool), "status": .text(status.map(String.init) ?? "-"),
                    "message": .userText(message),
                ])
        case .timedOut(let tool, let seconds):
            localizer.text(
                .remindFailureTimedOut, ["tool": .text(tool), "seconds": .count(seconds)])
        case .httpStatus(let status):
            localizer.text(.remindFailureHttpStatus, ["status": .text(String(status))])
        case .unanswered(let reason, let host):
            FailureWording(localizer: localizer).network(
                ReminderWebhookPoster.httpError(reason: reason, host: host))
        case .secretUnreadable:
            localizer.text(.remindFailureSecretUnreadable)
        case .notTried(let reason):
            localizer.text(.remindFailureNotTried, ["reason": .text(self.reason(reason))])
        }
    }
}
