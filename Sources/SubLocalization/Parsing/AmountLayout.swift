/// A typed amount cut into its parts: sign, currency marker before, number, marker after.
///
/// Only the shape is checked here; which currency a marker names and what the number means
/// are decided by `CurrencyMarker` and `NumberReading`.
struct AmountLayout {
    /// The currency marker before the number (`€`, `US$`, `USD`), or empty.
    var prefix: String
    /// The digits and separators, from the first digit (or a leading decimal `,5`) to the last.
    var number: String
    /// The currency marker after the number, or empty.
    var suffix: String
    /// A minus sign was typed (`-5`, `−5 €`, `€-5`): refused later, once the number is known
    /// to be an amount, so `-abc` still says it is not a number.
    var isNegative: Bool

    static let signs: Set<Character> = ["+", "-", "−"]

    /// `nil` when the text has characters outside the grammar: anything but digits and
    /// separators inside the number, a second sign, a sign after the number, or a sign or
    /// space inside a marker.
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

        var prefix = String(characters[..<start]).trimmingSpaces()
        var signCount = 0
        var negative = false
        // The sign may come before the marker (`-€5`) or after it (`€ -5`), once.
        for takeFromEnd in [false, true] {
            guard let sign = takeFromEnd ? prefix.last : prefix.first, Self.signs.contains(sign)
            else {
                continue
            }
            if takeFromEnd { prefix.removeLast() } else { prefix.removeFirst() }
            prefix = prefix.trimmingSpaces()
            signCount += 1
            negative = negative || sign != "+"
        }
        let suffix = String(characters[(lastDigit + 1)...]).trimmingSpaces()
        guard signCount <= 1, Self.isMarkerShaped(prefix), Self.isMarkerShaped(suffix) else {
            return nil
        }
        self.prefix = prefix
        self.number = String(number)
        self.suffix = suffix
        self.isNegative = negative
    }

    /// A marker is one run of characters with no space, sign or separator in it (or nothing):
    /// `12.` and `12,` end with a dangling separator, not with a currency named `.`.
    private static func isMarkerShaped(_ marker: String) -> Bool {
        !marker.contains(where: {
            $0.isWhitespace || signs.contains($0) || NumberReading.separators.contains($0)
        })
    }
}

extension Character {
    /// `0`…`9` only: other scripts' digits and full-width digits are not read as amounts.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
