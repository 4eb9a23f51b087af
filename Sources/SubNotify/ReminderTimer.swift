import FoundationEssentials
import SubDomain
import Glibc

/// Installs what runs `subhub remind run` every hour while the shell is closed: a systemd
/// user timer (`subhub-remind-PROFILE-ID.service` and `.timer`, `Persistent=true` so an hour
/// missed while the machine was off runs at the next boot), or a crontab line where systemd
/// cannot be used (`SystemdProblem` says why). Uninstalling removes exactly what installing
/// wrote: the two files only when they carry SubHub's mark and this profile's, the crontab
/// line by its tag.
///
/// Each profile has its own units and its own crontab line, named by the profile and a
/// short digest of its folder (`unitName`), so two profiles (or one profile name in two data
/// folders) each install, reinstall and uninstall their own timer and never another's.
/// Earlier versions named the units `subhub-remind.service` and `.timer` for whichever
/// profile installed first: a profile's own units of that name, and its crontab line with the
/// earlier tag, are found by its install (which moves them to the new names and says so) and
/// by its uninstall.
public struct ReminderTimer: Sendable {
    public enum Scheduler: String, Sendable {
        case systemd, cron
    }

    /// Why the systemd user timer was not used, each a different thing for the user to fix.
    public enum SystemdProblem: Error, Sendable, Hashable {
        /// `systemctl` is not installed.
        case noSystemctl
        /// `systemctl --user` cannot reach a user manager: its failure.
        case noUserSession(DeliveryFailure)
        /// The unit folder or a unit file could not be written.
        case unitNotWritable(path: String)
        /// A file of the unit's name is there and SubHub did not write it for this profile.
        case unitTaken(path: String)
        /// The units were written but `systemctl --user enable --now` failed: its failure.
        case notEnabled(unit: String, DeliveryFailure)

        /// A stable name for scripts (`--json`).
        public var code: String {
            switch self {
            case .noSystemctl: "no_systemctl"
            case .noUserSession: "no_user_session"
            case .unitNotWritable: "unit_not_writable"
            case .unitTaken: "unit_taken"
            case .notEnabled: "not_enabled"
            }
        }
    }

    public struct Installed: Sendable, Hashable {
        public let scheduler: Scheduler
        /// The unit files written (systemd), or none.
        public let files: [String]
        /// The timer enabled (systemd), or `nil`.
        public let timerName: String?
        /// The crontab line added (cron), or `nil`.
        public let cronLine: String?
        /// Why systemd was not used when `--cron` was not asked.
        public let systemdProblem: SystemdProblem?
        /// Units an earlier version wrote for this profile under the single names, moved to
        /// this profile's own names (removed once the new timer was enabled).
        public let migrated: [String]
        /// This profile's crontab lines removed because the systemd timer runs it now.
        public let cronLinesRemoved: Int
    }

    public struct Removed: Sendable, Hashable {
        public let files: [String]
        public let cronLines: Int
    }

    /// Neither systemd nor cron could be set up: why each could not.
    public struct InstallFailure: Error, Sendable, Hashable {
        /// Why systemd was not used; `nil` when `--cron` was asked.
        public let systemd: SystemdProblem?
        public let cron: DeliveryFailure
    }

    /// The names every profile's units had before each profile had its own.
    public static let legacyServiceName = "subhub-remind.service"
    public static let legacyTimerName = "subhub-remind.timer"
    static let mark = "# Written by `subhub remind install`; `subhub remind uninstall` removes it."

    /// The running binary, absolute.
    public let binary: String
    public let profile: String
    /// The profile's folder, whose digest tells apart one profile name in two data folders.
    public let profileDirectory: String
    /// The environment the timer's runs get: the data directory when it was chosen by
    /// variable, and the language, so a reminder speaks as the shell does.
    public let runEnvironment: [(String, String)]
    /// This process's environment: HOME, XDG_CONFIG_HOME and PATH to find the tools.
    public let environment: [String: String]

    public init(
        binary: String, profile: String, profileDirectory: String,
        runEnvironment: [(String, String)], environment: [String: String]
    ) {
        self.binary = binary
        self.profile = profile
        self.profileDirectory = profileDirectory
        self.runEnvironment = runEnvironment
        self.environment = environment
    }

    /// This profile's units without their suffix: `subhub-remind-PROFILE-ID`, where ID is
    /// 8 hex digits of the profile folder's digest; a profile name that is not plain ASCII
    /// letters, digits, `_` and `-` (or is long) is left out, the digest names it alone.
    public var unitName: String {
        let plain =
            profile.utf8.count <= 32
            && profile.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || $0 == "_" || $0 == "-"
            }
        let digest = StableHash.hex(profileDirectory).prefix(8)
        return "subhub-remind-" + (plain ? profile + "-" : "") + digest
    }

    public var serviceName: String { unitName + ".service" }
    public var timerName: String { unitName + ".timer" }

    /// The folder of user units: `$XDG_CONFIG_HOME/systemd/user`, else `~/.config/…`.
    public var unitFolder: String { configFolder + "/systemd/user" }

    /// `$XDG_CONFIG_HOME`, else `~/.config`.
    var configFolder: String {
        environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path)
            + "/.config"
    }

    /// The tag that ends this profile's crontab line: the profile and its units' name.
    public var cronTag: String { "# subhub-remind profile=\(profile) unit=\(unitName)" }

    /// The tag earlier versions ended this profile's line with.
    var legacyCronTag: String { "# subhub-remind profile=\(profile)" }

    /// Whether `line` is this profile's, by either tag.
    func isOurCronLine(_ line: String) -> Bool {
        line.hasSuffix(cronTag) || line.hasSuffix(legacyCronTag)
    }

    // MARK: Installing

    public func install(cron: Bool) throws(InstallFailure) -> Installed {
        var problem: SystemdProblem?
        if !cron {
            switch installSystemd() {
            case .success(let files):
                let migrated = removeLegacyUnits()
                // The timer runs this profile now: a crontab line of it would run it twice.
                let cronLines = (try? removeCronLines()) ?? 0
                return Installed(
                    scheduler: .systemd, files: files, timerName: timerName, cronLine: nil,
                    systemdProblem: nil, migrated: migrated, cronLinesRemoved: cronLines)
            case .failure(let failure):
                problem = failure
            }
        }
        do throws(DeliveryFailure) {
            let line = try installCron()
            return Installed(
                scheduler: .cron, files: [], timerName: nil, cronLine: line,
                systemdProblem: problem, migrated: [], cronLinesRemoved: 0)
        } catch {
            throw InstallFailure(systemd: problem, cron: error)
        }
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

    private func installSystemd() -> Result<[String], SystemdProblem> {
        // Without a user manager there is nothing to enable: ask it before writing a file.
        if let failure = systemctl(["daemon-reload"]) {
            if case .missingTool = failure { return .failure(.noSystemctl) }
            return .failure(.noUserSession(failure))
        }
        let files = [
            (unitFolder + "/" + serviceName, service),
            (unitFolder + "/" + timerName, timer),
        ]
        for (path, _) in files where !ours(path) && FileManager.default.fileExists(atPath: path) {
            // Somebody else's unit of that name: never overwritten.
            return .failure(.unitTaken(path: path))
        }
        do {
            try FileManager.default.createDirectory(
                atPath: unitFolder, withIntermediateDirectories: true)
        } catch {
            return .failure(.unitNotWritable(path: unitFolder))
        }
        for (path, text) in files {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                for (written, _) in files where written != path && ours(written) {
                    unlink(written)
                }
                return .failure(.unitNotWritable(path: path))
            }
        }
        if let failure = systemctl(["daemon-reload"]) ?? systemctl(["enable", "--now", timerName]) {
            for (path, _) in files { unlink(path) }
            _ = systemctl(["daemon-reload"])
            return .failure(.notEnabled(unit: timerName, failure))
        }
        return .success(files.map(\.0))
    }

    /// Disables and removes this profile's units of the earlier single names, once its own
    /// timer runs: the paths removed. Another profile's units of those names are left to it.
    private func removeLegacyUnits() -> [String] {
        let paths = [Self.legacyTimerName, Self.legacyServiceName].map { unitFolder + "/" + $0 }
        guard paths.contains(where: ours) else { return [] }
        _ = systemctl(["disable", "--now", Self.legacyTimerName])
        let removed = paths.filter { ours($0) && unlink($0) == 0 }
        _ = systemctl(["daemon-reload"])
        return removed
    }

    private func installCron() throws(DeliveryFailure) -> String {
        let line = cronLine
        // Reading and writing the crontab is one step for every profile at once: two
        // installs side by side each wrote back what it read, one line was lost, and both
        // said "Added". What was written is read back before it is said. The line an
        // earlier version tagged for this profile is replaced too.
        try withCrontabLock { () throws(DeliveryFailure) in
            let existing = try crontabLines()
            let kept = existing.filter { !isOurCronLine($0) }
            try writeCrontab(kept + [line])
        }
        guard try crontabLines().contains(line) else {
            throw .toolFailed("crontab", status: nil, message: cronTag)
        }
        return line
    }

    /// Removes this profile's crontab lines (either tag): how many. Nothing when there is
    /// no `crontab` to ask.
    private func removeCronLines() throws(DeliveryFailure) -> Int {
        guard ChildProcess.find("crontab", path: environment["PATH"]) != nil else { return 0 }
        var removed = 0
        try withCrontabLock { () throws(DeliveryFailure) in
            let existing = try crontabLines()
            let kept = existing.filter { !isOurCronLine($0) }
            removed = existing.count - kept.count
            if removed > 0 { try writeCrontab(kept) }
        }
        return removed
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
        for (timer, service) in [
            (timerName, serviceName), (Self.legacyTimerName, Self.legacyServiceName),
        ] {
            let paths = [timer, service].map { unitFolder + "/" + $0 }
            guard paths.contains(where: ours) else { continue }
            _ = systemctl(["disable", "--now", timer])
            for path in paths where ours(path) && unlink(path) == 0 { removed.append(path) }
        }
        if !removed.isEmpty { _ = systemctl(["daemon-reload"]) }
        return Removed(files: removed, cronLines: try removeCronLines())
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
