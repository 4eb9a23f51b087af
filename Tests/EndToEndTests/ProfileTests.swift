import Foundation
import Testing

@Suite("Profiles")
struct ProfileTests {
    @Test(
        "profile delete --yes says what is lost and removes the profile",
        arguments: Language.allCases)
    func deleteWithYes(_ language: Language) throws {
        let box = try Sandbox(language)
        let t = language.pick
        let setup = try box.script([
            "add Cine 12 EUR", "add Teatro 9 EUR", "add Viejo 3 EUR", "archive Viejo",
            "group new Ocio --cap 20 Cine",
        ])
        #expect(setup.status == 0)
        try box.quiet("add", "Otro", "1", "EUR", profile: "other")
        let profileFolder = box.dataDirectory.appendingPathComponent("tester").path
        #expect(FileManager.default.fileExists(atPath: profileFolder))

        let result = try box.run("profile", "delete", "tester", "--yes", profile: "other")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout
                == t(
                    "Si borras el perfil tester, perderás 2 suscripciones, 1 grupo y 1 archivada.\nBorrado el perfil tester con todos sus datos.\n",
                    "Deleting profile tester loses 2 subscriptions, 1 group and 1 archived item.\nDeleted profile tester and all its data.\n"
                ))
        #expect(!FileManager.default.fileExists(atPath: profileFolder))
        #expect(try box.names() == [])
        #expect(try box.names(profile: "other") == ["Otro"])

        let missing = try box.run("profile", "delete", "nope", "--yes")
        #expect(missing.status == 1)
        #expect(
            missing.stderr
                == t(
                    "error: No hay ningún perfil llamado «nope» en \(box.dataDirectory.path).\n",
                    "error: There is no profile called \"nope\" in \(box.dataDirectory.path).\n"))
    }

    @Test(
        "without --yes in script mode it refuses, says what would be lost, and keeps the profile",
        arguments: Language.allCases)
    func refusesWithoutYes(_ language: Language) throws {
        let box = try Sandbox(language)
        let result = try box.script(["add Cine 12 EUR", "profile delete tester", "total"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == language.pick(
                    "línea 2: error: No puedo preguntarte aquí (no es un terminal): repite «perfil borrar» con --yes para hacerlo sin preguntar.\n",
                    "line 2: error: Nobody to ask here: run \"profile delete\" again with --yes to do it without asking.\n"
                ))
        #expect(
            result.lines[1]
                == language.pick(
                    "Si borras el perfil tester, perderás 1 suscripción, ningún grupo y ninguna archivada.",
                    "Deleting profile tester loses 1 subscription, no groups and no archived items."
                ))
        #expect(result.lines.count == 3)  // the total after it still ran
        #expect(try box.names() == ["Cine"])
    }
}
