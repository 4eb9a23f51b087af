import SubShell
import Testing

@Suite struct TokenizerTests {
    @Test(arguments: [
        ("add Netflix 12,99", ["add", "Netflix", "12,99"]),
        ("add 'Movistar Plus+' 9.99 EUR", ["add", "Movistar Plus+", "9.99", "EUR"]),
        (#"add "Apple \"One\"" 19.95"#, ["add", #"Apple "One""#, "19.95"]),
        (#"show Día\ Club"#, ["show", "Día Club"]),
        ("  list   # a comment", ["list"]),
        ("# only a comment", []),
        ("add C# 5", ["add", "C#", "5"]),
        ("add ''", ["add", ""]),
        ("", []),
    ])
    func splitsLikeAShell(line: String, words: [String]) throws {
        #expect(try Tokenizer.split(line) == words)
    }

    @Test func unterminatedQuoteIsAnError() {
        #expect(throws: Tokenizer.Failure.unterminatedQuote("'")) {
            try Tokenizer.split("show 'Net")
        }
        #expect(throws: Tokenizer.Failure.unterminatedQuote("\"")) {
            try Tokenizer.split("show \"Net")
        }
    }

    @Test func scanReportsTheWordBeingTyped() {
        let scan = Tokenizer.scan("show 'Movistar P")
        #expect(scan.words.map(\.text) == ["show", "Movistar P"])
        #expect(scan.words.last?.start == 5)
        #expect(scan.openQuote == "'")
        #expect(scan.endsInWord)
        #expect(Tokenizer.scan("show ").endsInWord == false)
    }

    @Test(arguments: ["Netflix", "Movistar Plus+", "it's", #"say "hi" \ "#, "", "C#"])
    func quotedRoundTrips(word: String) throws {
        #expect(try Tokenizer.split(Tokenizer.quoted(word)) == [word])
    }
}
