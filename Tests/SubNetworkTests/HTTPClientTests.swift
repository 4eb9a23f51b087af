import Foundation
import Testing
import TestSupport

@testable import SubNetwork

@Suite(.serialized) struct HTTPClientTests {
    let server: LocalHTTPServer
    let client = HTTPClient(userAgent: "SubHub-tests/1")

    init() throws { server = try LocalHTTPServer() }

    @Test func sendsMethodHeadersAndBodyAsGiven() throws {
        let ics = "BEGIN:VCALENDAR\r\nSUMMARY:Día de pago 支付\r\nEND:VCALENDAR\r\n"
        for method in [HTTPMethod.put, .post, .propfind, .report, HTTPMethod("MKCALENDAR")] {
            let response = try client.send(
                HTTPRequest(
                    method: method, url: server.base + "/echo/a.ics",
                    headers: [
                        HTTPHeader("Content-Type", "text/calendar; charset=utf-8"),
                        HTTPHeader("If-None-Match", "*"),
                    ],
                    body: Array(ics.utf8)))
            #expect(response.status == 200)
            #expect(response.headers[field: "etag"] == "\"v1\"")
            let echoed = try EchoedRequest(response.body)
            #expect(echoed.method == method.name)
            #expect(echoed.path == "/echo/a.ics")
            #expect(echoed.body == ics)
            #expect(echoed.header("Content-Type") == "text/calendar; charset=utf-8")
            #expect(echoed.header("If-None-Match") == "*")
            #expect(echoed.header("User-Agent") == "SubHub-tests/1")
            #expect(echoed.header("Expect") == nil)
        }
    }

    @Test func sendsNoBodyAndNoContentTypeUnlessGiven() throws {
        let get = try EchoedRequest(client.send(HTTPRequest(url: server.base + "/echo")).body)
        #expect(get.method == "GET")
        #expect(get.header("Content-Length") == nil)
        let delete = try EchoedRequest(
            client.send(HTTPRequest(method: .delete, url: server.base + "/echo/x.ics")).body)
        #expect(delete.method == "DELETE")
        #expect(delete.body.isEmpty)
        // An untyped body is not announced as a form, and an empty one is sent as empty
        // (libcurl would read a missing one from standard input).
        let empty = try EchoedRequest(
            client.send(HTTPRequest(method: .put, url: server.base + "/echo", body: [])).body)
        #expect(empty.header("Content-Length") == "0")
        #expect(empty.header("Content-Type") == nil)
    }

    @Test func headHasNoBody() throws {
        let response = try client.send(HTTPRequest(method: .head, url: server.base + "/echo"))
        #expect(response.status == 200)
        #expect(response.body.isEmpty)
    }

    @Test func anErrorStatusIsAnAnswerNotAFailure() throws {
        for status in [201, 204, 404, 412, 500] {
            let response = try client.send(HTTPRequest(url: server.base + "/status/\(status)"))
            #expect(response.status == status)
            #expect(response.isSuccess == (200..<300).contains(status))
            #expect(response.headers[field: "X-STATUS"] == String(status))
        }
    }

    @Test func redirectsAreReportedNotFollowed() throws {
        let response = try client.send(HTTPRequest(url: server.base + "/redirect"))
        #expect(response.status == 302)
        #expect(response.headers[field: "Location"] == "/echo")
    }

    @Test func basicCredentialsAreSent() throws {
        let url = server.base + "/auth"
        let home = try temporaryHome(netrc: nil)
        #expect(try client.send(HTTPRequest(url: url)).status == 401)
        let wrong = HTTPRequest(url: url, credentials: .basic(user: "user", password: "nope"))
        #expect(try client.send(wrong).status == 401)
        let right = HTTPRequest(url: url, credentials: .basic(user: "user", password: "secret"))
        let response = try client.send(right)
        #expect(response.status == 200)
        #expect(response.text == "welcome")
        try FileManager.default.removeItem(atPath: home)
    }

    /// libcurl reads `$HOME/.netrc`; the test process's HOME is pointed at a folder holding
    /// one, and back.
    @Test func netrcCredentialsAreUsedForTheirHostOnly() throws {
        let home = try temporaryHome(
            netrc: "machine 127.0.0.1\nlogin user\npassword secret\n")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let previous = ProcessInfo.processInfo.environment["HOME"]
        setenv("HOME", home, 1)
        defer {
            if let previous { setenv("HOME", previous, 1) } else { unsetenv("HOME") }
        }
        #expect(try client.send(HTTPRequest(url: server.base + "/auth")).status == 200)
        let local = "http://localhost:\(server.port)/auth"
        #expect(try client.send(HTTPRequest(url: local)).status == 401)
    }

    @Test func unreachableServersAreTypedFailures() throws {
        // A port that was just free: bound, read and closed.
        let closedPort = LoopbackPort.free()
        #expect(throws: HTTPError.connectionFailed(host: "127.0.0.1")) {
            try client.send(HTTPRequest(url: "http://127.0.0.1:\(closedPort)/x"))
        }
        #expect(throws: HTTPError.hostNotFound(host: "subhub-nowhere.invalid")) {
            try client.send(HTTPRequest(url: "http://subhub-nowhere.invalid/x"))
        }
        #expect(throws: HTTPError.timedOut(host: "127.0.0.1")) {
            try client.send(HTTPRequest(url: server.base + "/slow", timeout: .milliseconds(300)))
        }
    }

    @Test func anAnswerPastTheLimitIsRefused() throws {
        let small = HTTPClient(userAgent: "t", maximumResponseSize: 1000)
        #expect(try small.send(HTTPRequest(url: server.base + "/big/1000")).body.count == 1000)
        #expect(throws: HTTPError.responseTooLarge(host: "127.0.0.1")) {
            try small.send(HTTPRequest(url: server.base + "/big/1001"))
        }
    }

    @Test func malformedRequestsAreRefusedBeforeSending() throws {
        let refused = [
            HTTPRequest(url: "file:///etc/passwd"),
            HTTPRequest(url: "ftp://127.0.0.1/x"),
            HTTPRequest(url: "127.0.0.1/x"),
            HTTPRequest(url: server.base + "/echo x"),
            HTTPRequest(method: HTTPMethod("GET /x HTTP/1.1\r\nHost: y"), url: server.base),
            HTTPRequest(url: server.base, headers: [HTTPHeader("X-A", "1\r\nX-B: 2")]),
            HTTPRequest(url: server.base, headers: [HTTPHeader("X A", "1")]),
            HTTPRequest(url: server.base, timeout: .zero),
        ]
        for request in refused {
            #expect(throws: HTTPError.invalidRequest) { try client.send(request) }
        }
    }

    @Test func aMissingLibcurlIsItsOwnFailure() {
        let client = HTTPClient(userAgent: "t", libraryPaths: ["libcurl-not-here.so.9"])
        #expect(throws: HTTPError.libraryMissing) {
            try client.send(HTTPRequest(url: server.base + "/echo"))
        }
    }

    private func temporaryHome(netrc: String?) throws -> String {
        let home = FileManager.default.temporaryDirectory
            .appendingPathComponent("subhub-http-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        if let netrc {
            try netrc.write(toFile: home + "/.netrc", atomically: true, encoding: .utf8)
            chmod(home + "/.netrc", 0o600)
        }
        return home
    }

}
