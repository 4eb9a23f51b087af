import SubDomain

/// One row of a bill as a person reads it: the words whose boxes share a height, left to
/// right (tesseract puts a label and its right-aligned amount in different blocks), with the
/// amounts and dates found in it and how surely each was read.
struct BillRow: Hashable, Sendable {
    struct Amount: Hashable, Sendable {
        let minor: Int64
        /// The currency its symbol or code names; `nil` when it names none.
        let currency: CurrencyCode?
        /// The lowest confidence of the words it was read from.
        let confidence: Double
        /// Where it starts in the row's text, in characters.
        let offset: Int
    }

    struct Dated: Hashable, Sendable {
        let date: CivilDate
        let confidence: Double
    }

    let text: String
    let lowered: String
    let top: Int
    let amounts: [Amount]
    let dates: [Dated]

    var letterCount: Int { text.filter(\.isLetter).count }

    /// The rows of `words`, top to bottom.
    static func rows(of words: [OCRWord], preferredOrder: StatementDateOrder) -> [BillRow] {
        // The OCR's own lines first (a slightly rotated photo's line keeps its words), then
        // lines side by side at one height joined (a label and its amount across the page).
        var byLine: [Int: [OCRWord]] = [:]
        for word in words { byLine[word.line, default: []].append(word) }
        var groups: [[OCRWord]] = []
        var spans: [(top: Int, bottom: Int)] = []
        for (_, line) in byLine.sorted(by: { $0.key < $1.key }) {
            let top = line.map(\.box.top).min() ?? 0
            let bottom = line.map(\.box.bottom).max() ?? 0
            let middle = (top + bottom) / 2
            if let index = spans.indices.last(where: {
                middle >= spans[$0].top && middle <= spans[$0].bottom
                    && (spans[$0].top + spans[$0].bottom) / 2 >= top
                    && (spans[$0].top + spans[$0].bottom) / 2 <= bottom
            }) {
                groups[index] += line
                spans[index] = (min(spans[index].top, top), max(spans[index].bottom, bottom))
                continue
            }
            groups.append(line)
            spans.append((top, bottom))
        }
        let order = groups.indices.sorted {
            spans[$0].top + spans[$0].bottom < spans[$1].top + spans[$1].bottom
        }
        groups = order.map { groups[$0] }
        return groups.map { group in
            BillRow(
                words: group.sorted { $0.box.left < $1.box.left }, preferredOrder: preferredOrder)
        }
    }

    init(words: [OCRWord], preferredOrder: StatementDateOrder) {
        // The row's text, and for each of its characters the confidence of its word.
        var characters: [Character] = []
        var confidences: [Double] = []
        for word in words {
            let normalized = Array(Self.normalized(word.text))
            if let last = characters.last, let first = normalized.first,
                !(Self.isHan(last) && Self.isHan(first))
            {
                characters.append(" ")
                confidences.append(100)
            }
            characters += normalized
            confidences += Array(repeating: word.confidence, count: normalized.count)
        }
        text = String(characters)
        lowered = text.lowercased()
        top = words.map(\.box.top).min() ?? 0
        var masked = characters
        var foundDates: [Dated] = []
        for match in Self.dates(in: characters, preferredOrder: preferredOrder) {
            foundDates.append(
                Dated(
                    date: match.date,
                    confidence: confidences[match.range].min() ?? 0))
            for index in match.range { masked[index] = "·" }
        }
        dates = foundDates
        amounts = Self.amounts(in: masked).map { match in
            Amount(
                minor: match.minor, currency: match.currency,
                confidence: confidences[match.range].min() ?? 0, offset: match.range.lowerBound)
        }
    }

    /// Full-width forms as their ASCII twins (￥ stays: it names the yuan).
    static func normalized(_ text: String) -> String {
        String(
            text.map { character -> Character in
                switch character {
                case "，": ","
                case "．", "。": "."
                case "：": ":"
                case "／": "/"
                case "－", "–": "-"
                default:
                    if let scalar = character.unicodeScalars.first,
                        character.unicodeScalars.count == 1,
                        (0xFF10...0xFF19).contains(scalar.value)
                    {
                        Character(Unicode.Scalar(scalar.value - 0xFF10 + 0x30)!)
                    } else {
                        character
                    }
                }
            })
    }

    static func isHan(_ character: Character) -> Bool {
        character.unicodeScalars.contains(where: MerchantName.isHan)
    }

    static func offset(of needle: String, in haystack: String) -> Int? {
        let hay = Array(haystack)
        let pin = Array(needle)
        guard !pin.isEmpty, pin.count <= hay.count else { return nil }
        for start in 0...(hay.count - pin.count) where Array(hay[start..<start + pin.count]) == pin
        {
            return start
        }
        return nil
    }

    // MARK: Amounts

    struct AmountMatch {
        let minor: Int64
        let currency: CurrencyCode?
        let range: Range<Int>
    }

    static let prefixes: [(String, String)] = [
        ("US$", "USD"), ("USD", "USD"), ("EUR", "EUR"), ("CNY", "CNY"), ("RMB", "CNY"),
        ("GBP", "GBP"), ("€", "EUR"), ("$", "$"), ("¥", "CNY"), ("￥", "CNY"), ("£", "GBP"),
    ]
    static let suffixes: [(String, String)] = [
        ("EUR", "EUR"), ("USD", "USD"), ("CNY", "CNY"), ("RMB", "CNY"), ("GBP", "GBP"),
        ("€", "EUR"), ("元", "CNY"), ("$", "$"), ("¥", "CNY"), ("￥", "CNY"), ("£", "GBP"),
    ]

    /// Every amount in the row: a number with a currency beside it, or with two decimals.
    static func amounts(in characters: [Character]) -> [AmountMatch] {
        var found: [AmountMatch] = []
        var index = 0
        while index < characters.count {
            guard characters[index].isASCII, characters[index].isNumber,
                index == 0
                    || !(characters[index - 1].isNumber || characters[index - 1] == "."
                        || characters[index - 1] == ",")
            else {
                index += 1
                continue
            }
            // The number: digits with grouping and a decimal mark.
            var end = index
            while end < characters.count,
                (characters[end].isASCII && characters[end].isNumber)
                    || ((characters[end] == "." || characters[end] == ",")
                        && end + 1 < characters.count
                        && characters[end + 1].isASCII && characters[end + 1].isNumber)
            {
                end += 1
            }
            defer { index = max(end, index + 1) }
            let number = String(characters[index..<end])
            guard let (whole, fraction) = split(number) else { continue }
            // The currency written before it (with at most a space) or after it.
            var start = index
            var code: String?
            var back = index
            if back > 0, characters[back - 1] == " " { back -= 1 }
            for (mark, currency) in prefixes {
                let letters = Array(mark)
                if back >= letters.count,
                    Array(characters[(back - letters.count)..<back]) == letters
                {
                    code = currency
                    start = back - letters.count
                    break
                }
            }
            // ¥ read as a Y right before the figure, the Y a word of its own.
            if code == nil, index >= 1, characters[index - 1] == "Y",
                index == 1 || !characters[index - 2].isLetter
            {
                code = "CNY"
                start = index - 1
            }
            var stop = end
            if code == nil {
                let after = String(characters[end..<min(characters.count, end + 4)])
                let trimmed = Substring(after.drop { $0 == " " })
                for (mark, currency) in suffixes where trimmed.hasPrefix(mark) {
                    code = currency
                    stop = end + (after.count - trimmed.count) + mark.count
                    break
                }
            }
            guard code != nil || fraction?.count == 2 else { continue }
            let currency: CurrencyCode? =
                code.flatMap { $0 == "$" ? CurrencyCode.usd : try? CurrencyCode($0) }
            let digits = currency?.minorDigits ?? 2
            guard let units = Int64(whole), units < 1_000_000_000 else { continue }
            var minorText = fraction ?? ""
            guard minorText.count <= max(digits, 2) else { continue }
            while minorText.count < digits { minorText += "0" }
            minorText = String(minorText.prefix(digits))
            var scale: Int64 = 1
            for _ in 0..<digits { scale *= 10 }
            let minor = units * scale + (Int64(minorText) ?? 0)
            guard minor > 0 else { continue }
            found.append(
                AmountMatch(
                    minor: minor, currency: currency,
                    range: max(0, min(start, index))..<max(stop, end)))
        }
        return found
    }

    /// `1.234,56` → ("1234", "56"); `12.99` → ("12", "99"); `1,234` → ("1234", nil).
    static func split(_ number: String) -> (String, String?)? {
        let marks = number.enumerated().filter { $0.element == "." || $0.element == "," }
        guard let last = marks.last else { return (number, nil) }
        let tail = number.count - last.offset - 1
        let characters = Array(number)
        if tail <= 2, tail >= 1,
            marks.dropLast().allSatisfy({ $0.element != last.element })
        {
            let whole = String(characters[..<last.offset].filter { $0.isNumber })
            return whole.isEmpty ? nil : (whole, String(characters[(last.offset + 1)...]))
        }
        // Grouping only: every group three digits.
        guard tail == 3, marks.allSatisfy({ $0.element == last.element }) else { return nil }
        return (String(characters.filter(\.isNumber)), nil)
    }

    // MARK: Dates

    struct DateMatch {
        let date: CivilDate
        let range: Range<Int>
    }

    static let months: [String: Int] = [
        "jan": 1, "ene": 1, "feb": 2, "mar": 3, "apr": 4, "abr": 4, "may": 5, "jun": 6, "jul": 7,
        "aug": 8, "ago": 8, "sep": 9, "set": 9, "oct": 10, "nov": 11, "dec": 12, "dic": 12,
    ]

    /// Every date in the row: `2026-03-15`, `2026年3月15日`, `15/03/2026` (or `03/15/2026`,
    /// by the numbers and else the user's order), `15 mar 2026`, `15 de marzo de 2026`,
    /// `Mar 15, 2026`.
    static func dates(in characters: [Character], preferredOrder: StatementDateOrder)
        -> [DateMatch]
    {
        // Tokens: runs of digits, runs of letters, single other characters.
        struct Token {
            let text: String
            let range: Range<Int>
            var isNumber: Bool { text.first?.isNumber ?? false }
            var isWord: Bool { text.first?.isLetter ?? false }
        }
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            var end = index + 1
            if character.isASCII && character.isNumber {
                while end < characters.count, characters[end].isASCII, characters[end].isNumber {
                    end += 1
                }
            } else if character.isLetter, !isHan(character) {
                while end < characters.count, characters[end].isLetter, !isHan(characters[end]) {
                    end += 1
                }
            }
            if character != " " {
                tokens.append(Token(text: String(characters[index..<end]), range: index..<end))
            }
            index = end
        }
        func month(_ word: String) -> Int? {
            let lowered = word.lowercased()
            guard lowered.count >= 3 else { return nil }
            return months[String(lowered.prefix(3))]
        }
        var found: [DateMatch] = []
        var position = 0
        while position < tokens.count {
            defer { position += 1 }
            let rest = tokens[position...].prefix(7).map { $0 }
            func make(_ year: Int, _ month: Int, _ day: Int, through last: Int) -> Bool {
                guard (2000...2099).contains(year),
                    let date = try? CivilDate(year: year, month: month, day: day)
                else { return false }
                found.append(
                    DateMatch(
                        date: date, range: rest[0].range.lowerBound..<rest[last].range.upperBound))
                position += last
                return true
            }
            guard let first = rest.first else { break }
            // Year first.
            if first.isNumber, first.text.count == 4, rest.count >= 5, rest[2].isNumber,
                rest[4].isNumber, ["-", "/", ".", "年"].contains(rest[1].text),
                ["-", "/", ".", "月"].contains(rest[3].text),
                let year = Int(first.text), let month = Int(rest[2].text),
                let day = Int(rest[4].text)
            {
                let last = rest.count > 5 && rest[5].text == "日" ? 5 : 4
                if make(year, month, day, through: last) { continue }
            }
            // Day and month, then the year.
            if first.isNumber, first.text.count <= 2, rest.count >= 5, rest[2].isNumber,
                rest[4].isNumber, rest[4].text.count == 4, ["-", "/", "."].contains(rest[1].text),
                rest[3].text == rest[1].text,
                let a = Int(first.text), let b = Int(rest[2].text), let year = Int(rest[4].text)
            {
                let dayFirst: Bool =
                    a > 12 ? true : b > 12 ? false : preferredOrder != .monthFirst
                if make(year, dayFirst ? b : a, dayFirst ? a : b, through: 4) { continue }
            }
            // 15 mar 2026, 15 de marzo de 2026, 15-Mar-2026.
            if first.isNumber, first.text.count <= 2, let day = Int(first.text) {
                var cursor = 1
                while cursor < rest.count,
                    ["de", "-", ".", "/"].contains(rest[cursor].text.lowercased())
                {
                    cursor += 1
                }
                if cursor < rest.count, rest[cursor].isWord, let month = month(rest[cursor].text) {
                    var yearAt = cursor + 1
                    while yearAt < rest.count,
                        ["de", "-", ".", ",", "/"].contains(rest[yearAt].text.lowercased())
                    {
                        yearAt += 1
                    }
                    if yearAt < rest.count, rest[yearAt].isNumber, rest[yearAt].text.count == 4,
                        let year = Int(rest[yearAt].text), make(year, month, day, through: yearAt)
                    {
                        continue
                    }
                }
            }
            // Mar 15, 2026.
            if first.isWord, let month = month(first.text), rest.count >= 3 {
                var cursor = 1
                if rest[cursor].text == "." { cursor += 1 }
                if cursor < rest.count, rest[cursor].isNumber, rest[cursor].text.count <= 2,
                    let day = Int(rest[cursor].text)
                {
                    var yearAt = cursor + 1
                    if yearAt < rest.count, rest[yearAt].text == "," { yearAt += 1 }
                    if yearAt < rest.count, rest[yearAt].isNumber, rest[yearAt].text.count == 4,
                        let year = Int(rest[yearAt].text), make(year, month, day, through: yearAt)
                    {
                        continue
                    }
                }
            }
        }
        return found
    }
}
