/// The European Central Bank's reference-rate files in the forms it publishes them, written
/// once for the domain's reader tests and the end-to-end `rates` tests.
public enum ECBFixtures {
    /// The day's `eurofxref.csv` for `day` (`28 November 2026`): a comma and a space between
    /// cells, a separator ending each line, thirty currencies.
    public static func dailyCSV(on day: String) -> String {
        "Date, USD, JPY, BGN, CZK, DKK, GBP, HUF, PLN, RON, SEK, CHF, ISK, NOK, TRY, AUD, BRL, "
            + "CAD, CNY, HKD, IDR, ILS, INR, KRW, MXN, MYR, NZD, PHP, SGD, THB, ZAR, \n"
            + "\(day), 1.0812, 163.98, 1.9558, 25.123, 7.4582, 0.84120, 402.15, 4.2650, "
            + "4.9763, 11.1230, 0.9311, 148.90, 11.6975, 37.1234, 1.6543, 6.1234, 1.5123, "
            + "7.8123, 8.4123, 17524.05, 3.9876, 91.2345, 1498.76, 21.4567, 4.8765, 1.8123, "
            + "62.345, 1.4321, 37.654, 19.8765, \n"
    }

    /// `eurofxref-daily.xml` for the ISO day `day`, with `rates` (code, rate as printed).
    public static func dailyXML(on day: String, rates: [(code: String, rate: String)]) -> String {
        let cubes = rates.map { "\t\t\t<Cube currency='\($0.code)' rate='\($0.rate)'/>\n" }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" \
            xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
            \t<gesmes:subject>Reference rates</gesmes:subject>
            \t<gesmes:Sender>
            \t\t<gesmes:name>European Central Bank</gesmes:name>
            \t</gesmes:Sender>
            \t<Cube>
            \t\t<Cube time='\(day)'>

            """ + cubes.joined() + """
                \t\t</Cube>
                \t</Cube>
                </gesmes:Envelope>

                """
    }
}
