/// The Simple Icons brands as the build-time digest stores them: every slug, title and colour
/// in one static text, and five integers per icon pointing into it.
///
/// A `Brand` is made only for an icon a query returns, so a process that completes one name
/// builds a handful, not 3,400.
package struct IconTable: Sendable {
    /// Slugs, titles and hex colours, concatenated; fields are cut out by `fields`.
    package let text: StaticString
    /// Per icon: slug start, slug length, title start, title length, hex start (or -1).
    package let fields: [Int32]

    package static let fieldsPerIcon = 5
    /// Every colour is six hex digits (`BrandDataLoader.validHex`).
    package static let hexLength = 6

    package init(text: StaticString, fields: [Int32]) {
        self.text = text
        self.fields = fields
    }

    package var count: Int { fields.count / Self.fieldsPerIcon }

    /// The slug of icon `index`, compared byte by byte so a lookup by id builds no string.
    package func slugBytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let base = index * Self.fieldsPerIcon
        return span(start: fields[base], length: fields[base + 1])
    }

    package func brand(_ index: Int) -> Brand {
        let base = index * Self.fieldsPerIcon
        let slug = string(start: fields[base], length: fields[base + 1])
        let hexStart = fields[base + 4]
        return Brand(
            id: slug, name: string(start: fields[base + 2], length: fields[base + 3]),
            source: .simpleIcons, slug: slug,
            hex: hexStart < 0 ? nil : string(start: hexStart, length: Int32(Self.hexLength)))
    }

    private func span(start: Int32, length: Int32) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text.utf8Start + Int(start), count: Int(length))
    }

    private func string(start: Int32, length: Int32) -> String {
        String(decoding: span(start: start, length: length), as: UTF8.self)
    }
}
