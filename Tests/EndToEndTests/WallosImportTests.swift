import Foundation
import Testing

/// `import wallos`, on a database the tests build from Wallos 5.4.4's own table definitions
/// (`Tests/Scripts/wallos-schema.sql`) with rows of their own.
@Suite("Import from Wallos")
struct WallosImportTests {
    /// Two users; euros, dollars, yen (no decimals) and Kuwaiti dinars (three); every cycle;
    /// a cancelled one; a link that is no web address and a bare host.
    static let rows = """
        INSERT INTO cycles VALUES (1,1,'Daily'),(2,7,'Weekly'),(3,30,'Monthly'),(4,365,'Yearly');
        INSERT INTO frequencies (id,name) VALUES (1,1),(2,2),(3,3);
        INSERT INTO user (id,username,email,password,main_currency) VALUES
            (1,'ana','a@example.com','x',1),(2,'luis','l@example.com','x',4);
        INSERT INTO currencies (id,name,symbol,code,rate,user_id) VALUES
            (1,'Euro','€','EUR','1',1),(2,'US Dollar','$','USD','1.1',1),(3,'Yen','¥','JPY','160',1),
            (4,'Kuwaiti Dinar','KD','KWD','0.33',2);
        INSERT INTO categories (id,name,user_id) VALUES (1,'No category',1),(2,'Entertainment',1),
            (3,'No category',2);
        INSERT INTO household (id,name,user_id) VALUES (1,'ana',1),(2,'Pablo',1),(3,'luis',2);
        INSERT INTO payment_methods (id,name,user_id) VALUES (1,'PayPal',1),(2,'Visa',1);
        INSERT INTO subscriptions (id,name,logo,price,currency_id,next_payment,cycle,frequency,
            notes,payment_method_id,payer_user_id,category_id,notify,inactive,url,user_id,
            cancellation_date) VALUES
         (1,'Netflix','netflix.png',12.99,1,'2026-12-05',3,1,'4K',1,1,2,1,0,
            'https://www.netflix.com/account',1,NULL),
         (2,'Gym',NULL,9.99,1,'2026-12-01',2,2,'',2,2,1,0,0,'javascript:alert(1)',1,NULL),
         (3,'Domain',NULL,15,2,'2027-03-01',4,1,NULL,1,1,1,1,0,'example.com',1,NULL),
         (4,'Manga',NULL,1200,3,'2026-12-10',3,3,NULL,1,1,1,0,1,NULL,1,'2026-10-01'),
         (5,'Café',NULL,1.25,4,'2026-12-02',1,1,NULL,NULL,3,3,0,0,NULL,2,NULL);
        """

    static func database(in box: Sandbox, extra: String = "") throws -> String {
        let path = box.file("wallos.db").path
        let schema = SubHubProcess.packageRoot.appendingPathComponent(
            "Tests/Scripts/wallos-schema.sql")
        // Not starting with "--", which sqlite3 would take for an option.
        let sql =
            "PRAGMA foreign_keys = OFF;\n" + (try String(contentsOf: schema, encoding: .utf8))
            + rows + extra
        let result = try box.sqlite(path, sql)
        #expect(result.status == 0, "\(result.stderr)")
        return path
    }

    @Test("several users: a clear message listing them", arguments: Language.allCases)
    func severalUsers(_ language: Language) throws {
        let box = try Sandbox(language)
        let path = try Self.database(in: box)
        let result = try box.run("import", "wallos", path)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == language.pick(
                    "error: Esta copia de Wallos tiene varios usuarios: ana y luis. Elige uno con --user USUARIO.\n",
                    "error: This Wallos copy has several users: ana and luis. Pick one with --user USER.\n"
                ))
        let unknown = try box.run("import", "wallos", path, "--user", "eva")
        #expect(unknown.status == 1)
        #expect(
            unknown.stderr
                == language.pick(
                    "error: Wallos no tiene ningún usuario «eva»; tiene: ana y luis.\n",
                    "error: Wallos has no user “eva”; it has: ana and luis.\n"))
        #expect(try box.items().isEmpty)
    }

    @Test(
        "one user's subscriptions, mapped exactly; a second run adds nothing",
        arguments: Language.allCases)
    func importsOneUser(_ language: Language) throws {
        let box = try Sandbox(language)
        let path = try Self.database(in: box)
        let before = try box.bytes(path)
        let result = try box.run("import", "wallos", path, "--user", "Ana")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == language.pick(
                    """
                    Usuario de Wallos: ana.
                    Importadas 4 suscripciones de Wallos.
                    1 estaba cancelada en Wallos y queda archivada.
                    El enlace de Gym no es una dirección web válida y no se ha copiado.
                    No se traen de Wallos: los avisos de 2 suscripciones, 1 logotipo y los canales de aviso (correo, Telegram…).

                    """,
                    """
                    Wallos user: ana.
                    Imported 4 subscriptions from Wallos.
                    1 was cancelled in Wallos and is archived.
                    The link of Gym is not a valid web address and was not copied.
                    Not brought over from Wallos: the reminders of 2 subscriptions, 1 logo, and the notification channels (email, Telegram…).

                    """))
        #expect(try box.bytes(path) == before, "the Wallos database must not change")
        let items = try box.items()
        let byName = Dictionary(
            uniqueKeysWithValues: items.map { ($0["name"] as? String ?? "", $0) })
        #expect(byName["Netflix"]?["amount_minor"] as? Int == 1299)
        #expect(byName["Netflix"]?["period"] as? String == "monthly")
        #expect(byName["Netflix"]?["category"] as? String == "Entertainment")
        #expect(byName["Netflix"]?["notes"] as? String == "4K")
        #expect(byName["Netflix"]?["paid_by"] as? String == "ana")
        #expect(byName["Gym"]?["period"] as? String == "every-2-weeks")
        #expect(byName["Gym"]?["notes"] == nil || byName["Gym"]?["notes"] is NSNull)
        #expect(byName["Gym"]?["paid_by"] as? String == "Pablo")
        // payment_method_id's name is the card each plan is paid with.
        #expect(byName["Netflix"]?["paid_with"] as? String == "PayPal")
        #expect(byName["Gym"]?["paid_with"] as? String == "Visa")
        #expect(byName["Manga"]?["paid_with"] as? String == "PayPal")
        #expect(byName["Domain"]?["amount_minor"] as? Int == 1500)
        #expect(byName["Domain"]?["currency"] as? String == "USD")
        #expect(byName["Manga"]?["amount_minor"] as? Int == 1200)
        #expect(byName["Manga"]?["status"] as? String == "archived")
        #expect(byName["Manga"]?["period"] as? String == "quarterly")

        let again = try box.run("import", "wallos", path, "--user", "ana")
        #expect(again.status == 0)
        #expect(
            again.stdout.contains(
                language.pick(
                    "4 ya estaban: Netflix, Gym, Domain y Manga.",
                    "4 already there: Netflix, Gym, Domain, and Manga.")))
        #expect(try box.items().count == 4)
    }

    @Test("with --json the import answers in JSON: who, what was added and what was there")
    func answersInJSON() throws {
        let box = try Sandbox(.en)
        let path = try Self.database(in: box)
        let first = try box.run("--json", "import", "wallos", path, "--user", "luis")
        #expect(first.status == 0, "\(first.stderr)")
        let object = try jsonObject(first.stdout)
        #expect(object["user"] as? String == "luis")
        let imported = try #require(object["imported"] as? [String])
        #expect(imported.count == (try box.items().count))
        let again = try jsonObject(
            try box.run("--json", "import", "wallos", path, "--user", "luis").stdout)
        #expect((again["imported"] as? [String])?.isEmpty == true)
        #expect((again["already_there"] as? [String]) == imported)
    }

    @Test("three decimals from a REAL: 1.25 KWD is 1250 fils")
    func threeDecimals() throws {
        let box = try Sandbox(.en)
        let path = try Self.database(in: box)
        #expect(try box.run("import", "wallos", path, "--user", "luis").status == 0)
        let item = try #require(try box.items().first)
        #expect(item["amount_minor"] as? Int == 1250)
        #expect(item["currency"] as? String == "KWD")
        #expect(item["period"] as? String == "every-1-days")
    }

    @Test("a bad row: nothing is written, every problem named", arguments: Language.allCases)
    func badRow(_ language: Language) throws {
        let box = try Sandbox(language)
        let path = try Self.database(
            in: box,
            extra: """
                INSERT INTO currencies (id,name,symbol,code,rate,user_id) VALUES (9,'Bitcoin','B','BTC','1',1);
                INSERT INTO subscriptions (id,name,price,currency_id,next_payment,cycle,frequency,user_id)
                    VALUES (9,'Mina',0.5,9,'2026-12-01',3,1,1),(10,'Raro',3,1,'2026-12-01',7,1,1);
                """)
        let result = try box.run("import", "wallos", path, "--user", "ana")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == language.pick(
                    """
                    error: No se ha importado nada: 2 suscripciones de Wallos tienen problemas.
                      «Mina» (fila 9): la moneda «BTC» no es un código ISO 4217
                      «Raro» (fila 10): el ciclo 7 cada 1 no es un periodo

                    """,
                    """
                    error: Nothing was imported: 2 Wallos subscriptions have problems.
                      “Mina” (row 9): the currency “BTC” is not an ISO 4217 code
                      “Raro” (row 10): cycle 7 every 1 is not a period

                    """))
        #expect(try box.items().isEmpty)
    }

    @Test("values that do not fit are named, never rounded or truncated")
    func valuesThatDoNotFit() throws {
        let box = try Sandbox(.en)
        let path = try Self.database(
            in: box,
            extra: """
                INSERT INTO subscriptions (id,name,price,currency_id,next_payment,cycle,frequency,user_id)
                    VALUES (11,'Fine',12.999,1,'2026-12-01',3,1,1),(12,'Anime',1200.5,3,'2026-12-01',3,1,1),
                    (13,'Odd',5,1,'2026-12-01',3,2.7,1),(14,'Whole',5,1,'2026-12-01',3,2.0,1);
                """)
        let result = try box.run("import", "wallos", path, "--user", "ana")
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                error: Nothing was imported: 3 Wallos subscriptions have problems.
                  “Fine” (row 11): the price “12.999” has more decimals than EUR’s 2: it would be rounded
                  “Anime” (row 12): the price “1200.5” has decimals, and JPY has none: it would be rounded
                  “Odd” (row 13): every “2.7” cycles is not a whole number of cycles

                """)
        #expect(try box.items().isEmpty)
        // The API's JSON carries numbers as written: the same rule.
        let file = box.file("subs.json")
        try """
        {"success": true, "subscriptions": [
          {"id": 7, "name": "Odd", "price": 5, "currency_id": 1, "next_payment": "2026-12-05",
           "cycle": 3, "frequency": 2.7},
          {"id": 8, "name": "Fine", "price": 12.999, "currency_id": 1,
           "next_payment": "2026-12-05", "cycle": 3, "frequency": 1}
        ]}
        """.write(to: file, atomically: true, encoding: .utf8)
        let json = try box.run("import", "wallos", file.path)
        #expect(json.status == 1)
        #expect(json.stderr.contains("“Odd” (row 7): every “2.7” cycles"), "\(json.stderr)")
        #expect(json.stderr.contains("“Fine” (row 8): the price “12.999”"), "\(json.stderr)")
        #expect(try box.items().isEmpty)
    }

    @Test("the API's JSON: the currency is the profile's, and said so")
    func apiJSON() throws {
        let box = try Sandbox(.es)
        let file = box.file("subs.json")
        try """
        {"success": true, "title": "subscriptions", "subscriptions": [
          {"id": 1, "name": "Netflix", "logo": "", "price": 12.99, "currency_id": 1,
           "next_payment": "2026-12-05", "cycle": 3, "frequency": 1, "notes": "",
           "payment_method_id": 1, "payer_user_id": 1, "category_id": 2, "notify": 0,
           "url": "", "inactive": 0, "user_id": 1, "cancellation_date": "",
           "category_name": "Entertainment", "payer_user_name": "ana",
           "payment_method_name": "PayPal"}
        ], "notes": []}
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try box.run("import", "wallos", file.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                Importada 1 suscripción de Wallos.
                El JSON de la API de Wallos no dice la moneda: se ha tomado EUR. La base de datos (wallos.db) sí la trae.
                No se traen de Wallos: los canales de aviso (correo, Telegram…).

                """)
        #expect(try box.items().first?["amount_minor"] as? Int == 1299)
        #expect(try box.items().first?["paid_with"] as? String == "PayPal")
    }

    @Test("a file that is not Wallos's is refused and left alone", arguments: Language.allCases)
    func notWallos(_ language: Language) throws {
        let box = try Sandbox(language)
        try box.quiet("add", "Cine", "9")
        let other = box.databasePath()
        let result = try box.run("import", "wallos", other, profile: "copy")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == language.pick(
                    "error: \(other) no es una base de datos de Wallos ni el JSON de su API (get_subscriptions); no se ha cambiado nada.\n",
                    "error: \(other) is neither a Wallos database nor the JSON of its API (get_subscriptions); nothing was changed.\n"
                ))
    }
}
