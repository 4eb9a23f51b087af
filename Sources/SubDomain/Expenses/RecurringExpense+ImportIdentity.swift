extension RecurringExpense {
    /// What makes a row of an import the same subscription as one already in the profile, so
    /// a second run adds nothing: its name (case and accents aside), amount, currency and
    /// period, and whether it is a group. `import FILE` and `import wallos` share it.
    public var importIdentity: String {
        [
            NameKey(name).folded, String(amount.minorUnits), currency.code, period.identifier,
            isGroup ? "group" : "",
        ].joined(separator: "\u{1F}")
    }
}
