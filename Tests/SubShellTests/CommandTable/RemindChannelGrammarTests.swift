import SubDomain
import SubLocalization
@testable import SubShell
import Testing

/// `remind channel` reads its actions and kinds of channel in every language, as the rest of
/// the shell does: `avisos canal añadir correo …` is `remind channel add email …`.
@Suite struct RemindChannelGrammarTests {
    static let chinese = Localizer.fromEnvironment(["LANG": "zh_CN.UTF-8"])

    func parse(_ line: String, _ localizer: Localizer = CommandTableTests.spanish)
        -> Result<Command?, UsageError>
    {
        CommandParser(reader: ValueReader(localizer: localizer, today: CommandTableTests.today))
            .parse(line: line)
    }

    @Test(arguments: [
        ("avisos canal añadir correo ana@example.org", "es"),
        ("avisos canal agregar email ana@example.org", "es"),
        ("avisos canal add email ana@example.org", "es"),
        ("提醒 渠道 添加 邮件 ana@example.org", "zh"),
        ("remind channel add mail ana@example.org", "en"),
        // Every language's words are read whatever the reader's language.
        ("remind channel añadir correo ana@example.org", "en"),
    ])
    func addingAnEmailChannelReadsInEveryLanguage(line: String, language: String) throws {
        let localizer = [
            "es": CommandTableTests.spanish, "en": CommandTableTests.english, "zh": Self.chinese,
        ][language]!
        #expect(
            try parse(line, localizer).get()
                == CommandTable.remind(.addChannel(.email(address: "ana@example.org"))))
    }

    @Test func everyActionAndKindReadsInSpanishAndChinese() throws {
        #expect(
            try parse("avisos canal añadir escritorio").get()
                == CommandTable.remind(.addChannel(.desktop)))
        #expect(
            try parse("avisos canal añadir orden 'notify-send hola'").get()
                == CommandTable.remind(.addChannel(.command("notify-send hola"))))
        #expect(
            try parse("avisos canal añadir webhook https://ntfy.sh/x --format ntfy").get()
                == CommandTable.remind(
                    .addChannel(.webhook(url: "https://ntfy.sh/x", format: "ntfy"))))
        #expect(try parse("avisos canal lista").get() == CommandTable.remind(.listChannels))
        #expect(
            try parse("avisos canal quitar 2").get()
                == CommandTable.remind(.removeChannel(number: 2)))
        #expect(
            try parse("avisos canal probar 3").get() == CommandTable.remind(.testChannel(number: 3))
        )
        #expect(
            try parse("提醒 渠道 删除 2", Self.chinese).get()
                == CommandTable.remind(.removeChannel(number: 2)))
        #expect(
            try parse("提醒 渠道 测试 1", Self.chinese).get()
                == CommandTable.remind(.testChannel(number: 1)))
        #expect(
            try parse("提醒 渠道 添加 桌面", Self.chinese).get()
                == CommandTable.remind(.addChannel(.desktop)))
    }

    /// A word that names nothing is refused with the reader's own words as the choices.
    @Test func anUnknownWordIsRefusedInTheReadersWords() throws {
        let spanish = CommandTableTests.spanish
        guard case .failure(.invalidValue(let action)) = parse("avisos canal enviar x") else {
            Issue.record("an unknown action was read")
            return
        }
        let actionText = spanish.text(action)
        #expect(actionText.contains("añadir|lista|quitar|probar"), "\(actionText)")
        guard case .failure(.invalidValue(let kind)) = parse("avisos canal añadir paloma x") else {
            Issue.record("an unknown kind was read")
            return
        }
        #expect(spanish.text(kind).contains("escritorio, correo, webhook u orden"))
    }

    /// The sentence naming the kinds is written by hand in each catalog; it names each kind
    /// by the first word the same catalog reads it by, so the two cannot drift apart.
    @Test(arguments: ["es_ES", "en_US", "zh_CN"])
    func theUnknownKindSentenceNamesTheCatalogsOwnWords(locale: String) {
        let localizer = Localizer.fromEnvironment(["LANG": locale + ".UTF-8"])
        let sentence = localizer.text(
            LocalizedMessage(.remindChannelUnknownKind, ["value": .userText("x")]))
        for word in localizer.valueWords(for: ValueKind.channelKinds) {
            #expect(sentence.contains(word), "\(locale): \(word) in \(sentence)")
        }
        #expect(localizer.valueWords(for: ValueKind.channelActions).count == 4)
    }
}
