import SubDomain

/// `XMLScanner` over one part of a workbook, as every part reader wants it: names without
/// their namespace prefix (the .NET Open XML SDK writes `<x:c>` where Excel writes `<c>`), and
/// a document that is not well-formed XML as a damaged workbook.
struct PartScanner {
    enum Event {
        case start(name: String, attributes: [(name: String, value: String)])
        case end(name: String)
        case text(String)
    }

    private var scanner: XMLScanner

    init(_ bytes: [UInt8]) {
        scanner = XMLScanner(bytes: bytes)
    }

    mutating func next() throws(SpreadsheetError) -> Event? {
        let event: XMLEvent?
        do {
            event = try scanner.next()
        } catch  where error.reason == .nestedTooDeep {
            throw .nestedTooDeep(limit: ReadingLimits.depth)
        } catch {
            throw .damaged
        }
        switch event?.kind {
        case nil: return nil
        case .start(let name, let attributes)?:
            return .start(name: XMLScanner.localName(name), attributes: attributes)
        case .end(let name)?: return .end(name: XMLScanner.localName(name))
        case .text(let text)?: return .text(text)
        }
    }

    /// The value of the attribute whose local name is `name` (`id` finds `r:id`).
    static func attribute(_ name: String, in attributes: [(name: String, value: String)])
        -> String?
    {
        attributes.first { XMLScanner.localName($0.name) == name }?.value
    }
}
