/// A typed amount cut into its parts: sign, currency markers before, number, markers after.
///
/// Only the shape is checked here; which currency a marker names and what the number means
/// are decided by `CurrencyMarker` and `NumberReading`. A side may hold two markers
/// separated by a space (`12 € USD`) only so that the parser can refuse them naming both.
struct AmountLayout {
    /// The currency markers before the number (`€`, `US$`, `USD`), usually none or one.
    var prefix: [String]
    /// The digits and separators, from the first digit (or a leading decimal `,5`) to the last.
    var number: String
    /// The currency markers after the number, usually none or one.
    var suffix: [String]
    /// A minus sign was typed (`-5`, `−5 €`, `€-5`): refused later, once the number is known
    /// to be an amount, so `-abc` still says it is not a number.
    var isNegative: Bool

    static let signs: Set<Character> = ["+", "-", "−"]

    /// `nil` when the text has characters outside the grammar: anything but digits and
    /// separators inside the number, a second sign, a sign after the number, a sign or
    /// separator inside a marker, or more than two markers.
    init?(_ trimmed: String) {
        let characters = Array(trimmed)
        guard let firstDigit = characters.firstIndex(where: \.isASCIIDigit),
            let lastDigit = characters.lastIndex(where: \.isASCIIDigit)
        else { return nil }
        var start = firstDigit
        if start > 0, NumberReading.decimalCandidates.contains(characters[start - 1]) { start -= 1 }
        let number = characters[start...lastDigit]
        var previousWasSeparator = false
        for character in number {
            let isSeparator = NumberReading.separators.contains(character)
            guard isSeparator || character.isASCIIDigit, !(isSeparator && previousWasSeparator)
            else {
                return nil
            }
            previousWasSeparator = isSeparator
        }

        var prefix = String(characters[..<start]).trimmingWhitespace()
        var signCount = 0
        var negative = false
        // The sign may come before the marker (`-€5`) or after it (`€ -5`), once.
        for takeFromEnd in [false, true] {
            guard let sign = takeFromEnd ? prefix.last : prefix.first, Self.signs.contains(sign)
            else {
                continue
            }
            if takeFromEnd { prefix.removeLast() } else { prefix.removeFirst() }
            prefix = prefix.trimmingWhitespace()
            signCount += 1
            negative = negative || sign != "+"
        }
        let suffix = String(characters[(lastDigit + 1)...])
        let prefixMarkers = Self.markers(in: prefix)
        let suffixMarkers = Self.markers(in: suffix)
        guard signCount <= 1, prefixMarkers.count + suffixMarkers.count <= 2,
            (prefixMarkers + suffixMarkers).allSatisfy(Self.isMarkerShaped)
        else { return nil }
        self.prefix = prefixMarkers
        self.number = String(number)
        self.suffix = suffixMarkers
        self.isNegative = negative
    }

    /// The space-separated words of one side of the number; a symbol of several words
    /// (`F CFA`, however it is spaced) is one marker.
    private static func markers(in side: String) -> [String] {
        let words = side.split(whereSeparator: \.isWhitespace).map(String.init)
        let joined = words.joined(separator: " ")
        return CurrencyMarker.multiWordSymbols.contains(joined) ? [joined] : words
    }

    /// A marker is one run of characters with no sign or separator in it: `12.` and `12,`
    /// end with a dangling separator, not with a currency named `.`.
    private static func isMarkerShaped(_ marker: String) -> Bool {
        !marker.contains(where: {
            signs.contains($0) || (NumberReading.separators.contains($0) && !$0.isWhitespace)
        })
    }
}

extension Character {
    /// `0`…`9` only: other scripts' digits and full-width digits are not read as amounts.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
