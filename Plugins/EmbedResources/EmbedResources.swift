import Foundation
import PackagePlugin

/// Embeds data files into the target that uses it as Swift string constants.
///
/// Bundle.module on Linux traps when its resource folder is not beside the binary, so a
/// `subhub` copied alone would lose its words. Embedding keeps the JSON files the single
/// source of truth while the binary carries them. Which folder feeds which target is fixed
/// here: the catalogs feed SubLocalization, the brand data feeds SubBrands.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder: String
        switch target.name {
        case "SubLocalization": folder = "Localization"
        case "SubBrands": folder = "Data/brands"
        default: return []
        }
        let sourceFolder = context.package.directoryURL.appending(path: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: sourceFolder.path())
            .filter { $0.hasSuffix(".json") }
            .sorted()
        let inputs = names.map { sourceFolder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(folder) into \(target.name)",
                executable: try context.tool(named: "ResourceEmbedder").url,
                arguments: [output.path()] + inputs.map { $0.path() },
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
