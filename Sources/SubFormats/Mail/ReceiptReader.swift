import SubDomain

/// A brand as the mail knows it: its name, and the names a message from a domain it shares
/// with other brands names it by, folded.
public struct MailBrand: Hashable, Sendable {
    public let name: String
    let names: [String]

    public init(name: String, aliases: [String]) {
        self.name = name
        names = ([name] + aliases).map(MailWords.fold).filter { $0.count >= 2 }
    }
}

/// One receipt found in the mail: a charge, with who it is from.
package struct Receipt: Hashable, Sendable {
    package let date: CivilDate
    package let amountMinor: Int64
    package let currency: CurrencyCode
    /// The brand's name when its domain is known, else the sender's display name.
    package let merchant: String
    /// Whether the sender's domain is a brand's: a receipt from anyone else is less sure.
    package let knownSender: Bool
    package let messageID: String?
}

/// Decides whether a message is a receipt and reads its charge: the sender's domain, the
/// subject's and the body's words in every catalog's language, then the amount paid, its
/// currency and its day.
///
/// A message is a receipt when its subject has a receipt word and no word of a message
/// that is not one (a shipping notice, a newsletter, a failed payment, a refund), or, from a
/// brand's domain, when its body has a receipt word; and when an amount with its currency
/// is found. From a sender no brand is known to mail from, the receipt word must be in the
/// subject.
package struct ReceiptReader: Sendable {
    package let words: MailWords
    /// The brands by the domains their receipts come from (`netflix.com` → Netflix).
    package let brandDomains: [String: [MailBrand]]

    package init(words: MailWords, brandDomains: [String: [MailBrand]]) {
        self.words = words
        self.brandDomains = brandDomains
    }

    /// The brand a sender's domain is, trying the domain and each domain it is under
    /// (`mailer.netflix.com`, then `netflix.com`). A domain several brands mail from
    /// (`apple.com`: iCloud+, Apple Music…; `alipay.com`: the services it collects for) is
    /// the brand the folded `text` names, else none: a friend writing from `qq.com` is no
    /// brand.
    package func brand(forDomain domain: String, text: String) -> String? {
        var rest = Substring(domain)
        while !rest.isEmpty {
            if let brands = brandDomains[String(rest)] {
                if brands.count == 1 { return brands[0].name }
                // The longest name first: "Apple TV" before "Apple One" is no matter, but
                // "YouTube Music" must win over a shorter brand it contains.
                let named = brands.flatMap { brand in brand.names.map { (brand.name, $0) } }
                    .sorted { $0.1.count > $1.1.count }
                return named.first { MailWords.text(text, holds: $0.1) }?.0
            }
            guard let dot = rest.firstIndex(of: ".") else { break }
            rest = rest[rest.index(after: dot)...]
        }
        return nil
    }

    /// Whether a brand (or several) mails from `domain` or a domain it is under.
    func isBrandDomain(_ domain: String) -> Bool {
        var rest = Substring(domain)
        while !rest.isEmpty {
            if brandDomains[String(rest)] != nil { return true }
            guard let dot = rest.firstIndex(of: ".") else { break }
            rest = rest[rest.index(after: dot)...]
        }
        return false
    }

    /// The receipt `message` is, with `body` its text; `nil` when it is not one.
    package func receipt(_ message: MailMessage, body: String) -> Receipt? {
        let subject = MailWords.fold(message.subject)
        guard !words.has(.notReceipt, in: subject) else { return nil }
        // Most mail is from no brand and says nothing of a receipt: its body is never read.
        guard words.has(.receipt, in: subject) || isBrandDomain(message.senderDomain) else {
            return nil
        }
        let folded = MailWords.fold(body)
        let brand = brand(forDomain: message.senderDomain, text: subject + "\n" + folded)
        let lines = folded.split(whereSeparator: \.isNewline).map(String.init)
        let receiptSubject = words.has(.receipt, in: subject)
        guard
            receiptSubject
                || (brand != nil && lines.contains { words.has(.receipt, in: $0) })
        else { return nil }
        guard let (amountMinor, currency) = amount(subject: subject, lines: lines) else {
            return nil
        }
        let merchant =
            brand
            ?? (message.senderName.trimmingSpaces().isEmpty
                ? message.senderDomain : message.senderName.trimmingSpaces())
        guard !merchant.isEmpty else { return nil }
        guard let date = day(lines: lines, header: message.date) else { return nil }
        return Receipt(
            date: date, amountMinor: amountMinor, currency: currency, merchant: merchant,
            knownSender: brand != nil, messageID: message.messageID)
    }

    // MARK: Amount

    /// What was paid: the largest amount on a line with an amount word ("Total" is at least
    /// the subtotal and the tax), else the first amount of the subject or body.
    func amount(subject: String, lines: [String]) -> (Int64, CurrencyCode)? {
        var best: (Int64, CurrencyCode)?
        for line in lines where words.has(.amount, in: line) {
            for found in amounts(in: line) where found.0 > (best?.0 ?? 0) { best = found }
        }
        if let best { return best }
        if let found = amounts(in: subject).first { return found }
        for line in lines {
            if let found = amounts(in: line).first { return found }
        }
        return nil
    }

    /// Every amount in `line` that names its currency by a symbol, code or word just before
    /// or just after it ("€12.99", "12,99 €", "USD 9.99", "25.00元", "RMB 25").
    func amounts(in line: String) -> [(Int64, CurrencyCode)] {
        let characters = Array(line)
        var found: [(Int64, CurrencyCode)] = []
        var index = 0
        while index < characters.count {
            guard characters[index].isASCII, characters[index].isNumber,
                index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
                    || currency(before: characters, at: index) != nil
            else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count,
                characters[end].isASCII
                    && (characters[end].isNumber
                        || ((characters[end] == "." || characters[end] == ",")
                            && end + 1 < characters.count && characters[end + 1].isASCII
                            && characters[end + 1].isNumber))
            {
                end += 1
            }
            let token = String(characters[index..<end])
            let currency =
                currency(before: characters, at: index)
                ?? currency(
                    after: characters, at: end)
            if let currency, let minor = Self.minorUnits(token, digits: currency.minorDigits),
                minor > 0
            {
                found.append((minor, currency))
            }
            index = max(end, index + 1)
        }
        return found
    }

    /// The currency a word or symbol ending just before `index` names (one space between).
    private func currency(before characters: [Character], at index: Int) -> CurrencyCode? {
        var end = index
        if end > 0, characters[end - 1] == " " || characters[end - 1] == "\u{A0}" { end -= 1 }
        for (word, currency) in words.currencies {
            let length = word.count
            guard end >= length, String(characters[(end - length)..<end]) == word else {
                continue
            }
            // A word of letters must be one: "eur" in "teur12" is not.
            let start = end - length
            if word.last?.isLetter == true, start > 0, characters[start - 1].isLetter {
                continue
            }
            return currency
        }
        return nil
    }

    /// The currency a word or symbol starting just after `index` names.
    private func currency(after characters: [Character], at index: Int) -> CurrencyCode? {
        var start = index
        if start < characters.count, characters[start] == " " || characters[start] == "\u{A0}" {
            start += 1
        }
        for (word, currency) in words.currencies {
            let length = word.count
            guard start + length <= characters.count,
                String(characters[start..<(start + length)]) == word
            else { continue }
            let end = start + length
            if word.first?.isLetter == true, end < characters.count, characters[end].isLetter,
                characters[end].isASCII
            {
                continue
            }
            return currency
        }
        return nil
    }

    /// "12,99", "12.99", "1.299,00", "1,299.00", "1,299" (a thousands separator: three
    /// digits after the only one) and "25" in minor units of a currency of `digits`
    /// decimals; `nil` past twelve digits.
    static func minorUnits(_ token: String, digits: Int) -> Int64? {
        let separators = token.indices.filter { token[$0] == "." || token[$0] == "," }
        var whole = token
        var fraction = ""
        if let last = separators.last {
            let after = token[token.index(after: last)...]
            let kinds = Set(separators.map { token[$0] })
            let decimal = after.count != 3 || (kinds.count == 2 && separators.count >= 2)
            if decimal && !(kinds.count == 1 && separators.count > 1) {
                whole = String(token[..<last])
                fraction = String(after)
            }
        }
        whole.removeAll { $0 == "." || $0 == "," }
        guard whole.count + fraction.count <= 12, fraction.count <= max(digits, 2),
            var value = Int64(whole.isEmpty ? "0" : whole)
        else { return nil }
        var scale = 0
        for _ in 0..<digits { value *= 10 }
        for character in fraction.prefix(digits) {
            scale += 1
            value += Int64(character.wholeNumberValue ?? 0) * power(digits - scale)
        }
        return value
    }

    private static func power(_ exponent: Int) -> Int64 {
        var result: Int64 = 1
        for _ in 0..<max(exponent, 0) { result *= 10 }
        return result
    }

    // MARK: Day

    /// The receipt's day: the first date on a line with a date word and no word of a later
    /// one ("Next billing date"), when within two months of the `Date` header; else the
    /// header's.
    func day(lines: [String], header: CivilDate?) -> CivilDate? {
        for line in lines where words.has(.date, in: line) && !words.has(.notDate, in: line) {
            guard let found = date(in: line, near: header) else { continue }
            guard let header else { return found }
            if abs(found.daysSinceEpoch - header.daysSinceEpoch) <= 62 { return found }
        }
        return header
    }

    /// A date written in `line`: 2026-01-15, 2026年1月15日, 15/01/2026 (the order closest to
    /// `near` when both could be), "January 15, 2026", "15 de enero de 2026".
    func date(in line: String, near: CivilDate?) -> CivilDate? {
        // Tokens: runs of digits and runs of letters, the rest separating them.
        var tokens: [(text: String, numeric: Bool)] = []
        var current = ""
        var numeric = false
        for character in line {
            let isDigit = character.isASCII && character.isNumber
            let isLetter = character.isLetter && !MailWords.isHan(character)
            if (isDigit && numeric || isLetter && !numeric) && !current.isEmpty {
                current.append(character)
                continue
            }
            if !current.isEmpty { tokens.append((current, numeric)) }
            current = isDigit || isLetter ? String(character) : ""
            numeric = isDigit
            if MailWords.isHan(character) || !(isDigit || isLetter) {
                tokens.append((String(character), false))
                current = ""
            }
        }
        if !current.isEmpty { tokens.append((current, numeric)) }
        func number(_ index: Int) -> Int? {
            index >= 0 && index < tokens.count && tokens[index].numeric
                ? Int(tokens[index].text) : nil
        }
        func month(_ index: Int) -> Int? {
            guard index >= 0, index < tokens.count, !tokens[index].numeric,
                tokens[index].text.count >= 3
            else { return nil }
            let word = tokens[index].text
            for names in words.months {
                if let found = names.firstIndex(where: { $0.hasPrefix(word) }) { return found + 1 }
            }
            return nil
        }
        func make(_ year: Int, _ month: Int, _ day: Int) -> CivilDate? {
            guard (1990...2200).contains(year) else { return nil }
            return try? CivilDate(year: year, month: month, day: day)
        }
        // The numbers after `index`, skipping separators and short words ("de", "of").
        func following(_ index: Int, count: Int) -> [Int] {
            var result: [Int] = []
            var at = index + 1
            while at < tokens.count, result.count < count, at <= index + 6 {
                if let value = number(at) {
                    result.append(value)
                } else if !tokens[at].numeric, tokens[at].text.count > 2, month(at) == nil,
                    tokens[at].text.first?.isLetter == true
                {
                    break
                }
                at += 1
            }
            return result
        }
        for index in tokens.indices {
            if let year = number(index), tokens[index].text.count == 4 {
                let rest = following(index, count: 2)
                if rest.count == 2, let date = make(year, rest[0], rest[1]) { return date }
            }
            if let month = month(index) {
                // "January 15, 2026"
                let after = following(index, count: 2)
                if after.count == 2, let date = make(after[1], month, after[0]) { return date }
                // "15 de enero de 2026", "15 Jan 2026"
                var before = index - 1
                while before >= 0, !tokens[before].numeric, tokens[before].text.count <= 2,
                    tokens[before].text != "\n"
                {
                    before -= 1
                }
                if let day = number(before), after.count >= 1,
                    let date = make(after[0], month, day)
                {
                    return date
                }
            }
            if let first = number(index), tokens[index].text.count <= 2 {
                let rest = following(index, count: 2)
                guard rest.count == 2, rest[1] >= 1990 else { continue }
                let dayFirst = make(rest[1], rest[0], first)
                let monthFirst = make(rest[1], first, rest[0])
                switch (dayFirst, monthFirst) {
                case (let day?, let month?):
                    guard let near else { return day }
                    return abs(day.daysSinceEpoch - near.daysSinceEpoch)
                        <= abs(month.daysSinceEpoch - near.daysSinceEpoch) ? day : month
                case (let day?, nil): return day
                case (nil, let month?): return month
                case (nil, nil): continue
                }
            }
        }
        return nil
    }
}

extension MailWords {
    /// A Han character: written without spaces, each its own token.
    static func isHan(_ character: Character) -> Bool {
        character.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
    }
}
