import SubLocalization
import SubNotify

/// Why a reminder did not reach a channel, in words: the tool and its own message, the
/// deadline, or the web server's answer.
struct DeliveryFailureWording {
    let localizer: Localizer

    /// Why a delivery failed, in words.
    func reason(_ failure: DeliveryFailure) -> String {
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
        }
    }
}
