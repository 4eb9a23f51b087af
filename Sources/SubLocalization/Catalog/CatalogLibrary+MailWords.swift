extension CatalogLibrary {
    /// Each catalog's `mail_words`, words by meaning, languages in code order: what a
    /// receipt in the mail is found and read by. A receipt is in its sender's language, not
    /// the reader's, so every language's words count.
    public var mailWords: [[String: [String]]] {
        languages.compactMap { catalogs.inputWords(of: $0)?.mailWords }
    }

    /// Each catalog's `mail_currencies`: the words an amount names its currency by.
    public var mailCurrencyWords: [[String: [String]]] {
        languages.compactMap { catalogs.inputWords(of: $0)?.mailCurrencies }
    }
}
