import Testing

@testable import SubLocalization

/// Templates are read byte by byte (braces and names are ASCII); these pin what that must
/// keep: doubled braces, text in any script around placeholders, and each syntax error.
@Suite struct MessageTemplateTests {
    private func rendered(_ source: String, _ values: [String: String]) throws -> String {
        try MessageTemplate(source).render { values[$0] }
    }

    @Test func placeholdersAreFilledInTextOfAnyScript() throws {
        #expect(
            try rendered("Quedan {count} días de {name}.", ["count": "3", "name": "Netflix"])
                == "Quedan 3 días de Netflix.")
        #expect(
            try rendered("{name}的试用期还剩{count}天", ["name": "爱奇艺", "count": "2"]) == "爱奇艺的试用期还剩2天")
        #expect(try rendered("é{a}\u{301}{b}👍🏽", ["a": "x", "b": "y"]) == "éx\u{301}y👍🏽")
        #expect(try rendered("{a}{a}{b}", ["a": "1", "b": "2"]) == "112")
        #expect(try rendered("", [:]) == "")
    }

    @Test func doubledBracesAreLiteralAndMissingArgumentsStayWritten() throws {
        #expect(try rendered("{{name}} is {name}", ["name": "N"]) == "{name} is N")
        #expect(try rendered("}}{{", [:]) == "}{")
        #expect(try rendered("a {missing} b", [:]) == "a {missing} b")
        #expect(try MessageTemplate("{b} {a} {b}").placeholders == ["b", "a"])
        #expect(try MessageTemplate("{{b}} {a_1}").placeholders == ["a_1"])
    }

    @Test func malformedBracesAreRefusedWithTheirReason() {
        #expect(throws: MessageTemplateSyntaxError.unclosedPlaceholder("a {b")) {
            try MessageTemplate("a {b")
        }
        #expect(throws: MessageTemplateSyntaxError.unopenedBrace("a } b")) {
            try MessageTemplate("a } b")
        }
        #expect(throws: MessageTemplateSyntaxError.invalidPlaceholderName("")) {
            try MessageTemplate("a {} b")
        }
        #expect(throws: MessageTemplateSyntaxError.invalidPlaceholderName("nombre día")) {
            try MessageTemplate("{nombre día}")
        }
        #expect(throws: MessageTemplateSyntaxError.invalidPlaceholderName("a{b")) {
            try MessageTemplate("{a{b}")
        }
    }
}
