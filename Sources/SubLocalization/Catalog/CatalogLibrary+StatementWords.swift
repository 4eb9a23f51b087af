extension CatalogLibrary {
    /// Each catalog's `statement_headings`, words by the column they name, languages in code
    /// order: what a bank statement's headings are read by.
    ///
    /// A statement is in its bank's language, not the reader's, so every language's words
    /// count, whoever reads; each catalog's are kept apart because a word's place in its own
    /// list ranks it (the first `description` word a heading has is preferred).
    public var statementHeadingWords: [[String: [String]]] {
        languages.compactMap { catalogs.inputWords(of: $0)?.statementHeadings }
    }

    /// Each catalog's `statement_cells`, words by meaning, in the same order: what a
    /// statement row's status and direction are read by.
    public var statementCellWords: [[String: [String]]] {
        languages.compactMap { catalogs.inputWords(of: $0)?.statementCells }
    }
}
