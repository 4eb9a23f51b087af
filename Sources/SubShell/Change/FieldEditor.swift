import SubBrandsCore
import SubDomain
import SubLocalization

/// Applies `edit NAME FIELD VALUE` to a copy of an expense; the ledger then checks every
/// rule again. `-` (or an empty value) clears an optional field.
struct FieldEditor {
    let session: Session

    /// `notes` gets how a typed value was read where that took a decision (a day typed
    /// without its year).
    func apply(
        _ field: EditField, value: String, to expense: RecurringExpense, in ledger: ExpenseLedger,
        notes: inout [LocalizedMessage]
    )
        throws(CommandFailure) -> RecurringExpense
    {
        let reader = ValueReader(localizer: session.localizer, today: session.today)
        let clears = value.trimmingSpaces().isEmpty || value == "-"
        var edited = expense
        do {
            switch field {
            case .name:
                edited.name = value
                // Renamed to a brand's name or alias (as `add` would have taken it), a plan
                // without a brand takes that brand: what `add`'s hint for a typo says to do.
                if expense.brandSlug == nil, let brand = AddResolver.recognizedBrand(for: value) {
                    edited.brandSlug = brand.slug ?? brand.id
                    edited.category = expense.category ?? brand.category?.rawValue
                }
            case .amount:
                let parsed = try reader.amount(value, currency: expense.currency)
                if parsed.money.currency != expense.currency {
                    try Self.changeCurrency(of: &edited, to: parsed.money.currency, in: ledger)
                }
                edited.amount = parsed.money
            case .currency:
                let currency: CurrencyCode
                do {
                    currency = try CurrencyCode(value)
                } catch {
                    throw CommandFailure.domain(error)
                }
                try Self.changeCurrency(of: &edited, to: currency, in: ledger)
            case .period:
                edited.period = try reader.period(value)
            case .next:
                let read = ChargeDayReading(
                    typed: try reader.day(value), period: edited.period, today: session.today)
                edited.nextCharge = read.date
                notes += read.notes
            case .trialEnds:
                if clears {
                    edited.trialEnds = nil
                } else {
                    let typed = try reader.day(value)
                    edited.trialEnds = typed.date
                    notes += ChargeDayReading.trialNotes(
                        typed, period: edited.period, today: session.today)
                }
            case .shared:
                let usage = UsageText(localizer: session.localizer)
                guard
                    case .count(let count) = try reader.read(
                        value, as: field.kind, argument: .option(usage.fieldWord(field)))
                else {
                    throw CommandFailure.invalidValue(.unknownField(field.rawValue))
                }
                edited.sharedWith = count
            case .category:
                edited.category =
                    clears ? nil : CategoryWording.identifier(value, localizer: session.localizer)
            case .notes:
                edited.notes = clears ? nil : value
            case .url:
                edited.manageURL = clears ? nil : value
            case .notice:
                edited.noticePeriod = clears ? nil : try reader.notice(value)
            case .paidBy:
                edited.paidBy = clears ? nil : session.payerName(value)
            case .paidWith:
                edited.paidWith = clears ? nil : value
            case .remind:
                // `-` follows the profile again; `off` means none for this one.
                edited.reminderOffsets = clears ? nil : try reader.reminderOffsets(value)
            case .until:
                // `none` (or `-`) renews it for good; a later day renews it until then.
                if clears || session.localizer.meansOff(value) {
                    edited.endsOn = nil
                    edited.plannedPayments = nil
                } else {
                    try AddResolver.applyEnd(
                        until: try reader.day(value).date, payments: nil, to: &edited,
                        today: session.today)
                }
            case .payments:
                let usage = UsageText(localizer: session.localizer)
                guard
                    case .count(let count) = try reader.read(
                        value, as: field.kind, argument: .option(usage.fieldWord(field)))
                else {
                    throw CommandFailure.invalidValue(.unknownField(field.rawValue))
                }
                try AddResolver.applyEnd(
                    until: nil, payments: count, to: &edited, today: session.today)
            case .varies:
                switch YesNoParser.parse(value, vocabulary: session.localizer.vocabulary) {
                case .success(let varies): edited.varies = varies
                case .failure(let error): throw UsageError.invalidValue(error.localizedMessage)
                }
            }
        } catch let error as UsageError {
            throw .invalidValue(error)
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw .invalidValue(.unknownField(field.rawValue))
        }
        return edited
    }

    /// Changing the currency keeps the amount's digits as typed; the domain refuses a
    /// currency whose decimals cannot hold them exactly (12,99 € cannot become yen).
    static func changeCurrency(
        of expense: inout RecurringExpense, to currency: CurrencyCode,
        in ledger: ExpenseLedger
    ) throws(CommandFailure) {
        do throws(DomainError) {
            expense.amount = try expense.amount.rescaled(to: currency)
        } catch {
            throw .domain(error)
        }
    }
}
