import Foundation
import PackagePlugin

/// Embeds data files into the target that uses it as Swift string constants, digests the
/// brand data into tables, and generates the message keys each target owns from the catalogs.
///
/// Bundle.module on Linux traps when its resource folder is not beside the binary, so a
/// `subhub` copied alone would lose its words. Embedding keeps the JSON files the single
/// source of truth while the binary carries them. Which folder feeds which target is fixed
/// here: the catalogs feed SubLocalization, the brand data feeds SubBrands (digested, not
/// embedded as text: no process should parse 3,500 icons to complete one name). The catalogs'
/// message sections are split here too: SubLocalization owns the sections below (the words
/// of the domain, the parsers and the catalog check); every other section is the shell's.
@main
struct EmbedResources: BuildToolPlugin {
    static let localizationSections = "error,warning,parse,period,catalog,general"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder: String
        var commands: [Command] = []
        switch target.name {
        case "SubLocalization":
            folder = "Localization"
            commands.append(
                try messageKeys(context: context, access: "public", selection: "only"))
        case "SubBrands":
            // The starter packs (`onboard`) are a few lists of brand ids: embedded as text.
            folder = "Data/starter"
            commands.append(try brandDigest(context: context))
        case "SubShell":
            return [
                try messageKeys(context: context, access: "internal", selection: "except"),
                buildInfo(context: context),
            ]
        default: return []
        }
        let sourceFolder = context.package.directoryURL.appending(path: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: sourceFolder.path())
            .filter { $0.hasSuffix(".json") }
            .sorted()
        let inputs = names.map { sourceFolder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
        commands.append(
            .buildCommand(
                displayName: "Embedding \(folder) into \(target.name)",
                executable: try context.tool(named: "ResourceEmbedder").url,
                arguments: [output.path()] + inputs.map { $0.path() },
                inputFiles: inputs,
                outputFiles: [output]
            ))
        return commands
    }

    /// The brands and their search index, read and sorted at build time (`BrandDigester`).
    private func brandDigest(context: PluginContext) throws -> Command {
        let folder = context.package.directoryURL.appending(path: "Data/brands")
        let inputs = ["curated.json", "simple-icons.json"].map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "BrandDigestTables.swift")
        return .buildCommand(
            displayName: "Digesting Data/brands into SubBrands",
            executable: try context.tool(named: "BrandDigester").url,
            arguments: [output.path()] + inputs.map { $0.path() },
            inputFiles: inputs,
            outputFiles: [output]
        )
    }

    /// The `MessageKey` constants and registry of the catalog sections the target owns.
    private func messageKeys(context: PluginContext, access: String, selection: String) throws
        -> Command
    {
        let folder = context.package.directoryURL.appending(path: "Localization")
        let catalogs = try FileManager.default.contentsOfDirectory(atPath: folder.path())
            .filter { $0.hasSuffix(".json") }
            .sorted()
            .map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "MessageKeys.swift")
        return .buildCommand(
            displayName: "Generating message keys (\(selection) \(Self.localizationSections))",
            executable: try context.tool(named: "MessageKeyGenerator").url,
            arguments: [output.path(), access, selection, Self.localizationSections]
                + catalogs.map { $0.path() },
            inputFiles: catalogs,
            outputFiles: [output]
        )
    }

    /// `BuildInfo`: the build date and the libedit version the binary is built against, for
    /// `subhub --version`. The date comes from `SUBHUB_BUILD_DATE` (the Makefile passes the
    /// date of the last commit, or `SOURCE_DATE_EPOCH`'s day), so a build is reproducible;
    /// libedit has no run-time version function, so its version is the one installed at build
    /// time (Debian's `libedit-dev` package version, else pkg-config's). The values are the
    /// command's arguments: when one changes, the file is written again. The command runs at
    /// every build (it has no inputs) and debug and release builds share its output, so it
    /// writes only when the text differs: rewriting the same text made the next build of the
    /// other configuration compile SubShell again (`make run` after `make test`).
    private func buildInfo(context: PluginContext) -> Command {
        let environment = ProcessInfo.processInfo.environment
        let date = environment["SUBHUB_BUILD_DATE"].flatMap { $0.isEmpty ? nil : $0 }
        let libedit =
            Self.output(of: "/usr/bin/dpkg-query", ["-W", "-f=${Version}", "libedit-dev"])
            ?? Self.output(of: "/usr/bin/pkg-config", ["--modversion", "libedit"])
        func literal(_ value: String?) -> String {
            guard let value else { return "nil" }
            let safe = value.filter { $0.isLetter || $0.isNumber || "-.:+~_ ".contains($0) }
            return "\"" + safe + "\""
        }
        let source = """
            // Generated by the EmbedResources plugin at build time. Do not edit.
            enum BuildInfo {
                static let date: String? = \(literal(date))
                static let libedit: String? = \(literal(libedit))
            }

            """
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildInfo.swift")
        return .buildCommand(
            displayName: "Writing BuildInfo.swift (build date \(date ?? "none"))",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: [
                "-c", "printf '%s' \"$1\" | cmp -s - \"$2\" || printf '%s' \"$1\" > \"$2\"", "sh",
                source, output.path(),
            ],
            inputFiles: [],
            outputFiles: [output]
        )
    }

    /// What a tool prints, trimmed; `nil` when it fails or prints nothing.
    private static func output(of tool: String, _ arguments: [String]) -> String? {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
