import SubDomain

extension DomainError: LocalizableMessage {
    /// The catalog sentence for this refusal; numbers shown select plural forms.
    public var localizedMessage: LocalizedMessage {
        switch self {
        case .nonPositiveAmount:
            LocalizedMessage(.errorNonPositiveAmount)
        case .amountOverflow:
            LocalizedMessage(.errorAmountOverflow)
        case .unknownCurrency(let code):
            LocalizedMessage(.errorUnknownCurrency, ["code": .userText(code)])
        case .invalidDate(let year, let month, let day):
            // Written as digits, not through a date formatter: the date does not exist.
            LocalizedMessage(.errorInvalidDate, ["date": .text(Self.isoLike(year, month, day))])
        case .invalidPeriodCount(let count):
            LocalizedMessage(.errorInvalidPeriodCount, ["count": .count(count)])
        case .invalidMemberCount(let count):
            // The limits come from the domain, never copied into the catalogs.
            LocalizedMessage(
                .errorInvalidMemberCount,
                [
                    "count": .count(count),
                    "min": .count(RecurringExpense.memberLimit.lowerBound),
                    "max": .count(RecurringExpense.memberLimit.upperBound),
                ])
        case .emptyName:
            LocalizedMessage(.errorEmptyName)
        case .invalidReminderOffset(let days):
            LocalizedMessage(.errorInvalidReminderOffset, ["count": .count(days)])
        case .expenseNotFound(let name?, let shortID):
            LocalizedMessage(
                .errorNamedExpenseNotFound, ["name": .userText(name), "id": .text(shortID)])
        case .expenseNotFound(nil, let shortID):
            LocalizedMessage(.errorExpenseNotFound, ["id": .text(shortID)])
        case .duplicateID(let name, let shortID):
            LocalizedMessage(.errorDuplicateID, ["name": .userText(name), "id": .text(shortID)])
        case .dateOutOfRange(let date):
            // The refused date as digits: Foundation would show 0001-01-01 as "Jan 3, 1".
            LocalizedMessage(
                .errorDateOutOfRange,
                [
                    "date": .text(Self.isoLike(date.year, date.month, date.day)),
                    "earliest": .date(CivilDate.earliestAccepted),
                    "latest": .date(CivilDate.latestAccepted),
                ])
        case .invalidAnchorDay(let day, let nextCharge):
            LocalizedMessage(
                .errorInvalidAnchorDay, ["day": .count(day), "date": .date(nextCharge)])
        case .invisibleName:
            LocalizedMessage(.errorInvisibleName)
        case .invalidManageURL:
            LocalizedMessage(.errorInvalidManageURL)
        case .manageURLTooLong(let length):
            LocalizedMessage(
                .errorManageURLTooLong,
                ["length": .count(length), "max": .count(ManageURLRule.maximumLength)])
        case .invalidNoticePeriod(let count):
            LocalizedMessage(
                .errorInvalidNoticePeriod,
                [
                    "count": .count(count),
                    "days": .count(NoticePeriod.Unit.day.limit.upperBound),
                    "weeks": .count(NoticePeriod.Unit.week.limit.upperBound),
                    "months": .count(NoticePeriod.Unit.month.limit.upperBound),
                ])
        case .invalidPayerName:
            LocalizedMessage(
                .errorInvalidPayerName, ["max": .count(RecurringExpense.payerNameLimit)])
        case .nameTooLong:
            LocalizedMessage(.errorNameTooLong, ["max": .count(RecurringExpense.nameLimit)])
        case .notesTooLong:
            LocalizedMessage(.errorNotesTooLong, ["max": .count(RecurringExpense.notesLimit)])
        case .invalidPaymentMethod:
            LocalizedMessage(
                .errorInvalidPaymentMethod, ["max": .count(RecurringExpense.paymentMethodLimit)])
        case .notAGroup(let name):
            LocalizedMessage(.errorNotAGroup, ["name": .userText(name)])
        case .nestedGroup(let name):
            LocalizedMessage(.errorNestedGroup, ["name": .userText(name)])
        case .currencyMismatchInGroup(let group, let groupCurrency, let child, let childCurrency):
            LocalizedMessage(
                .errorCurrencyMismatchInGroup,
                [
                    "group": .userText(group), "group_currency": .text(groupCurrency.code),
                    "child": .userText(child), "child_currency": .text(childCurrency.code),
                ])
        case .periodMismatchInGroup(let group, let groupPeriod, let child, let childPeriod):
            LocalizedMessage(
                .errorPeriodMismatchInGroup,
                [
                    "group": .userText(group), "group_period": .period(groupPeriod),
                    "child": .userText(child), "child_period": .period(childPeriod),
                ])
        case .archivedTarget(let name):
            LocalizedMessage(.errorArchivedTarget, ["name": .userText(name)])
        case .automaticGroupAmount(let name):
            LocalizedMessage(.errorAutomaticGroupAmount, ["name": .userText(name)])
        case .groupAmountOverLimit(let group, let limit):
            LocalizedMessage(
                .errorGroupAmountOverLimit, ["group": .userText(group), "limit": .money(limit)])
        case .totalOverLimit(let limit):
            LocalizedMessage(
                .errorTotalOverLimit,
                ["currency": .text(limit.currency.code), "limit": .money(limit)])
        case .inexactCurrencyChange(let from, let to):
            LocalizedMessage(
                .errorInexactCurrencyChange, ["from": .text(from.code), "to": .text(to.code)])
        }
    }

    static func isoLike(_ year: Int, _ month: Int, _ day: Int) -> String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}
