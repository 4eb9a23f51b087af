import SubDomain

/// What an invoice's QR code states: exact, so it outranks whatever the OCR read of the same
/// bill. Two codes are known:
///
/// - Spain's VERI*FACTU code (Real Decreto 1007/2023): the Agencia Tributaria's check URL,
///   `https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=…&numserie=…&
///   fecha=DD-MM-YYYY&importe=12.34` (`ValidarQRNoVerifactu` for the other invoicing
///   systems): the issuer's NIF, the series and number, the day of issue and the total with
///   VAT, in euros.
/// - China's e-invoice (增值税电子发票, 数电票) code: comma-separated fields, `01,<type>,<code>,
///   <number>,<amount>,<YYYYMMDD>,<check code>,…`: the amount is the invoice's 合计金额, in
///   yuan; a 数电票 has no code (the third field empty) and a 20-digit number.
public struct InvoiceCode: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case verifactu
        case chinaEInvoice
    }

    public let kind: Kind
    /// The issuer's tax id (Spain's NIF); `nil` where the code does not carry it.
    public let issuerTaxID: String?
    /// The invoice's number (with its series, or its 发票代码 before it).
    public let number: String
    public let date: CivilDate
    /// The total, in minor units of `currency`.
    public let amountMinor: Int64
    public let currency: CurrencyCode

    public init(
        kind: Kind, issuerTaxID: String?, number: String, date: CivilDate, amountMinor: Int64,
        currency: CurrencyCode
    ) {
        self.kind = kind
        self.issuerTaxID = issuerTaxID
        self.number = number
        self.date = date
        self.amountMinor = amountMinor
        self.currency = currency
    }

    /// The code `text` is, or `nil` when it is neither kind (any other QR code, or one whose
    /// fields do not read: a code is exact or it is nothing).
    public static func parse(_ text: String) -> InvoiceCode? {
        let trimmed = text.trimmingSpaces()
        if let spanish = verifactu(trimmed) { return spanish }
        return chinese(trimmed)
    }

    static func verifactu(_ text: String) -> InvoiceCode? {
        let lower = text.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://"),
            lower.contains("agenciatributaria.gob.es"), lower.contains("/validarqr"),
            let query = text.split(separator: "?", maxSplits: 1).dropFirst().first
        else { return nil }
        var fields: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            fields[String(parts[0]).lowercased()] = percentDecoded(String(parts[1]))
        }
        guard let nif = fields["nif"], !nif.isEmpty, let number = fields["numserie"],
            !number.isEmpty, let dateText = fields["fecha"], let total = fields["importe"]
        else { return nil }
        let dateParts = dateText.split(separator: "-").map { Int($0) }
        guard dateParts.count == 3, let day = dateParts[0], let month = dateParts[1],
            let year = dateParts[2], let date = try? CivilDate(year: year, month: month, day: day),
            let euro = try? CurrencyCode("EUR"), let amount = pointAmount(total, in: euro)
        else { return nil }
        return InvoiceCode(
            kind: .verifactu, issuerTaxID: nif, number: number, date: date, amountMinor: amount,
            currency: euro)
    }

    static func chinese(_ text: String) -> InvoiceCode? {
        let fields = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 6, fields[0] == "01", fields[1].count == 2,
            fields[1].allSatisfy(\.isASCIIDigit)
        else { return nil }
        let code = fields[2]
        let number = fields[3]
        guard code.allSatisfy(\.isASCIIDigit), !number.isEmpty, number.allSatisfy(\.isASCIIDigit),
            let yuan = try? CurrencyCode("CNY"), let amount = pointAmount(fields[4], in: yuan)
        else { return nil }
        let day = fields[5]
        guard day.count == 8, day.allSatisfy(\.isASCIIDigit),
            let date = try? CivilDate(
                year: Int(day.prefix(4))!, month: Int(day.dropFirst(4).prefix(2))!,
                day: Int(day.suffix(2))!)
        else { return nil }
        return InvoiceCode(
            kind: .chinaEInvoice, issuerTaxID: nil,
            number: code.isEmpty ? number : code + "-" + number, date: date, amountMinor: amount,
            currency: yuan)
    }

    /// `12.34`, `12.3`, `12` (a point for decimals, as both codes write), in minor units.
    static func pointAmount(_ text: String, in currency: CurrencyCode) -> Int64? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty,
            whole.count <= 12, whole.allSatisfy(\.isASCIIDigit), let units = Int64(whole)
        else { return nil }
        var fraction = parts.count == 2 ? String(parts[1]) : ""
        guard fraction.count <= currency.minorDigits, fraction.allSatisfy(\.isASCIIDigit) else {
            return nil
        }
        while fraction.count < currency.minorDigits { fraction += "0" }
        let minor = fraction.isEmpty ? 0 : Int64(fraction) ?? 0
        let total = units * currency.minorUnitsPerMajor + minor
        return total > 0 ? total : nil
    }

    static func percentDecoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
