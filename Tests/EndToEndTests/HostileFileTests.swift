import Foundation
import TestSupport
import Testing

/// Files shaped to take the machine, through the real binary: each is refused naming the
/// limit it passes, in the user's language, with nothing imported, and the child's peak
/// memory stays far below what the shape once took. Sizes prove the point in a few seconds;
/// `scripts/hostile-files.py --measure` runs the 100 MB sizes against a release build.
@Suite("Hostile files")
struct HostileFileTests {
    /// Far below what each shape took before its limit (1.5 GB, 1.36 GB, hours), and above
    /// what a debug build takes to read a few megabytes and refuse them.
    static let memoryBound = 300 * 1_024 * 1_024

    /// `import KIND PATH` measured, with the sandbox's environment and profile.
    private func importing(_ kind: String, _ path: String, in box: Sandbox) throws
        -> MeasuredResult
    {
        let result = try MeasuredRun.run(
            arguments: ["--profile", "tester", "--as-of", box.asOf, "import", kind, path],
            environment: box.environment)
        #expect(result.peakMemory < Self.memoryBound, "peak \(result.peakMemory / 1_048_576) MB")
        #expect(try box.items().isEmpty)
        return result
    }

    private static func wallosRows(_ path: String, _ language: Language) -> String {
        language.pick(
            "error: \(path) tiene más de 10.000 suscripciones, categorías u otras filas de un mismo tipo, más de las que lleva ningún hogar; no se ha cambiado nada.\n",
            "error: \(path) lists more than 10,000 subscriptions, categories or other rows of one kind, more than any household keeps; nothing was changed.\n"
        )
    }

    private func write(_ text: String, to name: String, in box: Sandbox) throws -> String {
        let path = box.file(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("a CSV line of a million columns", arguments: Language.allCases)
    func millionColumns(_ language: Language) throws {
        let box = try Sandbox(language)
        let path = try write(
            "Date,Description,Amount\n" + String(repeating: ",", count: 1_000_000) + "\n",
            to: "columns.csv", in: box)
        let result = try importing("statement", path, in: box)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == language.pick(
                    "error: \(path), línea 2: más de 1000 columnas, más de las que tiene ningún extracto. No se ha importado nada.\n",
                    "error: \(path), line 2: more than 1,000 columns, more than any statement has. Nothing was imported.\n"
                ))
    }

    /// Each quote closes at the next line's, so two lines make a record: 450,000 lines are
    /// 225,000 records, past the row limit, read once rather than once per quote.
    @Test("a CSV whose every line opens a quote", arguments: Language.allCases)
    func unclosedQuotes(_ language: Language) throws {
        let box = try Sandbox(language)
        let path = try write(
            "Date,Description,Amount\n"
                + String(repeating: "2026-01-05,\"NETFLIX.COM,-12.99\n", count: 450_000),
            to: "quotes.csv", in: box)
        let result = try importing("statement", path, in: box)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == language.pick(
                    "error: \(path) tiene más de 200.000 filas, más de las que tiene ningún extracto. No se ha importado nada.\n",
                    "error: \(path) has more than 200,000 rows, more than any statement holds. Nothing was imported.\n"
                ))
    }

    @Test("a 31 KB workbook with a cell at column XFD in 6,000 rows", arguments: Language.allCases)
    func workbookAtXFD(_ language: Language) throws {
        let box = try Sandbox(language)
        let rows = (1...6_000).map {
            #"<row r="\#($0)"><c r="XFD\#($0)" t="inlineStr"><is><t>x</t></is></c></row>"#
        }
        let bytes = try TestWorkbook(
            sheets: [.init(name: "Hoja1", xml: TestWorkbook.worksheet(rows.joined()))]
        ).bytes()
        let path = box.file("xfd.xlsx").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = try importing("statement", path, in: box)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == language.pick(
                    "error: \(path), línea 1: más de 1000 columnas, más de las que tiene ningún extracto. No se ha importado nada.\n",
                    "error: \(path), line 1: more than 1,000 columns, more than any statement has. Nothing was imported.\n"
                ))
    }

    @Test("half a million OFX tags never closed", arguments: Language.allCases)
    func unclosedOFXTags(_ language: Language) throws {
        let box = try Sandbox(language)
        let path = try write(
            "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n"
                + String(repeating: "<STMTTRN>\n", count: 500_000),
            to: "unclosed.ofx", in: box)
        let result = try importing("statement", path, in: box)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == language.pick(
                    "error: \(path), línea 261: elementos anidados en más de 256 niveles, más hondo que en ningún extracto. No se ha importado nada.\n",
                    "error: \(path), line 261: elements nested more than 256 levels deep, deeper than any statement. Nothing was imported.\n"
                ))
    }

    @Test("an MT940 field of 20 MB", arguments: Language.allCases)
    func endlessMT940Field(_ language: Language) throws {
        let box = try Sandbox(language)
        let path = try write(
            ":20:STARTUMS\n:25:10020030/1234567890\n:28C:1/1\n:60F:C260101EUR1000,00\n"
                + ":61:2601050105D12,99NDDTNONREF\n:86:"
                + String(repeating: "NETFLIX ", count: 2_500_000) + "\n-\n",
            to: "field.sta", in: box)
        let result = try importing("statement", path, in: box)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == language.pick(
                    "error: \(path), línea 6: una celda de más de 64 KiB, más de lo que escribe ningún extracto. No se ha importado nada.\n",
                    "error: \(path), line 6: a cell longer than 64 KiB, more than any statement writes. Nothing was imported.\n"
                ))
    }

    @Test("a Wallos database whose lookup lists repeat one id", arguments: Language.allCases)
    func wallosDuplicateIDs(_ language: Language) throws {
        let box = try Sandbox(language)
        let path = box.file("wallos.db").path
        let made = try box.sqlite(
            path, WallosFixture.repeatedIDs(subscriptions: 10_001, copies: 2_000))
        #expect(made.status == 0, "\(made.stderr)")
        let result = try importing("wallos", path, in: box)
        #expect(result.status == 1)
        #expect(result.stderr == Self.wallosRows(path, language))
    }

    @Test("a Wallos API file of 300,000 rows", arguments: Language.allCases)
    func wallosAPIRows(_ language: Language) throws {
        let box = try Sandbox(language)
        let row =
            #"{"id":1,"name":"Service","price":9.99,"currency_id":1,"cycle":3,"frequency":1,"#
            + #""next_payment":"2026-12-05","category_name":"Video","notes":"","inactive":0}"#
        let path = try write(
            #"{"success":true,"subscriptions":["#
                + Array(repeating: row, count: 300_000).joined(separator: ",") + "]}",
            to: "api.json", in: box)
        let result = try importing("wallos", path, in: box)
        #expect(result.status == 1)
        #expect(result.stderr == Self.wallosRows(path, language))
    }
}
