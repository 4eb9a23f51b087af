/// What a stored subscription must hold for every SubHub to read it, whoever wrote it.
///
/// One definition with three readers: a row pulled from the household's server is decoded
/// against it (SubRecords' `ExpenseRecord.decoded()`), the server's CHECKs are generated
/// from the same limits (SubServer's `ServerLimits`), and each rule is at least as strict as
/// the local cache's table rules, so a row that passes is one the cache stores. The limits
/// are wider than what a person may type now (`RecurringExpense.nameLimit`): a name saved
/// before a limit existed still reads; a row past these was written by something else, and
/// is skipped and named on its own instead of stopping every other row.
public enum ReadableRow {
    /// The longest free text a row holds in one column (name, notes, category, brand), in
    /// Unicode scalars: far above anything typed, far below what would cost a client its
    /// memory when a household holds thousands of rows.
    public static let textLimit = 10_000

    /// A name: at least one character that draws something, within `textLimit`.
    public static func acceptsName(_ name: String) -> Bool {
        acceptsText(name) && VisibleText.hasVisibleCharacter(name)
    }

    /// Free text (notes, category, brand) within `textLimit`.
    public static func acceptsText(_ text: String) -> Bool {
        text.unicodeScalars.count <= textLimit
    }

    /// Who pays: a visible name of at most `RecurringExpense.payerNameLimit` scalars.
    public static func acceptsPayer(_ payer: String) -> Bool {
        VisibleText.hasVisibleCharacter(payer)
            && payer.unicodeScalars.count <= RecurringExpense.payerNameLimit
    }

    /// An amount: never negative nor above `Money.maximumMinorUnits`, and zero only for an
    /// automatic group (whose amount is its members' sum).
    public static func acceptsAmount(_ minorUnits: Int64, groupMode: GroupTotalMode?) -> Bool {
        guard (0...Money.maximumMinorUnits).contains(minorUnits) else { return false }
        return minorUnits > 0 || groupMode == .automatic
    }

    /// A date SubHub computes with (`CivilDate.acceptedRange`).
    public static func acceptsDate(_ date: CivilDate) -> Bool {
        CivilDate.acceptedRange.contains(date)
    }

    /// How many charges a plan that ends after a number of payments has: 1 to
    /// `RecurringExpense.plannedPaymentsLimit`.
    public static func acceptsPlannedPayments(_ count: Int) -> Bool {
        (1...RecurringExpense.plannedPaymentsLimit).contains(count)
    }

    /// A payment every cache stores: a real charge (1 to `Money.maximumMinorUnits`) on a date
    /// SubHub computes with, its statement key (if any) 1 to `Payment.statementKeyLimit`
    /// scalars.
    public static func acceptsPayment(_ payment: Payment) -> Bool {
        (1...Money.maximumMinorUnits).contains(payment.amount.minorUnits)
            && acceptsDate(payment.paidOn)
            && payment.statementKey.map {
                (1...Payment.statementKeyLimit).contains($0.unicodeScalars.count)
            } ?? true
    }

    /// A manage link `ManageURLRule` keeps.
    public static func acceptsManageURL(_ url: String) -> Bool {
        (try? ManageURLRule.validate(url)) != nil
    }

    /// An archive date exactly when archived; marked as archived with its group only when
    /// archived at all.
    public static func acceptsArchive(
        status: RecurringExpense.Status, archivedOn: CivilDate?, withGroup: Bool
    ) -> Bool {
        (status == .archived) == (archivedOn != nil) && (!withGroup || status == .archived)
    }
}
