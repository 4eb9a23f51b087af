/// The kinds of file a bank or a wallet hands out, each with its own reader. Found from the
/// content, never from the file's name.
public enum StatementFormat: String, Hashable, Sendable, CaseIterable {
    /// Any bank's CSV (or tab-separated) export with a header row.
    case csv
    /// AEB cuaderno 43: fixed 80-column records 11/22/23/33/88, what every Spanish bank gives.
    case norma43
    /// Open Financial Exchange, SGML 1.x or XML 2.x (also Quicken's QFX).
    case ofx
    /// Quicken Interchange Format (`!Type:Bank`, `!Type:CCard`).
    case qif
    /// ISO 20022 bank-to-customer statement (`camt.053`).
    case camt053
    /// SWIFT MT940 customer statement (`:20:`, `:60F:`, `:61:`, `:86:`).
    case mt940
    /// 支付宝账单: Alipay's CSV bill, with its header block, 收/支 and 交易状态.
    case alipay
    /// 微信支付账单明细: WeChat Pay's bill (CSV or XLSX), with its header block and 当前状态.
    case wechat
    /// An Excel workbook (Office Open XML) downloaded from a bank's site.
    case xlsx
    /// A bank's statement as a PDF, read from its text layer.
    case pdf
    /// Screenshots, photos and scans of bills (PNG, JPEG, WebP), read by OCR and their
    /// invoice QR codes.
    case image
    /// Receipts in the mail (Maildir, mbox, `.eml`), one charge each (`MailImport`).
    case mail
}
