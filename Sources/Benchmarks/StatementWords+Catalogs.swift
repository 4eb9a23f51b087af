import SubFormats
import SubLocalization

extension StatementWords {
    /// Every embedded catalog's statement words: what `import statement` reads tables with.
    static let catalogs = StatementWords(
        headings: CatalogLibrary.embedded.statementHeadingWords,
        cells: CatalogLibrary.embedded.statementCellWords)
}
