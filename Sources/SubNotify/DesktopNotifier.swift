import FoundationEssentials

/// Shows a reminder through the freedesktop notification service on the session bus
/// (`org.freedesktop.Notifications.Notify`, what `notify-send` calls).
///
/// Through `gdbus`, GLib's D-Bus client, rather than libdbus from Swift: Notify takes an
/// array of actions and an `a{sv}` of hints, which libdbus builds only through its variadic
/// and iterator calls (a C shim of a dozen `dlopen`ed functions for one call), while
/// `gdbus` is on every desktop that shows notifications (GNOME, KDE and the others ship
/// GLib) and talks to exactly the bus in `DBUS_SESSION_BUS_ADDRESS`. Every argument is
/// given as a typed GVariant literal, so no text of the reminder is ever read as syntax.
public struct DesktopNotifier: Sendable {
    public static let tool = "gdbus"
    public static let timeout: Double = 15

    public let environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// The `gdbus call` arguments for `message`.
    public static func arguments(for message: ReminderMessage) -> [String] {
        [
            "call", "--session", "--dest", "org.freedesktop.Notifications",
            "--object-path", "/org/freedesktop/Notifications",
            "--method", "org.freedesktop.Notifications.Notify", "--",
            literal("SubHub"), "uint32 0", literal(""), literal(message.title),
            literal(message.body), "@as []",
            "{'urgency': <byte \(message.isUrgent ? 2 : 1)>, 'category': <'x-subhub.reminder'>"
                + ", 'desktop-entry': <'subhub'>}",
            "int32 -1",
        ]
    }

    public func send(_ message: ReminderMessage) -> DeliveryFailure? {
        guard
            let gdbus = ChildProcess.find(
                Self.tool, path: environment["PATH"], fallbacks: ["/usr/bin/gdbus"])
        else { return .missingTool(Self.tool) }
        let process = ChildProcess(
            executable: gdbus, arguments: Self.arguments(for: message), environment: environment,
            timeout: Self.timeout)
        guard let result = try? process.run() else {
            return .toolFailed(Self.tool, status: nil, message: "")
        }
        return DeliveryFailure.of(result, tool: Self.tool, timeout: Self.timeout)
    }

    /// `text` as a GVariant string literal: double quotes, with backslashes, quotes and
    /// control characters escaped (GVariant's text format reads `\uXXXX`).
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
