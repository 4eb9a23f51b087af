import FoundationEssentials

/// Hands a message to the system's `sendmail` interface (`sendmail -t -i`: recipients from
/// the headers, a lone dot is not the end), which msmtp, Postfix, Exim and OpenSMTPD all
/// provide. SubHub never speaks SMTP itself: the user's mail setup (relay, password,
/// TLS) stays where they configured it.
public struct MailSender: Sendable {
    public static let tool = "sendmail"
    public static let timeout: Double = 60
    /// Where Debian and the BSDs put it when it is not on the `PATH` (a cron job's `PATH`
    /// is `/usr/bin:/bin`).
    public static let fallbacks = ["/usr/sbin/sendmail", "/usr/lib/sendmail"]

    public let environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
    }

    public func send(_ mail: MailMessage) -> DeliveryFailure? {
        guard
            let sendmail = ChildProcess.find(
                Self.tool, path: environment["PATH"], fallbacks: Self.fallbacks)
        else { return .missingTool(Self.tool) }
        let process = ChildProcess(
            executable: sendmail, arguments: ["-t", "-i"], environment: environment,
            timeout: Self.timeout)
        guard let result = try? process.run(input: Data(mail.text.utf8)) else {
            return .toolFailed(Self.tool, status: nil, message: "")
        }
        return DeliveryFailure.of(result, tool: Self.tool, timeout: Self.timeout)
    }

    /// Whether `address` is one address a `To:` header can carry: `local@domain`, no
    /// spaces, angle brackets, commas or line breaks (which would add recipients or
    /// headers).
    public static func isValidAddress(_ address: String) -> Bool {
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
            !parts[1].hasPrefix("."), !parts[1].hasSuffix("."), address.utf8.count <= 254
        else { return false }
        return address.unicodeScalars.allSatisfy {
            $0.value > 0x20 && $0.value != 0x7F && !"<>,;:\"()[]\\".unicodeScalars.contains($0)
        }
    }
}
