import Foundation
import Testing

/// `import statement` on statements the tests write in three banks' layouts.
@Suite("Recurring charges from a bank statement")
struct StatementImportTests {
    /// A Spanish bank: a block of account details, `;`, `1.234,56`, day-first dates, value
    /// dates, a balance column; Netflix monthly with a price rise, Spotify monthly, Amazon
    /// yearly, a supermarket, payroll and one big purchase.
    static func spanish() -> String {
        var lines = [
            "Banco Ejemplo S.A.", "Cuenta;ES12 3456 7890 1234 5678 9012", "Titular;ANA GARCIA", "",
            "Fecha;Fecha valor;Concepto;Importe;Saldo",
        ]
        for month in 0..<11 {
            let (year, number) = (2026 + (month / 12), month % 12 + 1)
            let mm = number < 10 ? "0\(number)" : "\(number)"
            lines.append(
                "05/\(mm)/\(year);05/\(mm)/\(year);COMPRA TARJ. 5489XXXXXXXX1234 NETFLIX.COM \(mm)/26;\(month < 6 ? "-12,99" : "-13,99");1.000,00"
            )
            lines.append(
                "09/\(mm)/\(year);09/\(mm)/\(year);MERCADONA VALENCIA;-\(20 + month * 7),\(10 + month);1.000,00"
            )
            lines.append(
                "17/\(mm)/\(year);17/\(mm)/\(year);RECIBO SPOTIFY AB STOCKHOLM REF 88231\(mm);-10,99;1.000,00"
            )
            lines.append("25/\(mm)/\(year);25/\(mm)/\(year);NOMINA EMPRESA SL;2.100,00;3.000,00")
        }
        lines += [
            "03/03/2025;03/03/2025;AMAZON PRIME ANUAL;-49,90;1.000,00",
            "03/03/2026;03/03/2026;AMAZON PRIME ANUAL;-49,90;1.000,00",
            "14/06/2026;14/06/2026;EL CORTE INGLES MADRID;-1.234,56;1.000,00",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// An American bank: `,`, month-first dates, Debit and Credit columns, quotes.
    static let english = """
        Transaction Date,Payee,Memo,Debit,Credit,Balance
        08/03/2026,"DD DISNEY PLUS LTD 447712",,8.99,,"1,234.00"
        08/15/2026,PAYROLL,,,"2,500.00","3,734.00"
        09/03/2026,"DD DISNEY PLUS LTD 447713",,8.99,,"3,725.01"
        09/21/2026,BEST BUY #1234,,"1,299.00",,"2,426.01"
        10/05/2026,"DD DISNEY PLUS LTD 447714",,8.99,,"2,417.02"
        11/03/2026,"DD DISNEY PLUS LTD 447715",,9.99,,"2,407.03"
        11/20/2026,"PAYPAL *GOOGLE YOUTUBE",,13.99,,"2,393.04"

        """

    @Test(
        "a Spanish bank's export: the proposals, nothing saved without --yes",
        arguments: Language.allCases)
    func spanishProposals(_ language: Language) throws {
        let box = try Sandbox(language)
        let file = box.file("extracto.csv")
        try Self.spanish().write(to: file, atomically: true, encoding: .utf8)
        let result = try box.run("import", "statement", file.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == language.pick(
                    """
                    Leídos 36 cargos del 3 mar 2025 al 25 nov 2026.
                    Fechas leídas como día/mes: «17/01/2026» (línea 8) solo se lee así.
                    Saltadas 4 líneas del banco antes de la cabecera.
                    Fuera: 11 ingresos.
                      #  Nombre        Cada     Importe  Último       Próximo      Seguridad
                      1  Netflix       mensual  13,99\u{A0}€  5 nov 2026   5 dic 2026   alta · subió de 12,99\u{A0}€ a 13,99\u{A0}€ el 5 jul 2026
                      2  Spotify       mensual  10,99\u{A0}€  17 nov 2026  17 dic 2026  alta
                      3  Amazon Prime  anual    49,90\u{A0}€  3 mar 2026   3 mar 2027   media
                    Nada importado. Con --yes se importan las 2 seguras (seguridad alta).

                    """,
                    """
                    Read 36 charges from Mar 3, 2025 to Nov 25, 2026.
                    Dates read as day/month: “17/01/2026” (line 8) reads no other way.
                    Skipped 4 bank lines before the header.
                    Left out: 11 rows of money in.
                      #  Name          Every    Amount  Last          Next          Confidence
                      1  Netflix       monthly  $13.99  Nov 5, 2026   Dec 5, 2026   high · rose from $12.99 to $13.99 on Jul 5, 2026
                      2  Spotify       monthly  $10.99  Nov 17, 2026  Dec 17, 2026  high
                      3  Amazon Prime  annual   $49.90  Mar 3, 2026   Mar 3, 2027   medium
                    Nothing imported. --yes imports the 2 sure ones (high confidence).

                    """))
        #expect(try box.items().isEmpty)
    }

    @Test(
        "--yes saves the sure ones with their charges as payments; a second run recognises them",
        arguments: Language.allCases)
    func yesAndAgain(_ language: Language) throws {
        let box = try Sandbox(language)
        let file = box.file("extracto.csv")
        try Self.spanish().write(to: file, atomically: true, encoding: .utf8)
        let first = try box.run("import", "statement", file.path, "--yes")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            first.stdout.hasSuffix(
                language.pick(
                    "Importadas 2 suscripciones del extracto: Netflix y Spotify.\n"
                        + "Registrados 22 pagos del extracto: Netflix y Spotify.\n",
                    "Imported 2 subscriptions from the statement: Netflix and Spotify.\n"
                        + "Recorded 22 payments from the statement: Netflix and Spotify.\n")))
        let items = try box.items()
        #expect(items.map { $0["amount_minor"] as? Int } == [1399, 1099])
        #expect(items.map { $0["next_charge"] as? String } == ["2026-12-05", "2026-12-17"])
        let again = try box.run("import", "statement", file.path, "--yes")
        #expect(
            again.stdout.hasSuffix(
                language.pick(
                    "No se ha importado nada del extracto.\n2 ya estaban: Netflix y Spotify.\n"
                        + "Ningún pago nuevo: los cargos del extracto ya estaban registrados.\n",
                    "Nothing imported from the statement.\n2 already there: Netflix and Spotify.\n"
                        + "No new payments: the statement's charges were recorded already.\n")
            ))
        #expect(try box.items().count == 2)
    }

    /// Five years of Netflix, 10,99 for its first 8 months and 12,99 since August 2022, and
    /// a year of Spotify, 10,99 until a rise to 11,99 on 17 October 2026: one rise long
    /// before the as-of day (29 Nov 2026) and one within the 90 days a rise is a risk for.
    static func fiveYears() -> String {
        var lines = ["Fecha;Concepto;Importe"]
        var (year, month) = (2021, 12)
        for index in 0..<60 {
            let mm = month < 10 ? "0\(month)" : "\(month)"
            lines.append("05/\(mm)/\(year);NETFLIX.COM;\(index < 8 ? "-10,99" : "-12,99")")
            if index >= 48 {
                let risen = year == 2026 && month >= 10
                lines.append("17/\(mm)/\(year);SPOTIFY AB;\(risen ? "-11,99" : "-10,99")")
            }
            (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(
        "a price rise becomes dated price history: show, risks only when recent, undo and redo",
        arguments: Language.allCases)
    func priceRiseHistory(_ language: Language) throws {
        let box = try Sandbox(language)
        let t = language.pick
        let file = box.file("extracto.csv")
        try Self.fiveYears().write(to: file, atomically: true, encoding: .utf8)
        let imported = try box.run("import", "statement", file.path, "--yes")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try box.items().map { $0["amount_minor"] as? Int } == [1299, 1199])

        func priceLine(_ name: String) throws -> String? {
            try box.run("show", name).lines.first { $0.hasPrefix(t("  Precio ", "  Price ")) }
        }
        let netflixPrice = t(
            "  Precio         12,99\u{A0}€ desde el 5 ago 2022 · antes 10,99\u{A0}€ (hasta el 4 ago 2022)",
            "  Price           $12.99 since Aug 5, 2022 · before $10.99 (until Aug 4, 2022)")
        let spotifyPrice = t(
            "  Precio         11,99\u{A0}€ desde el 17 oct 2026 · antes 10,99\u{A0}€ (hasta el 16 oct 2026)",
            "  Price           $11.99 since Oct 17, 2026 · before $10.99 (until Oct 16, 2026)")
        #expect(try priceLine("Netflix") == netflixPrice)
        #expect(try priceLine("Spotify") == spotifyPrice)
        // The rise of 2022 is history; October's is within 90 days of 29 Nov 2026.
        #expect(
            try box.run("risks").stdout
                == t(
                    "! Spotify — riesgo medio\n    el precio sube 1,00\u{A0}€ (+9\u{A0}%) el 17 oct 2026\n",
                    "! Spotify — medium risk\n    price up $1.00 (+9%) on Oct 17, 2026\n"))

        let undone = try box.run("undo", "--yes")
        #expect(undone.status == 0, "\(undone.stderr)")
        #expect(
            undone.stdout
                == t(
                    "Deshecho 1 cambio:\n  Netflix borrada de nuevo\n  Spotify borrada de nuevo\n"
                        + "  Netflix: se quitan 60 pagos\n  Spotify: se quitan 12 pagos\n",
                    "Undid 1 change:\n  Netflix deleted again\n  Spotify deleted again\n"
                        + "  Netflix: 60 payments taken back\n  Spotify: 12 payments taken back\n"))
        #expect(try box.items().isEmpty)
        // Undoing the undo brings both back, their price history with them.
        let redone = try box.run("undo")
        #expect(redone.status == 0, "\(redone.stderr)")
        #expect(try box.items().map { $0["amount_minor"] as? Int } == [1299, 1199])
        #expect(try priceLine("Netflix") == netflixPrice)
    }

    @Test("an American bank's export: month-first dates, debit and credit columns")
    func englishLayout() throws {
        let box = try Sandbox(.en)
        let file = box.file("statement.csv")
        try Self.english.write(to: file, atomically: true, encoding: .utf8)
        let result = try box.run("import", "statement", file.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                Read 6 charges from Aug 3, 2026 to Nov 20, 2026.
                Dates read as month/day: “08/15/2026” (line 3) reads no other way.
                Left out: 1 row of money in.
                  #  Name         Every    Amount  Last         Next         Confidence
                  1  Disney Plus  monthly   $9.99  Nov 3, 2026  Dec 3, 2026  high · rose from $8.99 to $9.99 on Nov 3, 2026
                """ + "\nNothing imported. --yes imports the 1 sure one (high confidence).\n")
    }

    @Test("a tab-separated export with ISO dates")
    func tabLayout() throws {
        let box = try Sandbox(.es)
        let file = box.file("movimientos.tsv")
        let rows = ["2026-08-01", "2026-09-01", "2026-10-01", "2026-11-01"].map {
            "\($0)\tCUOTA GIMNASIO BASICO\t-29.90"
        }
        try (["Fecha\tDescripción\tImporte"] + rows).joined(separator: "\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try box.run("importar", "extracto", file.path, "--yes")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                Leídos 4 cargos del 1 ago 2026 al 1 nov 2026.
                Fechas leídas como año-mes-día.
                  #  Nombre                 Cada     Importe  Último      Próximo     Seguridad
                  1  Cuota Gimnasio Basico  mensual  29,90\u{A0}€  1 nov 2026  1 dic 2026  alta
                Importada 1 suscripción del extracto: Cuota Gimnasio Basico.
                Registrados 4 pagos del extracto: Cuota Gimnasio Basico.

                """)
    }

    @Test("a row that does not read: nothing is saved", arguments: Language.allCases)
    func badRow(_ language: Language) throws {
        let box = try Sandbox(language)
        let file = box.file("malo.csv")
        try (Self.spanish() + "32/13/2026;32/13/2026;NETFLIX.COM;-13,99;1,00\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try box.run("import", "statement", file.path, "--yes")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == language.pick(
                    "error: \(file.path), línea 53: «32/13/2026» no es una fecha; no se ha importado nada.\n",
                    "error: \(file.path), line 53: “32/13/2026” is not a date; nothing was imported.\n"
                ))
        #expect(try box.items().isEmpty)
    }
}
