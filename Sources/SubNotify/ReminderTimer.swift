import FoundationEssentials
import SubDomain
import Glibc

/// Installs what runs `subhub remind run` every hour while the shell is closed: a systemd
/// user timer (`subhub-remind.service` and `.timer`, `Persistent=true` so an hour missed
/// while the machine was off runs at the next boot), or a crontab line where there is no
/// systemd user session. Uninstalling removes exactly what installing wrote: the two files
/// only when they carry SubHub's mark and this profile's, the crontab line by its tag. The
/// unit names are fixed, so one profile's timer is never overwritten or removed by another
/// profile's install or uninstall: that one is refused, and cron serves it instead.
public struct ReminderTimer: Sendable {
    public enum Scheduler: String, Sendable {
        case systemd, cron
    }

    public struct Installed: Sendable, Hashable {
        public let scheduler: Scheduler
        /// The unit files written (systemd), or none.
        public let files: [String]
        /// The crontab line added (cron), or `nil`.
        public let cronLine: String?
        /// Why systemd was not used when `--cron` was not asked: `systemctl`'s own words.
        public let systemdUnavailable: String?
    }

    public struct Removed: Sendable, Hashable {
        public let files: [String]
        public let cronLines: Int
    }

    public static let serviceName = "subhub-remind.service"
    public static let timerName = "subhub-remind.timer"
    static let mark = "# Written by `subhub remind install`; `subhub remind uninstall` removes it."

    /// The running binary, absolute.
    public let binary: String
    public let profile: String
    /// The environment the timer's runs get: the data directory when it was chosen by
    /// variable, and the language, so a reminder speaks as the shell does.
    public let runEnvironment: [(String, String)]
    /// This process's environment: HOME, XDG_CONFIG_HOME and PATH to find the tools.
    public let environment: [String: String]

    public init(
        binary: String, profile: String, runEnvironment: [(String, String)],
        environment: [String: String]
    ) {
        self.binary = binary
        self.profile = profile
        self.runEnvironment = runEnvironment
        self.environment = environment
    }

    /// The folder of user units: `$XDG_CONFIG_HOME/systemd/user`, else `~/.config/…`.
    public var unitFolder: String { configFolder + "/systemd/user" }

    /// `$XDG_CONFIG_HOME`, else `~/.config`.
    var configFolder: String {
        environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path)
            + "/.config"
    }

    /// The tag that ends this profile's crontab line.
    public var cronTag: String { "# subhub-remind profile=\(profile)" }

    // MARK: Installing

    public func install(cron: Bool) throws(DeliveryFailure) -> Installed {
        var unavailable: String?
        if !cron {
            switch installSystemd() {
            case .success(let files):
                return Installed(
                    scheduler: .systemd, files: files, cronLine: nil, systemdUnavailable: nil)
            case .failure(let failure):
                guard case .toolFailed(_, _, let message) = failure else {
                    if case .missingTool = failure {
                        unavailable = ""
                        break
                    }
                    throw failure
                }
                unavailable = message
            }
        }
        let line = try installCron()
        return Installed(
            scheduler: .cron, files: [], cronLine: line, systemdUnavailable: unavailable)
    }

    var service: String {
        let environmentLines: [String] = runEnvironment.map {
            "Environment=" + Self.systemdQuoted("\($0.0)=\($0.1)", expandsVariables: false)
        }
        let command: [String] = [binary, "--profile", profile, "remind", "run"].map {
            Self.systemdQuoted($0)
        }
        let head: [String] = [
            Self.mark, profileMark, "[Unit]", "Description=SubHub reminders (subhub remind run)",
            "", "[Service]", "Type=oneshot",
        ]
        let lines: [String] =
            head + environmentLines + ["ExecStart=" + command.joined(separator: " ")]
        return lines.joined(separator: "\n") + "\n"
    }

    var timer: String {
        [
            Self.mark, profileMark, "[Unit]", "Description=Deliver SubHub reminders every hour", "",
            "[Timer]", "OnCalendar=hourly", "Persistent=true", "", "[Install]",
            "WantedBy=timers.target",
        ].joined(separator: "\n") + "\n"
    }

    var cronLine: String {
        let variables = runEnvironment.map { "\($0.0)=" + Self.shellQuoted($0.1) }
        let command = [binary, "--profile", profile, "remind", "run"].map(Self.shellQuoted)
        // Minute 17, not 0: every machine's hourly jobs start at 0.
        return (["17 * * * *"] + variables + command + [">/dev/null 2>&1", cronTag])
            .joined(separator: " ")
    }

    private func installSystemd() -> Result<[String], DeliveryFailure> {
        // Without a user manager there is nothing to enable: ask it before writing a file.
        if let failure = systemctl(["daemon-reload"]) { return .failure(failure) }
        let files = [
            (unitFolder + "/" + Self.serviceName, service),
            (unitFolder + "/" + Self.timerName, timer),
        ]
        do {
            try FileManager.default.createDirectory(
                atPath: unitFolder, withIntermediateDirectories: true)
            for (path, _) in files
            where !ours(path) && FileManager.default.fileExists(atPath: path) {
                // Somebody else's unit of that name, or another profile's: never overwritten.
                return .failure(.toolFailed("systemd", status: nil, message: path))
            }
            for (path, text) in files {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            }
        } catch {
            return .failure(.toolFailed("systemd", status: nil, message: unitFolder))
        }
        if let failure = systemctl(["daemon-reload"])
            ?? systemctl(["enable", "--now", Self.timerName])
        {
            for (path, _) in files { unlink(path) }
            return .failure(failure)
        }
        return .success(files.map(\.0))
    }

    private func installCron() throws(DeliveryFailure) -> String {
        let line = cronLine
        // Reading and writing the crontab is one step for every profile at once: two
        // installs side by side each wrote back what it read, one line was lost, and both
        // said "Added". What was written is read back before it is said.
        try withCrontabLock { () throws(DeliveryFailure) in
            let existing = try crontabLines()
            let kept = existing.filter { !$0.hasSuffix(cronTag) }
            try writeCrontab(kept + [line])
        }
        guard try crontabLines().contains(line) else {
            throw .toolFailed("crontab", status: nil, message: cronTag)
        }
        return line
    }

    /// Runs `body` holding an exclusive lock shared by every SubHub of this user (a file
    /// beside the user's configuration, 0600); without a place for it, runs it anyway.
    private func withCrontabLock(_ body: () throws(DeliveryFailure) -> Void)
        throws(DeliveryFailure)
    {
        let path = configFolder + "/subhub-crontab.lock"
        try? FileManager.default.createDirectory(
            atPath: configFolder, withIntermediateDirectories: true)
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        try body()
    }

    // MARK: Uninstalling

    public func uninstall() throws(DeliveryFailure) -> Removed {
        var removed: [String] = []
        let paths = [Self.timerName, Self.serviceName].map { unitFolder + "/" + $0 }
        if paths.contains(where: ours) {
            _ = systemctl(["disable", "--now", Self.timerName])
            for path in paths where ours(path) && unlink(path) == 0 { removed.append(path) }
            _ = systemctl(["daemon-reload"])
        }
        var cronLines = 0
        if ChildProcess.find("crontab", path: environment["PATH"]) != nil {
            try withCrontabLock { () throws(DeliveryFailure) in
                let existing = try crontabLines()
                let kept = existing.filter { !$0.hasSuffix(cronTag) }
                cronLines = existing.count - kept.count
                if cronLines > 0 { try writeCrontab(kept) }
            }
        }
        return Removed(files: removed, cronLines: cronLines)
    }

    // MARK: The tools

    /// The second line of each unit: the profile it runs for.
    var profileMark: String { "# profile=\(profile)" }

    /// Whether `path` is a unit SubHub wrote for this profile (its first lines are the marks).
    func ours(_ path: String) -> Bool {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
        return text.hasPrefix(Self.mark + "\n" + profileMark + "\n")
    }

    private func systemctl(_ arguments: [String]) -> DeliveryFailure? {
        guard let tool = ChildProcess.find("systemctl", path: environment["PATH"]) else {
            return .missingTool("systemctl")
        }
        let process = ChildProcess(
            executable: tool, arguments: ["--user"] + arguments, environment: environment)
        guard let result = try? process.run() else {
            return .toolFailed("systemctl", status: nil, message: "")
        }
        return DeliveryFailure.of(result, tool: "systemctl", timeout: process.timeout)
    }

    private func crontabLines() throws(DeliveryFailure) -> [String] {
        let result = try crontab(["-l"], input: "")
        // `crontab -l` fails when the user has no crontab yet: that is an empty one. Any other
        // failure (a timeout, a refusal) is one: taken as empty, writing would wipe the table.
        guard result.succeeded else {
            if result.status == 1, result.standardError.lowercased().contains("no crontab") {
                return []
            }
            throw DeliveryFailure.of(result, tool: "crontab", timeout: 30)
                ?? .toolFailed("crontab", status: result.status, message: result.standardError)
        }
        return result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init).reversed().drop { $0.isEmpty }.reversed()
    }

    private func writeCrontab(_ lines: [String]) throws(DeliveryFailure) {
        let result = try crontab(["-"], input: lines.map { $0 + "\n" }.joined())
        if let failure = DeliveryFailure.of(result, tool: "crontab", timeout: 30) {
            throw failure
        }
    }

    private func crontab(_ arguments: [String], input: String) throws(DeliveryFailure)
        -> ChildProcess.Result
    {
        guard let tool = ChildProcess.find("crontab", path: environment["PATH"]) else {
            throw .missingTool("crontab")
        }
        do {
            return try ChildProcess(
                executable: tool, arguments: arguments, environment: environment
            )
            .run(input: Data(input.utf8))
        } catch {
            throw .toolFailed("crontab", status: nil, message: "")
        }
    }

    // MARK: Quoting

    /// One word for systemd's command and `Environment=` lines: double-quoted, with `\`
    /// and `"` escaped, and `%` doubled (systemd's specifiers). `$` is doubled only where
    /// systemd expands variables (`ExecStart=`); `Environment=` takes it as it is.
    static func systemdQuoted(_ word: String, expandsVariables: Bool = true) -> String {
        var out = "\""
        for character in word {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "%": out += "%%"
            case "$" where expandsVariables: out += "$$"
            default: out.append(character)
            }
        }
        return out + "\""
    }

    /// One word for `/bin/sh`, as cron runs its lines: single-quoted; `%` is escaped too,
    /// since cron turns a bare `%` into a line break.
    static func shellQuoted(_ word: String) -> String {
        "'"
            + word.replacingAll("'", with: "'\\''")
            .replacingAll("%", with: "\\%") + "'"
    }
}
