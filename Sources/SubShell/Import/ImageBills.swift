import SubDomain
import SubFormats
import SubLocalization

/// Why `import image` could not read an image: its words, and its `--json` code from the
/// case names (`image_too_large`).
enum ImageFailure: FamilyFailure {
    case imageNotAnImage(path: String)
    case imageTooLarge(path: String, width: Int, height: Int, limitPixels: Int)
    case imageDamaged(path: String)
    case imageLibraryMissing(package: String)
    case imageLanguageMissing(package: String)

    init(_ error: ImageError, path: String) {
        switch error {
        case .notAnImage: self = .imageNotAnImage(path: path)
        case .tooLarge(let width, let height, let limit):
            self = .imageTooLarge(path: path, width: width, height: height, limitPixels: limit)
        case .damaged: self = .imageDamaged(path: path)
        case .libraryMissing(let package): self = .imageLibraryMissing(package: package)
        case .languageMissing(let package): self = .imageLanguageMissing(package: package)
        }
    }

    func lines(_ localizer: Localizer) -> [String] {
        switch self {
        case .imageNotAnImage(let path):
            [localizer.text(.statementImageNotAnImage, ["path": .userText(path)])]
        case .imageTooLarge(let path, let width, let height, let limit):
            [
                localizer.text(
                    .statementImageTooLarge,
                    [
                        "path": .userText(path), "width": .text(String(width)),
                        "height": .text(String(height)), "limit": .count(limit / 1_000_000),
                    ])
            ]
        case .imageDamaged(let path):
            [localizer.text(.statementImageDamaged, ["path": .userText(path)])]
        case .imageLibraryMissing(let package):
            [localizer.text(.statementImageLibraryMissing, ["package": .text(package)])]
        case .imageLanguageMissing(let package):
            [localizer.text(.statementImageLanguageMissing, ["package": .text(package)])]
        }
    }
}

extension CommandRunner {
    /// `import image FILE…`: each image decoded, its QR codes and words read, and what it
    /// says put together as one statement: receipts are charges (a series across months is
    /// found as in a statement), a page's listed subscriptions are proposed as they are, and
    /// every field read unsure is a doubt the table asks about.
    func readImages(_ paths: [String]) throws(CommandFailure) -> StatementReading {
        try readBillImages(paths.map { .file($0) })
    }

    /// The pages of a PDF with no text layer, read as the images of bills they are.
    func readScannedPDF(_ bytes: [UInt8], path: String, password: String?)
        throws(CommandFailure) -> StatementReading
    {
        let pages: [GrayImage]
        do throws(StatementError) {
            pages = try PDFReadingChild.scannedPages(bytes, password: password)
        } catch {
            throw .statement(error, path: path)
        }
        return try readBillImages(pages.map { .page(path: path, image: $0) })
    }

    /// An image to read a bill from: a file, or a scanned PDF's page already drawn.
    enum BillImageInput {
        case file(String)
        case page(path: String, image: GrayImage)

        var path: String {
            switch self {
            case .file(let path), .page(let path, _): path
            }
        }
    }

    func readBillImages(_ inputs: [BillImageInput]) throws(CommandFailure) -> StatementReading {
        let paths = inputs.map(\.path)
        let profileCurrency = words.settings.defaultCurrency
        let order: StatementDateOrder =
            DateOrder(locale: words.settings.dateLocaleIdentifier) == .monthDayYear
            ? .monthFirst : .dayFirst
        let languages = Self.ocrLanguages(for: words.language)
        var charges: [StatementCharge] = []
        var stated: [RecurringSeries] = []
        var doubts: [ReadingDoubt] = []
        var unread: [String] = []
        var currencies: [CurrencyCode] = []
        var line = 0
        for input in inputs {
            let path = input.path
            let image: GrayImage
            switch input {
            case .file(let path):
                let bytes = try [UInt8](Self.importedFileData(path))
                do throws(ImageError) {
                    image = try ImageDecoder.decode(bytes)
                } catch {
                    throw .family(ImageFailure(error, path: path))
                }
            case .page(_, let drawn): image = drawn
            }
            let bill: BillImage
            do throws(ImageError) {
                bill = try BillImageReader.read(
                    image, languages: languages,
                    defaultCurrency: profileCurrency, preferredOrder: order)
            } catch {
                throw .family(ImageFailure(error, path: path))
            }
            switch bill {
            case .receipt(let receipt):
                guard let amount = receipt.amount, let date = receipt.date,
                    let merchant = receipt.merchant
                else {
                    unread.append(path)
                    continue
                }
                line += 1
                charges.append(
                    StatementCharge(
                        line: line, date: date.value, description: merchant,
                        amountMinor: amount.value))
                if let currency = receipt.currency { currencies.append(currency) }
                if !amount.sure {
                    doubts.append(
                        ReadingDoubt(
                            line: line, file: path, field: .amount,
                            otherAmounts: amount.alternatives))
                }
                if !date.sure {
                    doubts.append(
                        ReadingDoubt(
                            line: line, file: path, field: .date, otherDates: date.alternatives))
                }
            case .listing(let listed):
                var any = false
                for entry in listed {
                    guard let next = entry.next else { continue }
                    any = true
                    line += 1
                    let charge = StatementCharge(
                        line: line, date: next.value, description: entry.name,
                        amountMinor: entry.amount.value)
                    let date = next.value
                    let anchor =
                        date.day == CivilDate.daysIn(month: date.month, year: date.year)
                        ? 31 : date.day
                    stated.append(
                        RecurringSeries(
                            merchant: MerchantName(description: entry.name),
                            period: entry.period.value, charges: [charge], anchorDay: anchor,
                            confidence: .high, stated: true))
                    if let currency = entry.currency { currencies.append(currency) }
                    if !entry.amount.sure {
                        doubts.append(ReadingDoubt(line: line, file: path, field: .amount))
                    }
                    if !next.sure {
                        doubts.append(
                            ReadingDoubt(
                                line: line, file: path, field: .date, otherDates: next.alternatives)
                        )
                    }
                    if !entry.period.sure {
                        doubts.append(ReadingDoubt(line: line, file: path, field: .period))
                    }
                }
                if !any { unread.append(path) }
            case .nothing:
                unread.append(path)
            }
        }
        var distinct: [CurrencyCode] = []
        for currency in currencies where !distinct.contains(currency) { distinct.append(currency) }
        if distinct.count > 1 {
            throw .statement(
                .mixedCurrencies(first: distinct[0].code, second: distinct[1].code),
                path: paths.first ?? "")
        }
        do throws(StatementError) {
            return try StatementReading(
                format: .image, currency: distinct.first ?? profileCurrency,
                currencyFromFile: !distinct.isEmpty, charges: charges, stated: stated,
                doubts: doubts, unread: unread)
        } catch {
            throw .statement(error, path: paths.first ?? "")
        }
    }

    /// The OCR's languages for a profile: its own and English; a Chinese
    /// profile reads alone (its model reads digits and Latin letters; English beside it read
    /// 年月日 as digits).
    static func ocrLanguages(for language: String) -> [OCRLanguage] {
        if language.hasPrefix("zh") { return [.chinese] }
        if language.hasPrefix("es") { return [.spanish, .english] }
        return [.english]
    }

}
