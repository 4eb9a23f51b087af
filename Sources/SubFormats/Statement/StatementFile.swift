/// Reads a statement's text in whichever format it is, found from the content: the formats
/// with a signature of their own first (a Norma 43 record 11, OFX's header, QIF's `!Type:`,
/// CAMT's namespace, MT940's tags), else a table with a header row.
public enum StatementFile {
    public static func read(
        _ text: String, encoding: TextEncoding?, context: StatementContext
    ) throws(StatementError) -> StatementReading {
        let rows = try self.rows(text, context: context)
        return try StatementReading(rows, encoding: encoding, context: context)
    }

    static func rows(_ text: String, context: StatementContext) throws(StatementError)
        -> StatementRows
    {
        if Norma43Reader.looksLike(text) { return try Norma43Reader.read(text, context: context) }
        if QIFReader.looksLike(text) { return try QIFReader.read(text, context: context) }
        if MT940Reader.looksLike(text) { return try MT940Reader.read(text, context: context) }
        if OFXReader.looksLike(text) { return try OFXReader.read(text, context: context) }
        if CAMT053Reader.looksLike(text) { return try CAMT053Reader.read(text, context: context) }
        return try StatementReader.read(text, context: context)
    }
}
