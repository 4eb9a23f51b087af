import Foundation
import Testing

/// `onboard` without a terminal: the list with numbers, names and reference prices and how to
/// pick; `onboard PICKS --yes` adds them with the defaults; without `--yes` nobody can answer,
/// so nothing is added.
@Suite("Starter pack, one-shot")
struct OnboardOneShotTests {
    static let spanishList = """
        Suscripciones habituales en España:
           1  Netflix           13,99 € mensual
           2  Spotify           11,99 € mensual
           3  Amazon Prime      49,90 € anual
           4  Disney+           9,99 € mensual
           5  HBO Max           10,99 € mensual
           6  Movistar Plus+    9,99 € mensual
           7  YouTube Premium   13,99 € mensual
           8  Apple Music       10,99 € mensual
           9  iCloud+           2,99 € mensual
          10  Google One        1,99 € mensual
          11  Microsoft 365     99,00 € anual
          12  DAZN              sin precio de referencia
          13  Filmin            8,99 € mensual
          14  atresplayer       4,99 € mensual
          15  PlayStation Plus  71,99 € anual
          16  Xbox Game Pass    26,99 € mensual
          17  ChatGPT Plus      23,00 € mensual
          18  Glovo Prime       5,99 € mensual
        Para añadirlas a su precio de referencia, con el próximo cargo dentro de un periodo: \
        subhub empezar 1-3,5 --yes (números, rangos o nombres). En el shell, «empezar» pregunta \
        el importe y la fecha de cada una.

        """.replacingOccurrences(of: " €", with: "\u{A0}€")

    static let englishList = """
        Common subscriptions in the United States:
           1  Netflix             $17.99 monthly
           2  Hulu                $9.99 monthly
           3  Disney+             $15.99 monthly
           4  HBO Max             $16.99 monthly
           5  Peacock             $10.99 monthly
           6  Paramount+          $7.99 monthly
           7  Amazon Prime        $139.00 annual
           8  YouTube Premium     $13.99 monthly
           9  Spotify             $11.99 monthly
          10  Apple Music         $10.99 monthly
          11  iCloud+             $2.99 monthly
          12  Google One          $1.99 monthly
          13  Microsoft 365       $99.99 annual
          14  Xbox Game Pass      $29.99 monthly
          15  PlayStation Plus    $79.99 annual
          16  ChatGPT Plus        $20.00 monthly
          17  The New York Times  $25.00 monthly
          18  Audible             $14.95 monthly
          19  Uber One            $9.99 monthly
          20  Apple One           $19.95 monthly
        To add them at their reference price, next charge one period from today: subhub \
        onboard 1-3,5 --yes (numbers, ranges or names). In the shell, “onboard” asks each one's \
        amount and date.

        """

    @Test("the list and how to pick", arguments: Language.allCases)
    func list(_ language: Language) throws {
        let box = try Sandbox(language)
        let result = try box.run([language.pick("empezar", "onboard")])
        #expect(result.stdout == language.pick(Self.spanishList, Self.englishList))
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(!FileManager.default.fileExists(atPath: box.databasePath()))
    }

    @Test("picks with --yes add them at the reference prices", arguments: Language.allCases)
    func picksWithYes(_ language: Language) throws {
        let box = try Sandbox(language)
        let result = try box.run(["onboard", language.pick("1-2,filmin", "1,9,hulu"), "--yes"])
        #expect(
            result.stdout
                == language.pick(
                    "Añadidas 3 suscripciones: Netflix, Spotify y Filmin.\n"
                        + "Suman 34,97\u{A0}€ al mes.\n",
                    "Added 3 subscriptions: Netflix, Hulu, and Spotify.\n"
                        + "Together $39.97 a month.\n"))
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let items = try box.items().map {
            "\($0["name"] ?? "") \($0["amount_minor"] ?? "") \($0["next_charge"] ?? "")"
        }
        let expected =
            language == .es
            ? ["Filmin 899 2026-12-29", "Netflix 1399 2026-12-29", "Spotify 1199 2026-12-29"]
            : ["Hulu 999 2026-12-29", "Netflix 1799 2026-12-29", "Spotify 1199 2026-12-29"]
        #expect(items.sorted() == expected)
    }

    @Test("without --yes nobody can answer: nothing is added", arguments: Language.allCases)
    func picksWithoutYes(_ language: Language) throws {
        let box = try Sandbox(language)
        let result = try box.run(["onboard", "1"])
        #expect(
            result.stdout
                == language.pick(
                    "  Netflix: 13,99\u{A0}€ mensual (13,99\u{A0}€ al mes), próximo cargo el "
                        + "29 dic 2026.\nSuman 13,99\u{A0}€ al mes.\n",
                    "  Netflix: $17.99 monthly ($17.99 a month), next charge Dec 29, 2026.\n"
                        + "Together $17.99 a month.\n"))
        #expect(
            result.stderr
                == language.pick(
                    "error: No puedo preguntarte aquí (no es un terminal): repite «empezar» con --yes para "
                        + "hacerlo sin preguntar.\n",
                    "error: Nobody to ask here: run \"onboard\" again with --yes to do it "
                        + "without asking.\n"))
        #expect(result.status == 1)
        #expect(try box.items().isEmpty)
    }

    @Test("a pick without a reference price or off the list refuses everything")
    func refusals() throws {
        let box = try Sandbox(.es)
        let unpriced = try box.run(["onboard", "1,12", "--yes"])
        #expect(
            unpriced.stderr
                == "error: DAZN no tiene precio de referencia en EUR: quítala de la elección o "
                + "añádela con «añadir NOMBRE IMPORTE». No se ha añadido nada.\n")
        #expect(unpriced.status == 2)
        let outside = try box.run(["onboard", "1,19", "--yes"])
        #expect(outside.stderr == "error: La lista va del 1 al 18: no hay un 19.\n")
        let unknown = try box.run(["onboard", "Netflix,Hulu", "--yes"])
        #expect(
            unknown.stderr
                == "error: «Hulu» no está en la lista: elige números del 1 al 18, rangos como "
                + "1-3,5 o nombres de la lista.\n")
        #expect(try box.items().isEmpty)
    }

    @Test(
        "the locale's region chooses the list",
        arguments: [
            ("es_ES.UTF-8", "\"ES\"", 18), ("es_MX.UTF-8", "\"MX\"", 18),
            ("en_US.UTF-8", "\"US\"", 20), ("en_GB.UTF-8", "\"GB\"", 18),
            ("zh_CN.UTF-8", "\"CN\"", 18), ("fr_FR.UTF-8", "null", 16), ("C", "null", 16),
        ])
    func regions(_ locale: String, _ region: String, _ count: Int) throws {
        let box = try Sandbox(.en)
        var environment = box.environment
        environment["LANG"] = locale
        environment["LC_ALL"] = nil
        environment["LANGUAGE"] = nil
        let result = try SubHubProcess.run(
            arguments: ["--json", "onboard"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("{\"region\":\(region),"), "\(result.stdout.prefix(80))")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let items = (object as? [String: Any])?["items"] as? [[String: Any]]
        #expect(items?.count == count)
    }
}
