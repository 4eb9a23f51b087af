import CCurl
import Glibc

/// libcurl's functions, resolved once with dlopen: `subhub` does not link libcurl, so a
/// machine without it starts every command and is told what is missing only when it sends.
private struct LibCurl: @unchecked Sendable {
    // `@unchecked` for the two raw symbols below: they point into a library that is never
    // closed, and are only ever read.
    typealias Handle = UnsafeMutableRawPointer
    typealias HeaderList = UnsafeMutablePointer<curl_slist>

    let easyInit: @convention(c) () -> Handle?
    let easyCleanup: @convention(c) (Handle?) -> Void
    let easyPerform: @convention(c) (Handle?) -> CURLcode
    let slistAppend: @convention(c) (HeaderList?, UnsafePointer<CChar>?) -> HeaderList?
    let slistFreeAll: @convention(c) (HeaderList?) -> Void
    /// `curl_easy_setopt` and `curl_easy_getinfo` are variadic: the shim's wrappers call them.
    let setopt: UnsafeMutableRawPointer
    let getinfo: UnsafeMutableRawPointer

    /// The first of the system's libcurls that opens, each tried once per process.
    static let system = HTTPClient.systemLibraries.lazy.compactMap(LibCurl.init(path:)).first

    init?(path: String) {
        guard let library = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard
            let globalInit = symbol(
                "curl_global_init", as: (@convention(c) (Int) -> CURLcode).self),
            let easyInit = symbol("curl_easy_init", as: (@convention(c) () -> Handle?).self),
            let easyCleanup = symbol(
                "curl_easy_cleanup", as: (@convention(c) (Handle?) -> Void).self),
            let easyPerform = symbol(
                "curl_easy_perform", as: (@convention(c) (Handle?) -> CURLcode).self),
            let slistAppend = symbol(
                "curl_slist_append",
                as: (@convention(c) (HeaderList?, UnsafePointer<CChar>?) -> HeaderList?).self),
            let slistFreeAll = symbol(
                "curl_slist_free_all", as: (@convention(c) (HeaderList?) -> Void).self),
            let setopt = dlsym(library, "curl_easy_setopt"),
            let getinfo = dlsym(library, "curl_easy_getinfo")
        else {
            dlclose(library)
            return nil
        }
        // CURL_GLOBAL_DEFAULT (SSL | WIN32), a macro Swift does not import. Done here, once,
        // because curl_easy_init would otherwise do it on every thread that races to it.
        guard globalInit(3) == CURLE_OK else {
            dlclose(library)
            return nil
        }
        self.easyInit = easyInit
        self.easyCleanup = easyCleanup
        self.easyPerform = easyPerform
        self.slistAppend = slistAppend
        self.slistFreeAll = slistFreeAll
        self.setopt = setopt
        self.getinfo = getinfo
    }
}

/// What the callbacks fill while libcurl transfers: the final response's headers and body.
private final class ResponseSink {
    let maximumSize: Int
    var headers: [HTTPHeader] = []
    var body: [UInt8] = []
    var exceeded = false

    init(maximumSize: Int) { self.maximumSize = maximumSize }

    /// One header line as libcurl hands it over (with its CRLF). A status line starts a new
    /// response (after a `100 Continue` or an authentication challenge): only the last one's
    /// fields are kept.
    func receiveHeaderLine(_ bytes: UnsafeBufferPointer<UInt8>) {
        let line = String(decoding: bytes, as: UTF8.self)
            .trimmingSuffix { $0.isNewline }
        if line.hasPrefix("HTTP/") {
            headers = []
        } else if let colon = line.firstIndex(of: ":") {
            let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            headers.append(
                HTTPHeader(String(line[..<colon]), String(value.trimmingSuffix { $0 == " " })))
        }
    }

    func receiveBody(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard body.count + bytes.count <= maximumSize else {
            exceeded = true
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }
}

extension String {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
        var text = Substring(self)
        while let last = text.last, predicate(last) { text.removeLast() }
        return String(text)
    }
}

extension Substring {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var text = self
        while let last = text.last, predicate(last) { text.removeLast() }
        return text
    }
}

/// One libcurl easy transfer: the only file that imports CCurl, as `ZipArchive` is for libzip.
struct HTTPTransfer {
    private let curl: LibCurl

    init(libraryPaths: [String]) throws(HTTPError) {
        let library =
            libraryPaths == HTTPClient.systemLibraries
            ? LibCurl.system : libraryPaths.lazy.compactMap(LibCurl.init(path:)).first
        guard let library else { throw .libraryMissing }
        curl = library
    }

    func perform(
        _ request: HTTPRequest, host: String, userAgent: String, maximumResponseSize: Int
    ) throws(HTTPError) -> HTTPResponse {
        guard let handle = curl.easyInit() else { throw .connectionLost(host: host) }
        defer { curl.easyCleanup(handle) }
        let sink = ResponseSink(maximumSize: maximumResponseSize)
        var headerList: LibCurl.HeaderList?
        defer { curl.slistFreeAll(headerList) }
        for line in headerLines(of: request) {
            guard let appended = curl.slistAppend(headerList, line) else {
                throw .connectionLost(host: host)
            }
            headerList = appended
        }

        var options = OptionSetter(curl: curl, handle: handle)
        options.set(CURLOPT_URL, request.url)
        options.set(CURLOPT_NOSIGNAL, 1)
        options.set(CURLOPT_FOLLOWLOCATION, 0)
        options.set(CURLOPT_USERAGENT, userAgent)
        options.set(CURLOPT_TIMEOUT_MS, Self.milliseconds(request.timeout))
        options.set(CURLOPT_HTTPHEADER, UnsafeRawPointer(headerList))
        switch request.credentials {
        case .netrc:
            options.set(CURLOPT_NETRC, Int(CURL_NETRC_OPTIONAL.rawValue))
        case .basic(let user, let password):
            options.set(CURLOPT_USERNAME, user)
            options.set(CURLOPT_PASSWORD, password)
        }
        if request.method == .head {
            options.set(CURLOPT_NOBODY, 1)
        } else if request.method != .get || request.body != nil {
            options.set(CURLOPT_CUSTOMREQUEST, request.method.name)
        }
        options.setCallback(CURLOPT_HEADERFUNCTION) { buffer, size, count, context in
            let sink = Unmanaged<ResponseSink>.fromOpaque(context!).takeUnretainedValue()
            let bytes = UnsafeRawPointer(buffer!).assumingMemoryBound(to: UInt8.self)
            sink.receiveHeaderLine(UnsafeBufferPointer(start: bytes, count: size * count))
            return size * count
        }
        options.setCallback(CURLOPT_WRITEFUNCTION) { buffer, size, count, context in
            let sink = Unmanaged<ResponseSink>.fromOpaque(context!).takeUnretainedValue()
            let bytes = UnsafeRawPointer(buffer!).assumingMemoryBound(to: UInt8.self)
            // Less than was offered makes libcurl stop with CURLE_WRITE_ERROR.
            return sink.receiveBody(UnsafeBufferPointer(start: bytes, count: size * count))
                ? size * count : 0
        }
        let context = Unmanaged.passUnretained(sink).toOpaque()
        options.set(CURLOPT_HEADERDATA, UnsafeRawPointer(context))
        options.set(CURLOPT_WRITEDATA, UnsafeRawPointer(context))
        guard options.allSucceeded else { throw .invalidRequest }
        // Only addresses of the web: never file://, never a redirect into another protocol.
        // Older libcurls lack these options, and `HTTPAddress` has checked the scheme already.
        _ = options.setIgnoringFailure(CURLOPT_PROTOCOLS_STR, "http,https")

        let code = withExtendedLifetime(sink) {
            withBody(request.body) { body in
                if let body {
                    var options = OptionSetter(curl: curl, handle: handle)
                    options.setOffset(CURLOPT_POSTFIELDSIZE_LARGE, body.count)
                    options.set(CURLOPT_POSTFIELDS, UnsafeRawPointer(body.baseAddress))
                    guard options.allSucceeded else { return CURLE_FAILED_INIT }
                }
                return curl.easyPerform(handle)
            }
        }
        guard code == CURLE_OK else {
            throw Self.failure(code, host: host, responseTooLarge: sink.exceeded)
        }
        var status = 0
        _ = subhub_curl_getinfo_long(curl.getinfo, handle, CURLINFO_RESPONSE_CODE, &status)
        return HTTPResponse(status: status, headers: sink.headers, body: sink.body)
    }

    /// The request's header lines, and two that undo libcurl's defaults: no
    /// `Expect: 100-continue` (a second's wait on servers that ignore it), and no form
    /// Content-Type on a body the caller did not type.
    private func headerLines(of request: HTTPRequest) -> [String] {
        var lines = request.headers.map { "\($0.name): \($0.value)" }
        lines.append("Expect:")
        if request.body != nil, request.headers[field: "Content-Type"] == nil {
            lines.append("Content-Type:")
        }
        return lines
    }

    /// Runs `work` with the body's bytes kept in place. An empty body still gets a valid
    /// pointer: with a null one libcurl would read the body from standard input.
    private func withBody<Result>(
        _ body: [UInt8]?, _ work: (UnsafeBufferPointer<UInt8>?) -> Result
    ) -> Result {
        guard var body else { return work(nil) }
        if body.isEmpty {
            body = [0]
            return body.withUnsafeBufferPointer { work(UnsafeBufferPointer(rebasing: $0[0..<0])) }
        }
        return body.withUnsafeBufferPointer { work($0) }
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
    }

    private static func failure(_ code: CURLcode, host: String, responseTooLarge: Bool)
        -> HTTPError
    {
        switch code {
        case CURLE_WRITE_ERROR where responseTooLarge: .responseTooLarge(host: host)
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT, CURLE_FAILED_INIT: .invalidRequest
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: .hostNotFound(host: host)
        case CURLE_COULDNT_CONNECT: .connectionFailed(host: host)
        case CURLE_OPERATION_TIMEDOUT: .timedOut(host: host)
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
            CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR,
            CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CRL_BADFILE,
            CURLE_USE_SSL_FAILED, CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED:
            .secureConnectionFailed(host: host)
        default: .connectionLost(host: host)
        }
    }
}

/// Sets options on one handle and remembers whether any was refused, so a transfer is never
/// started half configured.
private struct OptionSetter {
    let curl: LibCurl
    let handle: LibCurl.Handle
    private(set) var allSucceeded = true

    init(curl: LibCurl, handle: LibCurl.Handle) {
        self.curl = curl
        self.handle = handle
    }

    mutating func set(_ option: CURLoption, _ value: Int) {
        record(subhub_curl_setopt_long(curl.setopt, handle, option, value))
    }

    mutating func setOffset(_ option: CURLoption, _ value: curl_off_t) {
        record(subhub_curl_setopt_offset(curl.setopt, handle, option, value))
    }

    mutating func set(_ option: CURLoption, _ value: UnsafeRawPointer?) {
        record(subhub_curl_setopt_pointer(curl.setopt, handle, option, value))
    }

    /// A string option: libcurl copies it before this returns.
    mutating func set(_ option: CURLoption, _ value: String) {
        record(value.withCString { subhub_curl_setopt_pointer(curl.setopt, handle, option, $0) })
    }

    mutating func setCallback(_ option: CURLoption, _ callback: curl_write_callback) {
        record(subhub_curl_setopt_callback(curl.setopt, handle, option, callback))
    }

    func setIgnoringFailure(_ option: CURLoption, _ value: String) -> Bool {
        value.withCString {
            subhub_curl_setopt_pointer(curl.setopt, handle, option, $0) == CURLE_OK
        }
    }

    private mutating func record(_ code: CURLcode) {
        if code != CURLE_OK { allSucceeded = false }
    }
}
