import SubJSON

extension Catalog {
    /// The `input` section of a catalog's JSON text alone, without reading its messages:
    /// where `layout` places it, else skimmed to.
    ///
    /// The parsers accept words of every language, so each process needs every catalog's
    /// input words but only one catalog's messages. The section is found by a skim that
    /// builds no value (`JSONSkimmer`), and only it is decoded.
    static func inputWords(jsonText: String, fileName: String, layout: CatalogLayout? = nil)
        throws(CatalogLoadError) -> InputWords
    {
        let utf8 = Array(jsonText.utf8)
        let known = layout?.members.last { $0.key == "input" }?.value
        guard let range = known ?? topLevelValue(named: "input", in: utf8),
            range.upperBound <= utf8.count
        else {
            return try parseInput(nil, file: fileName)
        }
        guard let value = JSONParser.parse(String(decoding: utf8[range], as: UTF8.self)) else {
            throw .invalidJSON(file: fileName, problem: .inputNotJSON)
        }
        return try parseInput(value, file: fileName)
    }

    /// The byte range of the value of top-level member `name` of a JSON object (its last, as
    /// `JSONParser` keeps it), or `nil`.
    static func topLevelValue(named name: String, in bytes: [UInt8]) -> Range<Int>? {
        JSONSkimmer.object(in: bytes, at: 0)?.members.last { $0.key == name }?.value
    }

    /// `input.commands` of catalog text `bytes` whose `input` value is at `input`, skimmed to
    /// and parsed alone: `[:]` when the section lists no commands, `nil` when it is not an
    /// object of string lists there (the whole input parse then says why).
    static func commandsSection(in bytes: [UInt8], input: Range<Int>) -> [String: [String]]? {
        guard input.upperBound <= bytes.count,
            let section = JSONSkimmer.object(in: bytes, at: input.lowerBound)
        else { return nil }
        guard let commands = section.members.last(where: { $0.key == "commands" })?.value else {
            return [:]
        }
        return JSONParser.parse(String(decoding: bytes[commands], as: UTF8.self))?
            .stringListsByName
    }
}
