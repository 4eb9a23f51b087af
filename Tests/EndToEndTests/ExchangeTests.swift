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

    /// `subhub --profile PROFILE --as-of DAY ARGS…` in `box`'s language, or in Chinese.
    @discardableResult
    func run(
        _ box: Sandbox, on day: String, _ arguments: [String], profile: String = "tester",
        chinese: Bool = false
    ) throws -> ProcessResult {
        var environment = box.environment
        if chinese {
            environment["LANG"] = "zh_CN.UTF-8"
            environment["LC_ALL"] = "zh_CN.UTF-8"
            environment["LANGUAGE"] = "zh_CN"
        }
        let result = try SubHubProcess.run(
            arguments: ["--profile", profile, "--as-of", day] + arguments,
            environment: environment)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return result
    }

    /// What was paid travels with the plans: a bill that varies, a plan paid in instalments,
    /// one that ended, paid over months. Imported into a fresh profile they read the same
    /// (`payments`, `spent`, `show`, `total`); imported twice, no payment is recorded twice;
    /// `undo` takes the import back, payments and all.
    @Test("export json → import json carries the payments", arguments: Language.allCases)
    func paymentsTravel(_ language: Language) throws {
        let box = try Sandbox(language)
        for command in [
            ["add", "Luz", "60", "EUR", "--varies", "--next", "2026-06-05"],
            ["add", "Sofa", "100", "EUR", "--payments", "12", "--next", "2026-06-10"],
            ["add", "Curso", "30", "EUR", "--payments", "2", "--next", "2026-06-20"],
            ["add", "Cine", "12", "USD", "--next", "2026-06-15"],
        ] {
            try run(box, on: "2026-06-01", command)
        }
        for (day, command) in [
            ("2026-06-05", ["paid", "Luz", language.pick("55,20", "55.20")]),
            ("2026-07-05", ["paid", "Luz", language.pick("71,90", "71.90")]),
            ("2026-08-06", ["paid", "Luz", language.pick("64,35", "64.35")]),
            ("2026-09-05", ["paid", "Luz", "90"]),
            ("2026-06-10", ["paid", "Sofa"]), ("2026-07-10", ["paid", "Sofa"]),
            ("2026-06-20", ["paid", "Curso"]), ("2026-07-20", ["paid", "Curso"]),
            ("2026-06-15", ["paid", "Cine"]), ("2026-06-15", ["paid", "Cine"]),
        ] {
            try run(box, on: day, command)
        }
        let file = box.file("profile.json").path
        #expect(try box.run("export", "json", file).status == 0)

        let imported = try box.run("import", file, profile: "copy")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(
            imported.stdout
                == language.pick(
                    "Importados 4 elementos de \(file).\nSe han registrado 10 pagos.\n",
                    "Imported 4 items from \(file).\nRecorded 10 payments.\n"))
        let reads: [[String]] = [
            ["payments"], ["spent"], ["spent", "2026", "--by", "plan"], ["show", "Luz"],
            ["show", "Sofa"], ["show", "Curso"], ["total"], ["list"],
        ]
        for read in reads {
            #expect(
                try box.run(["--json"] + read).stdout
                    == box.run(["--json"] + read, profile: "copy").stdout, "\(read)")
        }
        // Luz costs the mean of its last three payments, (71.90 + 64.35 + 90) / 3, Sofa its
        // price, and Curso, ended in July, nothing.
        let total = try JSONSerialization.jsonObject(
            with: Data(try box.run("--json", "total", profile: "copy").stdout.utf8))
        let euros = ((total as? [String: Any])?["totals"] as? [[String: Any]])?.first {
            $0["currency"] as? String == "EUR"
        }
        let monthly = (euros?["monthly_minor"] as? NSNumber)?.int64Value
        #expect(monthly == Int64(7542 + 10000))

        // Twice: the plans and their payments are there already.
        let again = try box.run("import", file, profile: "copy")
        #expect(
            again.stdout
                == language.pick(
                    """
                    No se ha importado nada nuevo de \(file).
                    10 pagos ya estaban registrados y no se han vuelto a registrar.
                    4 ya estaban y no se han vuelto a importar: Luz, Sofa, Curso y Cine.

                    """,
                    """
                    Nothing new imported from \(file).
                    10 payments were already recorded and were not recorded again.
                    4 were already there and were not imported again: Luz, Sofa, Curso, and Cine.

                    """), "\(again.stderr)")
        #expect(
            try box.run("--json", "payments").stdout
                == box.run("--json", "payments", profile: "copy").stdout)

        // Undo takes the import back whole.
        #expect(try box.run("undo", "--yes", profile: "copy").status == 0)
        let none = try box.run("--json", "payments", profile: "copy").stdout
        let payments = try JSONSerialization.jsonObject(with: Data(none.utf8))
        #expect(((payments as? [String: Any])?["payments"] as? [Any])?.isEmpty == true)
        #expect(try box.items(profile: "copy").isEmpty)

        // In Chinese, into a third profile.
        let chinese = try run(box, on: box.asOf, ["import", file], profile: "zh", chinese: true)
        #expect(chinese.stdout == "已从 \(file) 导入 4 项。\n已记录 10 笔付款。\n")
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
