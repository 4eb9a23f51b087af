import Foundation
import SubDomain
import SubFormats

/// A five-year statement of 20,000 rows, generated here, read and analysed in
/// process (`StatementReader` then `RecurringSeriesFinder`), against the absolute target.
enum StatementBenchmark {
    /// 20,000 rows from 2021-01-01: eight monthly plans (one with a price rise), a weekly
    /// one, a yearly one, and everyday shopping at 30 merchants with card numbers, dates and
    /// references in the descriptions, in a Spanish layout (`;`, `1.234,56`, day first).
    static func statement(rows: Int = 20_000) -> String {
        var lines = ["Banco;Benchmark", "Cuenta;ES00 0000", "", "Fecha;Concepto;Importe;Saldo"]
        lines.reserveCapacity(rows + 4)
        let start = CivilDate(iso: "2021-01-01")!
        var state: UInt64 = 0x5EED_5747
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        func line(_ date: CivilDate, _ description: String, _ minor: Int64) -> String {
            let day = date.day < 10 ? "0\(date.day)" : "\(date.day)"
            let month = date.month < 10 ? "0\(date.month)" : "\(date.month)"
            let cents = minor % 100 < 10 ? "0\(minor % 100)" : "\(minor % 100)"
            return "\(day)/\(month)/\(date.year);\(description);-\(minor / 100),\(cents);1.000,00"
        }
        var plans: [(CivilDate, String, Int64)] = []
        let monthly = [
            "NETFLIX.COM", "SPOTIFY AB", "DISNEY PLUS", "HBO MAX", "APPLE.COM/BILL",
            "GOOGLE STORAGE",
            "MOVISTAR", "GIMNASIO",
        ]
        for month in 0..<60 {
            for (index, name) in monthly.enumerated() {
                let amount: Int64 = 999 + Int64(index) * 100 + (index == 0 && month > 30 ? 200 : 0)
                plans.append(
                    (
                        start.addingMonths(month, anchorDay: 3 + index),
                        "COMPRA TARJ. 5489XXXXXXXX1234 \(name)", amount
                    ))
            }
        }
        for week in 0..<261 { plans.append((start.addingDays(7 * week), "CLASE YOGA", 1200)) }
        for year in 0..<5 {
            plans.append((start.addingMonths(12 * year, anchorDay: 15), "AMAZON PRIME", 4990))
        }
        var shopping: [(CivilDate, String, Int64)] = []
        while plans.count + shopping.count < rows {
            let day = start.addingDays(Int(next() % 1826))
            let shop =
                "COMPRA TARJ. 5489XXXXXXXX\(1000 + next() % 9000) TIENDA \(next() % 30) MADRID REF \(next())"
            shopping.append((day, shop, Int64(100 + next() % 20_000)))
        }
        for (date, description, minor) in (plans + shopping).sorted(by: { $0.0 < $1.0 }) {
            lines.append(line(date, description, minor))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func run() -> [String] {
        let text = statement()
        var found: [RecurringSeries] = []
        var charges = 0
        var reading: StatementReading?
        let context = StatementContext(defaultCurrency: try! CurrencyCode("EUR"), words: .catalogs)
        let reads = Stopwatch.measure(runs: 5) {
            reading = try? StatementFile.read(text, encoding: .utf8, context: context)
        }
        let finds = Stopwatch.measure(runs: 5) {
            guard let reading else { return }
            charges = reading.charges.count
            found = RecurringSeriesFinder.find(in: reading.charges, statementEnd: reading.lastDate)
        }
        let times = zip(reads, finds).map { $0 + $1 }
        return [
            "statement import: \(charges) rows over 5 years read and analysed in process, "
                + "\(found.count) series found (\(found.map(\.merchant.label).joined(separator: ", ")))",
            "  median \(Stopwatch.milliseconds(Stopwatch.median(times)))  (target ≤ 1 s)  "
                + "reading \(Stopwatch.milliseconds(Stopwatch.median(reads))), "
                + "finding \(Stopwatch.milliseconds(Stopwatch.median(finds)))",
        ]
    }
}
