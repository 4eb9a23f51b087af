import Foundation

/// A Python `http.server` on 127.0.0.1 the tests start, on a port the system picks. It answers
/// by path, and every request's method, headers and body come back as JSON from `/echo`:
///
/// - `/echo…`: 200 with `{"method", "path", "headers": [[name, value]], "body"}`.
/// - `/status/N`: status N with a one-line body.
/// - `/auth`: 401 with a Basic challenge unless the request carries `user:secret`.
/// - `/slow`: answers after three seconds.
/// - `/big/N`: N bytes of body.
/// - `/redirect`: 302 to `/echo`.
final class LocalHTTPServer {
    struct StartFailed: Error {}

    let port: Int
    private let process: Process

    var base: String { "http://127.0.0.1:\(port)" }

    init() throws {
        let script = #"""
            import base64, json, sys, time
            from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

            class Handler(BaseHTTPRequestHandler):
                protocol_version = "HTTP/1.1"

                def log_message(self, *args):
                    pass

                def __getattr__(self, name):
                    if name.startswith("do_"):
                        return self.answer
                    raise AttributeError(name)

                def send(self, status, body, headers=()):
                    self.send_response(status)
                    for name, value in headers:
                        self.send_header(name, value)
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    if self.command != "HEAD":
                        self.wfile.write(body)

                def answer(self):
                    length = int(self.headers.get("Content-Length") or 0)
                    body = self.rfile.read(length) if length else b""
                    path = self.path
                    if path.startswith("/status/"):
                        status = int(path.split("/")[2])
                        self.send(status, b"status %d\n" % status, [("X-Status", str(status))])
                    elif path == "/auth":
                        expected = "Basic " + base64.b64encode(b"user:secret").decode()
                        if self.headers.get("Authorization") == expected:
                            self.send(200, b"welcome")
                        else:
                            self.send(401, b"who?", [("WWW-Authenticate", 'Basic realm="t"')])
                    elif path == "/slow":
                        time.sleep(3)
                        self.send(200, b"late")
                    elif path.startswith("/big/"):
                        self.send(200, b"x" * int(path.split("/")[2]))
                    elif path == "/redirect":
                        self.send(302, b"", [("Location", "/echo")])
                    else:
                        report = {
                            "method": self.command,
                            "path": path,
                            "headers": [[k, v] for k, v in self.headers.items()],
                            "body": body.decode("utf-8", "replace"),
                        }
                        data = json.dumps(report, ensure_ascii=False).encode()
                        self.send(200, data, [("Content-Type", "application/json"),
                                              ("ETag", '"v1"')])

            server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
            print(server.server_address[1], flush=True)
            server.serve_forever()
            """#
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        guard
            let port = Int(
                String(decoding: line, as: UTF8.self).trimmingCharacters(
                    in: .whitespacesAndNewlines))
        else {
            kill(process.processIdentifier, SIGKILL)
            throw StartFailed()
        }
        self.port = port
    }

    /// SIGKILL: a child of the test process may inherit SIGTERM blocked, and would outlive
    /// the suite.
    deinit {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

/// What `/echo` reports about the request it received.
struct EchoedRequest: Decodable {
    let method: String
    let path: String
    let headers: [[String]]
    let body: String

    func header(_ name: String) -> String? {
        headers.first { $0[0].lowercased() == name.lowercased() }?[1]
    }

    init(_ body: [UInt8]) throws {
        self = try JSONDecoder().decode(EchoedRequest.self, from: Data(body))
    }
}
