/// A JSON document's text, read where it lies.
///
/// An embedded catalog is a string literal in the binary's read-only data: read through its
/// contiguous UTF-8, nothing is copied. Copying it into an array (100 KB) was 25 page
/// faults of every start, a tenth of what `help` touched of memory.
package struct JSONText: Sendable {
    package let text: String

    /// `text`, made contiguous once (a no-op for literals and native strings) so that every
    /// later read is in place.
    package init(_ text: String) {
        var contiguous = text
        contiguous.makeContiguousUTF8()
        self.text = contiguous
    }

    /// The length in UTF-8 bytes.
    package var count: Int { text.utf8.count }

    /// `body` over the text's UTF-8 bytes.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// The text of bytes `range`; `nil` when the range is outside the text.
    package func string(_ range: Range<Int>) -> String? {
        guard range.lowerBound >= 0, range.upperBound <= count else { return nil }
        return withBytes {
            String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
        }
    }
}
