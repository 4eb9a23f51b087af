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
                      #  Name          Every    Amount  Last          Next          Confidence
                      1  Netflix       monthly  $13.99  Nov 5, 2026   Dec 5, 2026   high · rose from $12.99 to $13.99 on Jul 5, 2026
                      2  Spotify       monthly  $10.99  Nov 17, 2026  Dec 17, 2026  high
                      3  Amazon Prime  annual   $49.90  Mar 3, 2026   Mar 3, 2027   medium
                    Nothing imported. --yes imports the 2 sure ones (high confidence).

                    """))
        #expect(try box.items().isEmpty)
    }

    @Test("--yes saves the sure ones; a second run recognises them", arguments: Language.allCases)
    func yesAndAgain(_ language: Language) throws {
        let box = try Sandbox(language)
        let file = box.file("extracto.csv")
        try Self.spanish().write(to: file, atomically: true, encoding: .utf8)
        let first = try box.run("import", "statement", file.path, "--yes")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            first.stdout.hasSuffix(
                language.pick(
                    "Importadas 2 suscripciones del extracto: Netflix y Spotify.\n",
                    "Imported 2 subscriptions from the statement: Netflix and Spotify.\n")))
        let items = try box.items()
        #expect(items.map { $0["amount_minor"] as? Int } == [1399, 1099])
        #expect(items.map { $0["next_charge"] as? String } == ["2026-12-05", "2026-12-17"])
        let again = try box.run("import", "statement", file.path, "--yes")
        #expect(
            again.stdout.hasSuffix(
                language.pick(
                    "No se ha importado nada del extracto.\n2 ya estaban: Netflix y Spotify.\n",
                    "Nothing imported from the statement.\n2 already there: Netflix and Spotify.\n")
            ))
        #expect(try box.items().count == 2)
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
