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
            return [try messageKeys(context: context, access: "internal", selection: "except")]
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
}
