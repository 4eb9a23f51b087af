import Testing

@testable import SubNetwork

@Suite struct HTTPAddressTests {
    @Test func takesApartWhatAMessageNeeds() throws {
        let address = try #require(HTTPAddress("HTTPS://ana:pa55@dav.example.org:5232/ana/cal/"))
        #expect(address.scheme == "https")
        #expect(address.host == "dav.example.org")
        #expect(address.displayed == "https://dav.example.org:5232/ana/cal/")
        #expect(HTTPAddress("http://[::1]:8080/x")?.host == "::1")
    }

    @Test func displayedNeverShowsASecret() throws {
        let withToken = try #require(HTTPAddress("https://u:p@push.example/message?token=s3cr3t"))
        #expect(withToken.displayed == "https://push.example/message?…")
        #expect(!withToken.displayed.contains("s3cr3t"))
        #expect(!withToken.displayed.contains("u:p"))
        #expect(HTTPAddress("http://h/a#frag")?.displayed == "http://h/a")
    }

    @Test func membersAreOneEncodedSegmentInsideTheCollection() throws {
        let collection = try #require(HTTPAddress("http://u@h:1/cal?x=1"))
        #expect(collection.member("a b/ñ.ics") == "http://u@h:1/cal/a%20b%2F%C3%B1.ics")
        #expect(HTTPAddress("http://h/cal/")?.member("x.ics") == "http://h/cal/x.ics")
        #expect(HTTPAddress("http://h")?.member("x.ics") == "http://h/x.ics")
    }

    @Test func refusesWhatIsNoWebAddress() {
        for text in [
            "", "h/x", "file:///etc/passwd", "ftp://h/", "http://", "http:///x",
            "http://h/a b", "http://h/\n",
        ] {
            #expect(HTTPAddress(text) == nil, "\(text)")
        }
    }
}
