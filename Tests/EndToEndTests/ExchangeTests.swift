import Foundation
import Testing

/// Export and import through the command line.
@Suite("Export and import")
struct ExchangeTests {
    /// Every kind of row: a capped group with members, an automatic group, an archived one,
    /// a shared one, a trial, notes with a comma and quotes, another currency.
    func richProfile(_ box: Sandbox) throws {
        let result = try box.script([
            "add Cine 12 EUR --notes \"butaca, fila \\\"7\\\"\"", "add Teatro 9 EUR --shared 2",
            "add Libros 60 EUR annual --next 2027-01-15",
            "add Nube 2,5 USD --trial-ends 2026-12-10",
            "add Viejo 3 EUR", "archive Viejo", "group new Ocio --cap 20 Cine Teatro",
            "add Club 10 EUR", "group new Pack --auto Club", "add \"Año Nuevo\" 1 EUR weekly",
        ])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(
        "export → import into a fresh profile → export gives the same bytes",
        arguments: ["json", "csv"])
    func roundTrip(_ format: String) throws {
        let box = try Sandbox(.en)
        try richProfile(box)
        let first = box.file("first.\(format)").path
        let export = try box.run("export", format, first)
        #expect(export.status == 0)
        #expect(export.stdout == "Exported 9 items to \(first).\n")

        let imported = try box.run("import", first, profile: "copy")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == "Imported 9 items from \(first).\n")

        let second = box.file("second.\(format)").path
        #expect(try box.run("export", format, second, profile: "copy").status == 0)
        #expect(try box.bytes(first) == box.bytes(second))
        // To standard output, the same text.
        #expect(
            try box.run("export", format, profile: "copy").stdout
                == String(decoding: box.bytes(first), as: UTF8.self))
        // And the two profiles read the same.
        #expect(try box.run("list").stdout == box.run("list", profile: "copy").stdout)
        let total = try box.run("--json", "total").stdout
        let copied = try box.run("--json", "total", profile: "copy").stdout
        // Both formats keep the kill count (CSV once lost it).
        #expect(total == copied)
        #expect(try box.items().count == 9)
    }

    @Test("an import with bad rows names them and imports nothing", arguments: Language.allCases)
    func badRows(_ language: Language) throws {
        let box = try Sandbox(language)
        try box.quiet("add", "Cine", "12", "EUR")
        let before = try box.run("--json", "list").stdout
        let file = box.file("bad.csv")
        try """
        name,amount_minor,currency,period,next_charge
        Bueno,500,EUR,monthly,2026-12-01
        Moneda,700,EURO,monthly,2026-12-01
        ,5,EUR,monthly,2026-12-01
        Periodo,100,EUR,weird,2026-12-01

        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try box.run("import", file.path)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == language.pick(
                    """
                    error: No se ha importado nada: 3 filas tienen problemas.
                      fila 2: No conozco la moneda «EURO». Usa un código ISO 4217, como EUR o USD.
                      fila 3: falta Nombre
                      fila 4: Periodicidad no puede ser «weird»

                    """,
                    """
                    error: Nothing was imported: 3 rows have problems.
                      row 2: I don't know the currency "EURO". Use an ISO 4217 code such as EUR or USD.
                      row 3: Name is missing
                      row 4: Period cannot be "weird"

                    """))
        #expect(try box.run("--json", "list").stdout == before)

        // Rows that read well but break a rule are refused the same way, all or nothing.
        try
            "name,amount_minor,currency,period,next_charge\nBueno,500,EUR,monthly,2026-12-01\nCero,0,EUR,monthly,2026-12-01\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let rule = try box.run("import", file.path)
        #expect(rule.status == 1)
        #expect(
            rule.stderr
                == language.pick(
                    "error: No se ha importado nada: 1 fila tiene problemas.\n  fila 2: El importe debe ser mayor que cero.\n",
                    "error: Nothing was imported: 1 row has problems.\n  row 2: The amount must be greater than zero.\n"
                ))
        #expect(try box.run("--json", "list").stdout == before)
    }
}
