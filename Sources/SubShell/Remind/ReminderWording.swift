import SubDomain
import SubLocalization
import SubNotify

/// A due reminder as the words that leave SubHub, in the profile's language: the title
/// (the shell's own headline sentence for a charge or a trial), and a body with the amount,
/// the date, how to cancel and, when it comes after its day, that it is late.
struct ReminderWording {
    let localizer: Localizer
    let today: CivilDate

    func message(_ reminder: DueReminder, expense: RecurringExpense?) -> ReminderMessage {
        let daysLeft = reminder.daysLeft(on: today)
        let manageURL = expense.flatMap(ManageLink.url(for:))
        return ReminderMessage(
            title: title(reminder, daysLeft: daysLeft), body: body(reminder, manageURL: manageURL),
            kind: reminder.kind, name: reminder.name, amountText: localizer.money(reminder.amount),
            amount: reminder.amount, eventOn: reminder.eventOn, chargeOn: reminder.chargeOn,
            daysLeft: daysLeft, isLate: reminder.isLate(on: today), manageURL: manageURL,
            key: reminder.key)
    }

    func title(_ reminder: DueReminder, daysLeft: Int) -> String {
        let arguments: [String: MessageArgument] = [
            "name": .userText(reminder.name), "days": .count(daysLeft),
            "date": .date(reminder.eventOn), "amount": .money(reminder.amount),
            "charge_date": .date(reminder.chargeOn),
        ]
        switch reminder.kind {
        case .charge: return localizer.text(.headlineReminder, arguments)
        case .trialEnd: return localizer.text(.headlineTrialReminder, arguments)
        case .cancelBy: return localizer.text(.remindMessageCancelBy, arguments)
        }
    }

    func body(_ reminder: DueReminder, manageURL: String?) -> String {
        var lines = [
            localizer.text(
                .remindMessageCharge,
                ["amount": .money(reminder.amount), "date": .date(reminder.chargeOn)])
        ]
        if let manageURL {
            lines.append(localizer.text(.remindMessageCancelAt, ["url": .text(manageURL)]))
        } else {
            lines.append(localizer.text(.remindMessageNoLink, ["name": .userText(reminder.name)]))
        }
        if reminder.isLate(on: today) {
            lines.append(localizer.text(.remindMessageLate, ["due": .date(reminder.dueOn)]))
        }
        return lines.joined(separator: "\n")
    }

    /// The message `remind channel test N` sends.
    func test() -> (title: String, body: String) {
        (localizer.text(.remindMessageTestTitle), localizer.text(.remindMessageTestBody))
    }
}
