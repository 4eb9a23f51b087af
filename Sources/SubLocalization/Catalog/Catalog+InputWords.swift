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
        let text = JSONText(jsonText)
        let known = layout?.members.last { $0.key == "input" }?.value
        guard let range = known ?? topLevelValue(named: "input", in: text),
            let valueText = text.string(range)
        else {
            return try parseInput(nil, file: fileName)
        }
        guard let value = JSONParser.parse(valueText) else {
            throw .invalidJSON(file: fileName, problem: .inputNotJSON)
        }
        return try parseInput(value, file: fileName)
    }

    /// The byte range of the value of top-level member `name` of a JSON object (its last, as
    /// `JSONParser` keeps it), or `nil`.
    static func topLevelValue(named name: String, in text: JSONText) -> Range<Int>? {
        text.withBytes { JSONSkimmer.object(in: $0, at: 0)?.members.last { $0.key == name }?.value }
    }

    /// `input.commands` of catalog `text` whose `input` value is at `input`, skimmed to and
    /// parsed alone: `[:]` when the section lists no commands, `nil` when it is not an object
    /// of string lists there (the whole input parse then says why).
    static func commandsSection(in text: JSONText, input: Range<Int>) -> [String: [String]]? {
        guard input.upperBound <= text.count,
            let section = text.withBytes({ JSONSkimmer.object(in: $0, at: input.lowerBound) })
        else { return nil }
        guard let commands = section.members.last(where: { $0.key == "commands" })?.value else {
            return [:]
        }
        return text.string(commands).flatMap { JSONParser.parse($0) }?.stringListsByName
    }
}
