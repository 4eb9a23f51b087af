import SubDomain
import SubFormats
import TestSupport
import Testing

/// Fixtures written here in the forms the ECB publishes: the day's CSV (cells separated by a
/// comma and a space, each line ending in a separator), the history CSV (newest first, `N/A`
/// where a currency had no rate, retired currencies among the columns) and the day's XML.
@Suite struct ECBRateFileTests {
    /// The day of the daily files.
    static let day = try! CivilDate(year: 2026, month: 11, day: 28)

    static let dailyCSV = ECBFixtures.dailyCSV(on: "28 November 2026")

    static let historyCSV =
        "Date,USD,JPY,BGN,CYP,CZK,DKK,EEK,GBP,HUF,LTL,LVL,MTL,PLN,ROL,RON,SEK,SIT,SKK,CHF,ISK,"
        + "NOK,HRK,RUB,TRL,TRY,\n"
        + "2026-11-27,1.0812,163.98,1.9558,N/A,25.123,7.4582,N/A,0.8412,402.15,N/A,N/A,N/A,"
        + "4.265,N/A,4.9763,11.123,N/A,N/A,0.9311,148.9,11.6975,N/A,N/A,N/A,37.1234,\n"
        + "2026-11-26,1.0799,163.5,1.9558,N/A,25.1,7.4581,N/A,0.8405,401.9,N/A,N/A,N/A,"
        + "4.26,N/A,4.976,11.12,N/A,N/A,N/A,148.5,11.69,N/A,N/A,N/A,37.1,\n"
        + "2022-03-01,1.1139,128.47,1.9558,N/A,25.2,7.4397,N/A,0.8353,370.4,N/A,N/A,N/A,"
        + "4.76,N/A,4.9494,10.6,N/A,N/A,1.0217,144.1,9.8,7.54,117.3,N/A,15.5,\n"
        + "2007-12-31,1.4721,164.93,1.9558,0.5842,26.628,7.4583,15.6466,0.7334,253.73,3.4528,"
        + "0.6964,0.4293,3.5935,N/A,3.6077,9.4415,N/A,33.583,1.6547,91.2,7.958,7.3308,"
        + "35.986,N/A,1.7170,\n"

    static let dailyXML = ECBFixtures.dailyXML(
        on: "2026-11-28",
        rates: [("USD", "1.0812"), ("JPY", "163.98"), ("GBP", "0.84120"), ("CHF", "0.9311")])

    func rates(_ reading: ECBRateFile.Reading) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: reading.rates.map { ($0.currency.code, $0.value.plainText) })
    }

    @Test func theDaysCSV() throws {
        let reading = try ECBRateFile.read(Self.dailyCSV)
        #expect(reading.rates.count == 30)
        #expect(rates(reading)["USD"] == "1.0812")
        #expect(rates(reading)["GBP"] == "0.84120")
        #expect(rates(reading)["IDR"] == "17524.05")
        #expect(reading.rates.allSatisfy { $0.date == Self.day && $0.source == .ecb })
        #expect(reading.skippedCodes.isEmpty)
    }

    @Test func theHistoryTakesEachCurrencysLatestDayWithARate() throws {
        let reading = try ECBRateFile.read(Self.historyCSV)
        let byCode = Dictionary(uniqueKeysWithValues: reading.rates.map { ($0.currency.code, $0) })
        #expect(byCode["USD"]?.value.plainText == "1.0812")
        #expect(byCode["USD"]?.date == CivilDate(iso: "2026-11-27"))
        // CHF is N/A on the newest day: the day before is its latest.
        #expect(byCode["CHF"]?.value.plainText == "0.9311")
        // RUB stopped in March 2022: its last rate, with its own (old) day.
        #expect(byCode["RUB"]?.date == CivilDate(iso: "2022-03-01"))
        #expect(byCode["RUB"]?.value.plainText == "117.3")
        // Retired currencies (and the lira before 2005) are no current ISO 4217 codes.
        #expect(
            reading.skippedCodes == [
                "CYP", "EEK", "HRK", "LTL", "LVL", "MTL", "ROL", "SIT",
                "SKK", "TRL",
            ])
        #expect(byCode["EUR"] == nil)
    }

    @Test func theDaysXML() throws {
        let reading = try ECBRateFile.read(Self.dailyXML)
        #expect(
            rates(reading) == ["USD": "1.0812", "JPY": "163.98", "GBP": "0.84120", "CHF": "0.9311"])
        #expect(reading.rates.allSatisfy { $0.date == Self.day })
    }

    @Test func windowsLineEndsAndAByteOrderMarkChangeNothing() throws {
        let text = "\u{FEFF}" + Self.dailyCSV.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try ECBRateFile.read(text) == ECBRateFile.read(Self.dailyCSV))
    }

    @Test func aBrokenFileIsRefusedAtItsLine() {
        func reason(_ text: String) -> RateFileError? {
            do {
                _ = try ECBRateFile.read(text)
                return nil
            } catch {
                return error
            }
        }
        #expect(
            reason("Date, USD, GBP, \n28 November 2026, 1.08x, 0.84, \n")
                == RateFileError(line: 2, reason: .badRate(currency: "USD", text: "1.08x")))
        #expect(
            reason("Date,USD,GBP,\n2026-11-27,1.08,0.84,\n2026-11-26,1.08,\n")
                == RateFileError(line: 3, reason: .cellCount(expected: 3, found: 2)))
        #expect(
            reason("Date,USD,\n2026-11-27,1.08,\n2026-13-01,1.07,\n")
                == RateFileError(line: 3, reason: .badDate("2026-13-01")))
        #expect(
            reason("Date,USD,\n2026-11-27,0,\n")
                == RateFileError(line: 2, reason: .badRate(currency: "USD", text: "0")))
        #expect(
            reason("Date,USD,Dollar,\n")
                == RateFileError(line: 1, reason: .badHeader(cell: "Dollar")))
        #expect(
            reason("Name,Amount\nNetflix,12.99\n") == RateFileError(line: 1, reason: .notRateFile))
        #expect(reason("Date,USD,\n2026-11-27,N/A,\n") == RateFileError(line: 2, reason: .noRates))
        #expect(reason("") == RateFileError(line: 1, reason: .notRateFile))
        #expect(
            reason("<gesmes:Envelope>\n<Cube>\n<Cube time='2026-11-28'>\n</Cube>\n")?.reason
                == .malformedXML)
        #expect(
            reason("<Envelope>\n<Cube>\n<Cube currency='USD' rate='1.08'/>\n</Cube>\n</Envelope>")
                == RateFileError(line: 3, reason: .rateWithoutDay))
        #expect(
            reason("<html><body>rates</body></html>")
                == RateFileError(line: 1, reason: .notRateFile))
    }
}
