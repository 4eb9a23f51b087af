import Foundation
import SubBrandsCore
import Testing

/// The bundled data files, read from the repository so tests can compare the catalog with
/// its sources.
enum BrandDataFiles {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Data/brands")

    static func json(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appending(path: name))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appending(path: name), encoding: .utf8)
    }

    /// The repository's brand files read by the loader, as the build-time digest reads them.
    static func loaded() throws -> BrandData {
        BrandDataLoader.load(
            curatedJSON: try text("curated.json"), simpleIconsJSON: try text("simple-icons.json"))
    }
}
