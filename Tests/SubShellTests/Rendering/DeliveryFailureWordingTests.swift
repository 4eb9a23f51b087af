import SubLocalization
import SubNotify
import Testing

@testable import SubShell

/// A delivery's failure is worded inside other sentences (`({reason}).`, `{reason}; tried
/// 3 times`): it never brings a full stop of its own, whatever the tool or server said.
@Suite struct DeliveryFailureWordingTests {
    static let failures: [DeliveryFailure] = [
        .toolFailed("sendmail", status: 1, message: "sendmail: invalid address."),
        .toolFailed("gdbus", status: 4, message: "Error: no bus。"),
        .toolFailed("sh", status: 2, message: "waiting..."),
        .missingTool("gdbus"), .timedOut("sh", seconds: 60), .httpStatus(503),
        .unanswered(reason: "timedOut", host: "ntfy.example.org"),
        .unanswered(reason: "hostNotFound", host: "ntfy.example.org"),
        .unanswered(reason: "libraryMissing", host: "ntfy.example.org"), .secretUnreadable,
        .notTried(after: .unanswered(reason: "timedOut", host: "ntfy.example.org")),
        .notTried(after: .toolFailed("sendmail", status: 1, message: "sendmail: bad.")),
    ]

    @Test(arguments: ["es_ES.UTF-8", "en_US.UTF-8", "zh_CN.UTF-8"])
    func reasonsEndWithoutAFullStop(_ locale: String) {
        let localizer = Localizer.fromEnvironment(["LANG": locale])
        let wording = DeliveryFailureWording(localizer: localizer)
        for failure in Self.failures {
            let reason = wording.reason(failure)
            #expect(!reason.isEmpty)
            let ellipsis = failure == .toolFailed("sh", status: 2, message: "waiting...")
            #expect(ellipsis || !(reason.hasSuffix(".") || reason.hasSuffix("。")), "\(reason)")
            let sentence = localizer.text(
                .remindChannelTestFailed, ["number": .count(2), "reason": .text(reason)])
            #expect(ellipsis || !sentence.contains(".."), "\(sentence)")
            let run = localizer.text(
                .remindRunFailed,
                ["number": .count(2), "title": .text("Netflix"), "reason": .text(reason)])
            #expect(ellipsis || !run.contains(".)") && !run.contains("。)"), "\(run)")
        }
    }

    /// Each failure is stored by its identifier and read back as itself, so `remind status`
    /// words what the run recorded.
    @Test func everyFailureIsReadBackFromItsIdentifier() {
        for failure in Self.failures {
            #expect(DeliveryFailure(identifier: failure.identifier) == failure, "\(failure)")
        }
    }

    /// The run never nests "not tried": stored text that does, however deep, is not read
    /// (and does not recurse once per level).
    @Test func aNestedNotTriedIsNotRead() {
        let deep = Array(repeating: "not-tried", count: 100_000) + ["secret-unreadable"]
        #expect(DeliveryFailure(identifier: deep.joined(separator: "\u{1F}")) == nil)
        let twice = DeliveryFailure.notTried(after: .notTried(after: .secretUnreadable))
        #expect(DeliveryFailure(identifier: twice.identifier) == nil)
    }

    /// A secret the run cannot read names the secrets file and what to do, not a tool.
    @Test(arguments: ["es_ES.UTF-8", "en_US.UTF-8", "zh_CN.UTF-8"])
    func anUnreadableSecretSaysWhatToDo(_ locale: String) {
        let localizer = Localizer.fromEnvironment(["LANG": locale])
        let reason = DeliveryFailureWording(localizer: localizer).reason(.secretUnreadable)
        #expect(reason == localizer.text(.remindFailureSecretUnreadable))
        #expect(!reason.contains("secrets failed") && !reason.contains("tool"))
    }

    @Test func onlyOneFinalStopGoes() {
        #expect(DeliveryFailureWording.withoutFinalStop("bad address. ") == "bad address")
        #expect(DeliveryFailureWording.withoutFinalStop("wait...") == "wait...")
        #expect(DeliveryFailureWording.withoutFinalStop("失败。") == "失败")
        #expect(DeliveryFailureWording.withoutFinalStop("v1.2 failed") == "v1.2 failed")
    }
}
