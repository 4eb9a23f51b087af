extension StoreSchema {
    /// Version 20: `expenses_varying`, the plans whose amount is an estimate (`varies`), so
    /// that `total` knows at once whether any part of a figure is an estimate: a profile
    /// without such a plan reads one empty index range, and one with them reads those rows.
    static let version20 = """
        CREATE INDEX expenses_varying ON expenses (currency) WHERE varies = 1;
        PRAGMA user_version = 20;

        """
}
