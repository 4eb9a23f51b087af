import Foundation
import Testing

/// `make install` into a scratch DESTDIR, done once for the whole suite (it reuses the binary
/// `make test` built: `SUBHUB_BINARY`), then what it laid out checked the way a user meets it.
@Suite(.serialized) struct InstallTests {
    /// Every file `make install` lays out, relative to DESTDIR with PREFIX=/usr/local.
    static let expectedFiles = [
        "usr/local/bin/subhub",
        "usr/local/share/bash-completion/completions/subhub",
        "usr/local/share/fish/vendor_completions.d/subhub.fish",
        "usr/local/share/man/es/man1/subhub.1",
        "usr/local/share/man/man1/subhub.1",
        "usr/local/share/zsh/site-functions/_subhub",
    ]

    /// Whether the binary under test is a release build (`make test` sets SUBHUB_BINARY):
    /// only that one links the Swift runtime statically.
    static let isReleaseBuild = ProcessInfo.processInfo.environment["SUBHUB_BINARY"] != nil

    /// One install per test process.
    static let installed: Result<Installation, InstallFailure> = Installation.make()

    func installation() throws -> Installation { try Self.installed.get() }

    @Test func installLaysOutExactlyTheFilesAndUninstallRemovesThem() throws {
        let destination = FileManager.default.temporaryDirectory
            .appendingPathComponent("subhub-install-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: destination) }
        let install = try Installation.runMake(["install", "DESTDIR=" + destination.path])
        #expect(install.status == 0, "\(install.stderr)")
        #expect(Installation.files(under: destination) == Self.expectedFiles)
        let binary = destination.appendingPathComponent("usr/local/bin/subhub").path
        #expect(FileManager.default.isExecutableFile(atPath: binary))

        // A file of the user's own beside them stays.
        let mine = destination.appendingPathComponent("usr/local/share/man/man1/other.1")
        try "keep".write(to: mine, atomically: true, encoding: .utf8)
        let uninstall = try Installation.runMake(["uninstall", "DESTDIR=" + destination.path])
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(Installation.files(under: destination) == ["usr/local/share/man/man1/other.1"])
    }

    /// SwiftPM links `$ORIGIN` into an executable's search path: a `libsqlite3.so.0` left
    /// beside an installed binary would have been loaded before the system's. Release builds
    /// leave it out, so a planted library is never read.
    @Test(.enabled(if: isReleaseBuild)) func librariesBesideTheBinaryAreNeverLoaded() throws {
        let binary = try installation().binary
        let planted = URL(fileURLWithPath: binary).deletingLastPathComponent()
            .appendingPathComponent("libsqlite3.so.0")
        try "not a library".write(to: planted, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: planted) }
        let version = try SubHubProcess.run(
            arguments: ["-i", binary, "--lang", "en", "--version"], environment: [:],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(version.status == 0, "\(version.stderr)")
        #expect(version.lines.contains { $0.hasPrefix("SQLite: 3.") })
        let dynamic = try SubHubProcess.run(
            arguments: ["-d", binary], environment: ["PATH": "/usr/bin:/bin"],
            executable: URL(fileURLWithPath: "/usr/bin/readelf"))
        #expect(dynamic.status == 0)
        #expect(!dynamic.stdout.contains("(RUNPATH)") && !dynamic.stdout.contains("(RPATH)"))
    }

    @Test(.enabled(if: isReleaseBuild)) func theInstalledBinaryNeedsNoSwiftLibrary() throws {
        let binary = try installation().binary
        let ldd = try SubHubProcess.run(
            arguments: [binary], environment: ["PATH": "/usr/bin:/bin"],
            executable: URL(fileURLWithPath: "/usr/bin/ldd"))
        #expect(ldd.status == 0)
        let libraries = ldd.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        let swift = libraries.filter {
            $0.contains("libswift") || $0.contains("libFoundation") || $0.contains("libicu")
                || $0.contains("libdispatch") || $0.contains("libBlocksRuntime")
                || $0.contains("toolchain") || $0.contains("not found")
        }
        #expect(swift.isEmpty, "\(ldd.stdout)")

        // With no environment at all (no toolchain on any path), it starts and works.
        let version = try SubHubProcess.run(
            arguments: ["-i", binary, "--lang", "en", "--version"], environment: [:],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(version.status == 0, "\(version.stderr)")
        #expect(version.lines.first?.hasPrefix("subhub ") == true)
        #expect(version.lines.contains { $0.hasPrefix("SQLite: 3.") })
        #expect(version.lines.contains { $0.hasPrefix("libedit: ") })
        let data = FileManager.default.temporaryDirectory
            .appendingPathComponent("subhub-envi-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: data) }
        let added = try SubHubProcess.run(
            arguments: [
                "-i", binary, "--data-dir", data.path, "--lang", "en", "add", "Netflix", "12.99",
                "USD",
            ],
            environment: [:], executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(added.status == 0, "\(added.stderr)")
        let total = try SubHubProcess.run(
            arguments: ["-i", binary, "--data-dir", data.path, "--json", "total"],
            environment: [:], executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(total.status == 0, "\(total.stderr)")
        #expect(total.stdout.contains("1299"))
    }

    @Test func theShellsAcceptTheirScripts() throws {
        let root = try installation().root
        for (shell, file) in [
            ("/bin/bash", "usr/local/share/bash-completion/completions/subhub"),
            ("/usr/bin/zsh", "usr/local/share/zsh/site-functions/_subhub"),
            ("/usr/bin/fish", "usr/local/share/fish/vendor_completions.d/subhub.fish"),
        ] {
            let result = try SubHubProcess.run(
                arguments: ["-n", root.appendingPathComponent(file).path],
                environment: ["PATH": "/usr/bin:/bin", "HOME": root.path],
                executable: URL(fileURLWithPath: shell))
            #expect(result.status == 0, "\(shell): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(shell): \(result.stderr)")
        }
    }

    /// The bash script driven as bash drives it: COMP_WORDS and COMP_CWORD set, the function
    /// `complete -p` names called, COMPREPLY read back.
    @Test(arguments: [
        (["ad"], "en_US.UTF-8", ["add"]),
        (["add", "Netf"], "en_US.UTF-8", ["Netflix"]),
        (["add", "Netf"], "es_ES.UTF-8", ["Netflix"]),
        (["añ"], "es_ES.UTF-8", ["añadir"]),
        (["ad"], "es_ES.UTF-8", ["add"]),
        (["--col"], "en_US.UTF-8", ["--color"]),
        (["--color", "ne"], "en_US.UTF-8", ["never"]),
        (["completions", "z"], "en_US.UTF-8", ["zsh"]),
        (["export", "i"], "en_US.UTF-8", ["ics"]),
    ])
    func bashCompletes(words: [String], locale: String, expected: [String]) throws {
        let installation = try installation()
        #expect(try installation.bashCompletion(words, locale: locale) == expected)
    }

    @Test func bashCompletesTheProfilesNames() throws {
        let installation = try installation()
        let data = installation.root.appendingPathComponent("data-" + UUID().uuidString)
        for name in ["Movistar Plus+", "Spotify"] {
            let added = try SubHubProcess.run(
                arguments: ["--data-dir", data.path, "--lang", "en", "add", name, "9", "EUR"],
                environment: ["PATH": "/usr/bin:/bin", "HOME": installation.root.path],
                executable: URL(fileURLWithPath: installation.binary))
            #expect(added.status == 0, "\(added.stderr)")
        }
        let words = ["--data-dir", data.path, "show", "movi"]
        #expect(
            try installation.bashCompletion(words, locale: "en_US.UTF-8") == [
                "Movistar\\ Plus+"
            ])
        // A name typed unquoted over two words: only what replaces the last word.
        let split = ["--data-dir", data.path, "show", "Movistar", "P"]
        #expect(try installation.bashCompletion(split, locale: "en_US.UTF-8") == ["Plus+"])
    }

    @Test(arguments: ["usr/local/share/man/man1/subhub.1", "usr/local/share/man/es/man1/subhub.1"])
    func manRendersThePageWithoutWarnings(page: String) throws {
        let path = try installation().root.appendingPathComponent(page).path
        let environment = [
            "PATH": "/usr/bin:/bin", "MANWIDTH": "80", "LANG": "C.UTF-8", "MAN_KEEP_STDERR": "1",
        ]
        let man = try SubHubProcess.run(
            arguments: ["-c", "man --warnings -l \"$0\" 2>&1 >/dev/null", path],
            environment: environment, executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(man.status == 0)
        #expect(man.stdout.isEmpty, "\(man.stdout)")
        let groff = try SubHubProcess.run(
            arguments: ["-c", "groff -ww -man -Tutf8 \"$0\" 2>&1 >/dev/null", path],
            environment: environment, executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(groff.stdout.isEmpty, "\(groff.stdout)")
        let rendered = try SubHubProcess.run(
            arguments: ["-l", path], environment: environment,
            executable: URL(fileURLWithPath: "/usr/bin/man"))
        #expect(rendered.status == 0)
        #expect(rendered.stdout.contains("--as-of"))
        #expect(rendered.stdout.contains("NO_COLOR"))
        #expect(rendered.stdout.contains(page.contains("/es/") ? "añadir" : "add"))
    }
}

struct InstallFailure: Error, CustomStringConvertible {
    var description: String
}

/// One `make install DESTDIR=…` of the binary under test.
struct Installation: Sendable {
    let root: URL

    var binary: String { root.appendingPathComponent("usr/local/bin/subhub").path }

    static func make() -> Result<Installation, InstallFailure> {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("subhub-installed-" + UUID().uuidString)
        do {
            let result = try runMake(["install", "DESTDIR=" + root.path])
            guard result.status == 0 else {
                return .failure(InstallFailure(description: result.stdout + result.stderr))
            }
            return .success(Installation(root: root))
        } catch {
            return .failure(InstallFailure(description: "\(error)"))
        }
    }

    /// `make ARGS` in the package, installing the binary under test without building.
    static func runMake(_ arguments: [String]) throws -> ProcessResult {
        let binary = try SubHubProcess.existingBinary()
        return try SubHubProcess.run(
            arguments: ["--no-print-directory", "-C", SubHubProcess.packageRoot.path]
                + arguments + ["SUBHUB_BINARY=" + binary.path],
            environment: ["PATH": "/usr/bin:/bin"],
            executable: URL(fileURLWithPath: "/usr/bin/make"))
    }

    /// Every regular file under `root`, relative to it, sorted.
    static func files(under root: URL) -> [String] {
        let prefix = root.resolvingSymlinksInPath().path + "/"
        guard
            let walker = FileManager.default.enumerator(
                at: root.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var files: [String] = []
        for case let url as URL in walker
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            files.append(String(url.resolvingSymlinksInPath().path.dropFirst(prefix.count)))
        }
        return files.sorted()
    }

    /// COMPREPLY for `subhub WORDS…` with the cursor at the end of the last word, from the
    /// installed script and binary (found on PATH, as a user's would be).
    func bashCompletion(_ words: [String], locale: String) throws -> [String] {
        let script = root.appendingPathComponent(
            "usr/local/share/bash-completion/completions/subhub"
        ).path
        let quoted = (["subhub"] + words).map {
            "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        let program = """
            source '\(script)'
            spec=$(complete -p subhub)
            function=${spec#*-F }; function=${function%% *}
            COMP_WORDS=(\(quoted.joined(separator: " ")))
            COMP_CWORD=\(words.count)
            COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            "$function" subhub "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try SubHubProcess.run(
            arguments: ["--norc", "--noprofile", "-c", program],
            environment: [
                "PATH": root.appendingPathComponent("usr/local/bin").path + ":/usr/bin:/bin",
                "HOME": root.path, "LANG": locale, "LC_ALL": locale,
            ],
            executable: URL(fileURLWithPath: "/bin/bash"))
        // bash itself may say the locale is not generated on this machine; SubHub reads
        // LANG on its own.
        let problems = result.errorLines.filter { !$0.contains("setlocale") }
        #expect(problems.isEmpty, "\(result.stderr)")
        return result.lines.filter { !$0.isEmpty }
    }
}
