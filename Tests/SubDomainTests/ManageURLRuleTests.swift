import SubDomain
import TestSupport
import Testing

@Suite struct ManageURLRuleTests {
    @Test(arguments: [
        "https://www.netflix.com/cancelplan", "http://example.com", "HTTPS://Example.com/a?b=c#d",
        "https://user@host:8443/path", "https://ejemplo.es/cuenta/baja",
    ])
    func plainWebAddressesAreKept(url: String) {
        #expect(throws: Never.self) { try ManageURLRule.validate(url) }
    }

    @Test(arguments: [
        "", "netflix.com", "ftp://example.com", "javascript:alert(1)", "https://", "https:///x",
        "https://exa mple.com", "https://example.com/\t", "https://example.com/\u{1B}[31m",
        "https://example.com/\u{202E}moc", "https://example.com/\u{200B}", " https://a.com",
        "https://a.com\n", "file:///etc/passwd", "https//a.com",
    ])
    func anythingElseIsRefused(url: String) {
        #expect(throws: DomainError.invalidManageURL) { try ManageURLRule.validate(url) }
    }

    @Test func theLengthIsBounded() {
        let longest = "https://a.com/" + String(repeating: "x", count: 2048 - 14)
        #expect(throws: Never.self) { try ManageURLRule.validate(longest) }
        #expect(throws: DomainError.manageURLTooLong(length: 2049)) {
            try ManageURLRule.validate(longest + "y")
        }
    }

    @Test func theLedgerChecksTheLinkOnAddAndEdit() throws {
        var ledger = ExpenseLedger()
        let today = Sample.date("2026-11-29")
        var netflix = Sample.expense("Netflix", 1299)
        netflix.manageURL = "https://www.netflix.com/cancelplan"
        let added = try ledger.add(netflix, asOf: today).value
        #expect(added.manageURL == "https://www.netflix.com/cancelplan")
        var edited = added
        edited.manageURL = "netflix.com"
        #expect(throws: DomainError.invalidManageURL) { try ledger.update(edited, asOf: today) }
        #expect(ledger.expenses[0].manageURL == "https://www.netflix.com/cancelplan")
    }
}
