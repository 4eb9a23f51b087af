/// Text reduced to its search form: UTF-8 bytes plus where each word starts.
///
/// Words are kept only as offsets because the search compares whole keys with spaces and
/// punctuation dropped ("disney plus" and "Disney+" are both `disneyplus`), while word
/// prefixes still need to know where "plus" begins.
package struct NormalizedText: Hashable, Sendable {
    package var bytes: [UInt8] = []
    /// Byte offsets into `bytes` where a word begins; the first is 0 when `bytes` is not empty.
    package var wordStarts: [Int] = []

    package var isEmpty: Bool { bytes.isEmpty }

    /// The words as byte ranges of `bytes`.
    package var wordRanges: [Range<Int>] {
        wordStarts.indices.map { index in
            let end = index + 1 < wordStarts.count ? wordStarts[index + 1] : bytes.count
            return wordStarts[index]..<end
        }
    }
}
