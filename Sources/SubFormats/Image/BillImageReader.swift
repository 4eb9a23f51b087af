import SubDomain

/// Turns the words an OCR read from a bill (and the QR codes found on it) into what the bill
/// says: `BillImage`. The words of bills in Spanish, English and Chinese that it looks for
/// (Total, 合计, Renews, 下次扣款…) are the bills' printed vocabulary, kept here beside the
/// rules that read them, as `MerchantName` keeps the banks' words.
public enum BillImageReader {
    /// The confidence (0–100) at or above which tesseract's reading of a word is taken as
    /// sure. Below it the field is asked about.
    public static let sureConfidence = 80.0

    /// What the bill in `image` says: its invoice codes and its words, read in `languages`
    /// (the first leads). When those read it poorly (Chinese text read as Latin letters gives
    /// words of low confidence) it is read again in Chinese, and the surer reading kept. A
    /// scanned PDF page rendered to gray is read the same way.
    public static func read(
        _ image: GrayImage, languages: [OCRLanguage], defaultCurrency: CurrencyCode,
        preferredOrder: StatementDateOrder = .dayFirst
    ) throws(ImageError) -> BillImage {
        let codes = try QRScanner.codes(in: image)
        var words = try OCR.words(in: image, languages: languages)
        if !languages.contains(.chinese), OCR.isInstalled(.chinese), meanConfidence(words) < 70 {
            let chinese = try OCR.words(in: image, languages: [.chinese])
            if meanConfidence(chinese) > meanConfidence(words) { words = chinese }
        }
        return read(
            words: words, codes: codes, defaultCurrency: defaultCurrency,
            preferredOrder: preferredOrder)
    }

    static func meanConfidence(_ words: [OCRWord]) -> Double {
        words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Double(words.count)
    }

    /// What the bill says.
    /// - Parameters:
    ///   - codes: the texts of the image's QR codes; an invoice code among them is exact and
    ///     gives the amount and the date.
    ///   - preferredOrder: the user's date order, for `03/04/2026`.
    public static func read(
        words: [OCRWord], codes: [String] = [], defaultCurrency: CurrencyCode,
        preferredOrder: StatementDateOrder = .dayFirst
    ) -> BillImage {
        let rows = BillRow.rows(of: words, preferredOrder: preferredOrder)
        let invoice = codes.lazy.compactMap(InvoiceCode.parse).first
        let lowered = rows.map { $0.lowered }
        let marked = lowered.contains { row in listingMarkers.contains { row.contains($0) } }
        let renewRows = lowered.filter { row in renewWords.contains { row.contains($0) } }.count
        if invoice == nil, marked || renewRows >= 2 {
            let listed = listing(rows, defaultCurrency: defaultCurrency)
            if !listed.isEmpty { return .listing(listed) }
        }
        let receipt = self.receipt(rows, invoice: invoice, defaultCurrency: defaultCurrency)
        if receipt.amount == nil, receipt.date == nil, receipt.merchant == nil { return .nothing }
        return .receipt(receipt)
    }

    // MARK: A receipt

    static func receipt(_ rows: [BillRow], invoice: InvoiceCode?, defaultCurrency: CurrencyCode)
        -> BillImage.Receipt
    {
        let merchant = self.merchant(rows)
        if let invoice {
            return BillImage.Receipt(
                merchant: merchant ?? invoice.issuerTaxID,
                amount: ReadValue(invoice.amountMinor, sure: true), currency: invoice.currency,
                date: ReadValue(invoice.date, sure: true), code: invoice)
        }
        // The amounts by how surely they are the total: a row that says Total (and not
        // Subtotal), then a row that says Amount, then any row that is not a tax or a discount.
        var best: [BillRow.Amount] = []
        var bestRank = 0
        for (index, row) in rows.enumerated() {
            let rank = totalRank(row.lowered)
            guard rank > 0 else { continue }
            var found = row.amounts
            // A label alone on its row, its amount on the next (a phone's big figure).
            if found.isEmpty, rank >= 2, index + 1 < rows.count, rows[index + 1].dates.isEmpty {
                found = rows[index + 1].amounts
            }
            guard !found.isEmpty else { continue }
            if rank > bestRank {
                best = []
                bestRank = rank
            }
            if rank == bestRank { best += found }
        }
        let everyAmount = rows.flatMap(\.amounts)
        // The total is the last amount its rows give (a row of item and total gives both).
        var candidates = bestRank >= 2 ? best.suffix(1).map { $0 } : best
        if candidates.isEmpty {
            candidates = rows.filter { totalRank($0.lowered) >= 0 }.flatMap(\.amounts)
        }
        let distinct = unique(candidates.map(\.minor))
        var amount: ReadValue<Int64>?
        var currency: CurrencyCode?
        if let chosen = bestRank >= 2
            ? candidates.last : candidates.max(by: { $0.minor < $1.minor })
        {
            let others =
                bestRank >= 2
                ? unique(best.map(\.minor)).filter { $0 != chosen.minor }
                : distinct.filter { $0 != chosen.minor }
            let seenTwice = everyAmount.filter { $0.minor == chosen.minor }.count >= 2
            let sure =
                chosen.confidence >= sureConfidence
                || (seenTwice && chosen.confidence >= sureConfidence - 20)
            amount = ReadValue(chosen.minor, sure: sure, alternatives: others)
            currency = chosen.currency ?? majorityCurrency(everyAmount)
        }
        // The day of the bill: a row that says Date, else the first date not of a renewal.
        var dated: [BillRow.Dated] = []
        for row in rows where dateWords.contains(where: { row.lowered.contains($0) }) {
            dated += row.dates
        }
        if dated.isEmpty {
            dated = rows.filter { row in !renewWords.contains { row.lowered.contains($0) } }
                .flatMap(\.dates).prefix(1).map { $0 }
        }
        var date: ReadValue<CivilDate>?
        if let first = dated.first {
            let others = unique(dated.map(\.date)).filter { $0 != first.date }
            date = ReadValue(
                first.date, sure: first.confidence >= sureConfidence, alternatives: others)
        }
        return BillImage.Receipt(
            merchant: merchant, amount: amount, currency: currency ?? nil, date: date, code: nil)
    }

    /// Who was paid: the text after a Merchant label, else the first row of words that is no
    /// amount, date or heading.
    static func merchant(_ rows: [BillRow]) -> String? {
        for row in rows {
            for label in merchantLabels {
                guard let offset = BillRow.offset(of: label, in: row.lowered) else { continue }
                let rest = cleanedName(String(row.text.dropFirst(offset + label.count)))
                if rest.count >= 2 { return rest }
            }
        }
        for row in rows where row.amounts.isEmpty && row.dates.isEmpty {
            guard !headingWords.contains(where: { row.lowered.contains($0) }),
                totalRank(row.lowered) == 0, row.letterCount >= 3
            else { continue }
            let name = cleanedName(row.text)
            if name.count >= 2 { return name }
        }
        return nil
    }

    // MARK: A page of subscriptions

    static func listing(_ rows: [BillRow], defaultCurrency: CurrencyCode) -> [BillImage.Listed] {
        // The first row that marks the list: what is above it is the page's title bar.
        let start =
            rows.firstIndex { row in listingMarkers.contains { row.lowered.contains($0) } } ?? 0
        var entries: [(name: String, first: Int, amountRow: Int)] = []
        var lastUsed = start
        for index in rows.indices where index > start || (index == start && start == 0) {
            let row = rows[index]
            guard let amount = row.amounts.first else { continue }
            // The name: the words before the price on its row, else the nearest row above
            // with words, below the previous entry.
            let before = cleanedName(
                periodStripped(String(row.text.prefix(amount.offset))))
            if before.filter(\.isLetter).count >= 2, !isLabel(before) {
                entries.append((before, index, index))
                lastUsed = index
                continue
            }
            var nameRow: Int?
            var candidate = index - 1
            while candidate > lastUsed, nameRow == nil {
                let above = rows[candidate]
                if above.amounts.isEmpty, above.dates.isEmpty, above.letterCount >= 2,
                    !isLabel(above.lowered)
                {
                    nameRow = candidate
                }
                candidate -= 1
            }
            guard let nameRow else { continue }
            entries.append((cleanedName(rows[nameRow].text), nameRow, index))
            lastUsed = index
        }
        var listed: [BillImage.Listed] = []
        for (number, entry) in entries.enumerated() {
            let end = number + 1 < entries.count ? entries[number + 1].first : rows.count
            let block = rows[entry.first..<end]
            let row = rows[entry.amountRow]
            guard let price = row.amounts.first else { continue }
            let period = blockPeriod(block)
            let renewal = block.filter { row in renewWords.contains { row.lowered.contains($0) } }
                .flatMap(\.dates)
            let dates = renewal.isEmpty ? block.flatMap(\.dates) : renewal
            let next = dates.first.map { first in
                ReadValue(
                    first.date, sure: first.confidence >= sureConfidence,
                    alternatives: unique(dates.map(\.date)).filter { $0 != first.date })
            }
            listed.append(
                BillImage.Listed(
                    name: entry.name,
                    amount: ReadValue(price.minor, sure: price.confidence >= sureConfidence),
                    currency: price.currency ?? majorityCurrency(rows.flatMap(\.amounts)),
                    period: period.map { ReadValue($0, sure: true) }
                        ?? ReadValue(.monthly, sure: false),
                    next: next))
        }
        return listed
    }

    static func blockPeriod(_ block: ArraySlice<BillRow>) -> Period? {
        for row in block {
            for (words, period) in periodWords
            where words.contains(where: { row.lowered.contains($0) }) {
                return period
            }
        }
        return nil
    }

    static func periodStripped(_ text: String) -> String {
        var result = text
        for (words, _) in periodWords {
            for word in words where word.count >= 2 {
                result = result.replacingOccurrences(of: word, with: " ", caseInsensitive: true)
            }
        }
        return result
    }

    static func isLabel(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return renewWords.contains { lowered.contains($0) }
            || listingMarkers.contains { lowered.contains($0) }
            || headingWords.contains { lowered.contains($0) }
    }

    // MARK: Shared rules

    /// 2: the row says Total (not Subtotal); 1: it says Amount or Price; 0: nothing;
    /// -1: it is a tax, a discount, a subtotal or change given.
    static func totalRank(_ lowered: String) -> Int {
        if subtotalWords.contains(where: { lowered.contains($0) }) { return -1 }
        if totalWords.contains(where: { lowered.contains($0) }) { return 2 }
        let tokens = Set(lowered.split { !$0.isLetter }.map(String.init))
        if excludedWords.contains(where: {
            tokens.contains($0) || ($0.first?.isASCII == false && lowered.contains($0))
        }) {
            return -1
        }
        if amountWords.contains(where: { lowered.contains($0) }) { return 1 }
        return 0
    }

    static func majorityCurrency(_ amounts: [BillRow.Amount]) -> CurrencyCode? {
        var counts: [CurrencyCode: Int] = [:]
        for amount in amounts { if let code = amount.currency { counts[code, default: 0] += 1 } }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }

    static func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }

    /// A name as the page prints it, without the punctuation and separators around it.
    static func cleanedName(_ text: String) -> String {
        let edges: Set<Character> = [
            ":", "：", "-", "—", "|", "·", "•", ".", ",", "，", "»", ">", "<", "*", "_", "“", "”",
            "\"", "'",
        ]
        var name = Substring(text.trimmingSpaces())
        while let first = name.first, edges.contains(first) || first.isWhitespace {
            name = name.dropFirst()
        }
        while let last = name.last, edges.contains(last) || last.isWhitespace {
            name = name.dropLast()
        }
        return String(name)
    }

    // MARK: The bills' words (lower case)

    static let listingMarkers = [
        "自动续费", "自动扣款", "免密支付", "续费管理", "subscriptions", "suscripciones",
    ]
    static let renewWords = [
        "下次扣款", "下次续费", "扣款日期", "续费日期", "下次", "renews", "renueva", "renewal",
        "next billing", "next payment", "next charge", "próximo cobro", "próximo pago",
        "proximo cobro", "proximo pago", "siguiente cobro",
    ]
    static let totalWords = [
        "total", "amount paid", "amount due", "合计", "总计", "实付", "支付金额", "付款金额", "应付",
    ]
    static let subtotalWords = ["subtotal", "sub-total", "sub total", "小计"]
    static let excludedWords = [
        "iva", "vat", "tax", "impuesto", "impuestos", "descuento", "discount", "cambio", "change",
        "efectivo", "cash", "base", "税额", "优惠", "找零", "折扣",
    ]
    static let amountWords = [
        "importe", "amount", "precio", "price", "cargo", "charged", "金额", "价格",
    ]
    static let dateWords = [
        "fecha", "date", "日期", "时间", "paid on", "pagado el", "issued", "emitida", "emisión",
    ]
    static let merchantLabels = [
        "商户名称", "收款方", "商品说明", "商户", "merchant:", "comercio:", "vendido por", "sold by",
    ]
    static let headingWords = [
        "receipt", "recibo", "factura", "invoice", "ticket", "收据", "发票", "支付成功", "付款成功",
        "payment successful", "pago realizado", "gracias", "thank", "订单", "order", "pedido",
        "交易成功", "账单详情", "details", "detalles", "感谢", "谢谢",
    ]
    static let periodWords: [([String], Period)] = [
        (
            [
                "/month", "/mo", "per month", "a month", "monthly", "/mes", "al mes", "mensual",
                "por mes", "连续包月", "每月", "/月", "包月", "月付", "月度", "按月",
            ], .monthly
        ),
        (
            [
                "/year", "/yr", "per year", "a year", "yearly", "annual", "/año", "al año", "anual",
                "por año", "/ano", "/aho", "连续包年", "每年", "/年", "包年", "年付", "年度", "按年",
            ], .annual
        ),
        (["/quarter", "quarterly", "trimestral", "连续包季", "包季", "每季", "季度", "按季"], .quarterly),
        (["/week", "weekly", "per week", "/semana", "semanal", "包周", "每周"], .weekly),
    ]
}

extension String {
    /// The text with every occurrence of `word` (in any case) replaced.
    fileprivate func replacingOccurrences(
        of word: String, with replacement: String, caseInsensitive: Bool
    )
        -> String
    {
        var characters = Array(self)
        let lowered = Array(self.lowercased())
        guard lowered.count == characters.count else { return self }
        let needle = Array(word.lowercased())
        var index = 0
        var result: [Character] = []
        while index < characters.count {
            if index + needle.count <= lowered.count,
                Array(lowered[index..<index + needle.count]) == needle
            {
                result += Array(replacement)
                index += needle.count
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        characters = result
        return String(characters)
    }
}
