import Foundation
import Testing

/// The `--json` shapes the issue specifies, parsed and checked field by field.
@Suite("JSON reports")
struct JSONReportTests {
    func fixture(_ language: Language) throws -> Sandbox {
        let box = try Sandbox(language)
        try box.quiet("add", "Cine", "12", "EUR")
        try box.quiet(
            "add", "Libros", "60", "EUR", language.pick("anual", "annual"), "--next", "2026-12-10")
        try box.quiet("add", "Nube", "3", "USD", "--next", "2026-12-01")
        _ = try box.run("add", "Prueba", "40", "EUR", "--trial-ends", "2026-12-02")
        try box.quiet("add", "Viejo", "5", "EUR")
        try box.quiet("archive", "Viejo")
        return box
    }

    @Test("total, list, risks and upcoming", arguments: Language.allCases)
    func shapes(_ language: Language) throws {
        let box = try fixture(language)

        let total = try jsonObject(box.run("--json", "total").stdout)
        let totals = try #require(total["totals"] as? [[String: Any]])
        #expect(totals.map { $0["currency"] as? String } == ["EUR", "USD"])
        // 12 + 60/12 + 40 = 57 € a month; archived Viejo does not count.
        #expect(totals.map { $0["monthly_minor"] as? Int } == [5700, 300])
        #expect(total["active_count"] as? Int == 4)
        #expect(total["archived_count"] as? Int == 1)

        let items = try box.items()
        #expect(
            items.map { $0["name"] as? String } == ["Cine", "Libros", "Nube", "Prueba", "Viejo"])
        for item in items {
            for key in [
                "id", "name", "amount_minor", "currency", "period", "monthly_minor", "parent_id",
                "status", "next_charge",
            ] {
                #expect(item[key] != nil, "missing \(key)")
            }
            #expect(item["parent_id"] is NSNull)
        }
        let libros = items[1]
        #expect(libros["amount_minor"] as? Int == 6000)
        #expect(libros["currency"] as? String == "EUR")
        #expect(libros["period"] as? String == "annual")
        #expect(libros["monthly_minor"] as? Int == 500)
        #expect(libros["status"] as? String == "active")
        #expect(libros["next_charge"] as? String == "2026-12-10")
        #expect(items[4]["status"] as? String == "archived")
        #expect(items[3]["trial_ends"] as? String == "2026-12-02")

        let risks = try #require(
            try jsonObject(box.run("--json", "risks").stdout)["risks"] as? [[String: Any]])
        let prueba = try #require(risks.first)
        #expect(prueba["name"] as? String == "Prueba")
        #expect(prueba["level"] as? String == "high")
        #expect((prueba["reasons"] as? [String])?.isEmpty == false)
        for risk in risks { #expect(["high", "medium"].contains(risk["level"] as? String)) }

        let upcoming = try jsonObject(box.run("upcoming", "--json").stdout)
        let charges = try #require(upcoming["charges"] as? [[String: Any]])
        // 30 days means today through today + 30: Cine on the 30th day is in.
        #expect(charges.map { $0["name"] as? String } == ["Nube", "Prueba", "Libros", "Cine"])
        #expect(
            charges.map { $0["date"] as? String } == [
                "2026-12-01", "2026-12-02", "2026-12-10", "2026-12-29",
            ])
        #expect(charges.map { $0["amount_minor"] as? Int } == [300, 4000, 6000, 1200])
        #expect(charges.map { $0["currency"] as? String } == ["USD", "EUR", "EUR", "EUR"])
    }

    @Test("--as-of moves what upcoming returns")
    func asOfMovesUpcoming() throws {
        let box = try fixture(.en)
        func upcoming(_ day: String, _ days: String? = nil) throws -> [String] {
            let result = try box.run(
                ["upcoming"] + (days.map { [$0] } ?? []), globals: ["--json", "--as-of", day])
            #expect(result.status == 0)
            let charges = try #require(try jsonObject(result.stdout)["charges"] as? [[String: Any]])
            return charges.map { "\($0["name"] as! String) \($0["date"] as! String)" }
        }
        #expect(
            try upcoming("2026-11-29") == [
                "Nube 2026-12-01", "Prueba 2026-12-02", "Libros 2026-12-10", "Cine 2026-12-29",
            ])
        #expect(
            try upcoming("2026-12-05") == [
                "Libros 2026-12-10", "Cine 2026-12-29", "Nube 2027-01-01", "Prueba 2027-01-02",
            ])
        #expect(try upcoming("2026-12-05", "7") == ["Libros 2026-12-10"])
        #expect(try upcoming("2027-03-03", "10") == [])
        let text = try box.run(["upcoming", "7"], globals: ["--as-of", "2026-12-05"])
        #expect(
            text.stdout
                == "Charges in the next 7 days:\n  Dec 10, 2026  in 5 days  Libros  €60.00\nTotal: €60.00\n"
        )
    }
}
