import Glibc

/// Where a test may kill `remind run` with SIGKILL, as a crash or a power cut would: the
/// variable `SUBHUB_FAULT_REMIND` set to `before-send:N` (the attempt is recorded, nothing
/// sent yet) or `after-send:N` (the channel has it, its outcome is not recorded yet), N
/// counting this run's attempts from 1. The tests of the delivery guarantee need a process
/// that dies exactly between two steps; nothing else reads the variable, and without it
/// this does nothing.
///
/// Before dying it names the attempt on standard error (`fault after-send KEY CHANNEL`), so
/// a test knows which delivery each kill interrupted.
struct ReminderFaultPoint {
    enum Step: String {
        case beforeSend = "before-send"
        case afterSend = "after-send"
    }

    static let variable = "SUBHUB_FAULT_REMIND"

    private let step: Step?
    private let attempt: Int

    init(environment: [String: String]) {
        let parts = (environment[Self.variable] ?? "").split(separator: ":")
        guard parts.count == 2, let step = Step(rawValue: String(parts[0])),
            let attempt = Int(parts[1]), attempt > 0
        else {
            self.step = nil
            self.attempt = 0
            return
        }
        self.step = step
        self.attempt = attempt
    }

    /// Kills this process when `step` of attempt `number` is the one asked for.
    func reach(_ step: Step, attempt number: Int, reminderKey: String, channelID: Int) {
        guard step == self.step, number == attempt else { return }
        let line = "fault \(step.rawValue) \(reminderKey) \(channelID)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        raise(SIGKILL)
    }
}
