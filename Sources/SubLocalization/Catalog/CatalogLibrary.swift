import Foundation

/// Every catalog the program can speak: the ones embedded at build time, plus any in the
/// folder named by `SUBHUB_LOCALIZATION_DIR`, which add languages or replace embedded ones.
///
/// Loading never fails: a broken override file is reported in `problems` and the embedded
/// catalog of that language stays in use.
public struct CatalogLibrary: Sendable {
    /// The environment variable naming a folder of `<language>.json` override catalogs.
    public static let overrideDirectoryVariable = "SUBHUB_LOCALIZATION_DIR"
    /// The language every lookup falls back to, and whose catalog must be complete.
    public static let fallbackLanguage = "en"

    /// Catalogs by language code.
    public let catalogs: [String: Catalog]
    /// What went wrong while loading, in file-name order.
    public let problems: [CatalogLoadError]

    public init(catalogs: [String: Catalog], problems: [CatalogLoadError] = []) {
        self.catalogs = catalogs
        self.problems = problems
    }

    /// The catalogs compiled into the binary, parsed once per process.
    public static let embedded: CatalogLibrary = {
        var catalogs: [String: Catalog] = [:]
        var problems: [CatalogLoadError] = []
        for (fileName, text) in EmbeddedResources.files.sorted(by: { $0.key < $1.key })
        where fileName.hasSuffix(".json") {
            do throws(CatalogLoadError) {
                let catalog = try Catalog(jsonText: text, fileName: fileName)
                catalogs[catalog.language] = catalog
            } catch {
                problems.append(error)
            }
        }
        return CatalogLibrary(catalogs: catalogs, problems: problems)
    }()

    /// The embedded catalogs with the override folder of `environment` applied, if any.
    public static func load(environment: [String: String]) -> CatalogLibrary {
        guard let folder = environment[overrideDirectoryVariable], !folder.isEmpty else {
            return embedded
        }
        return embedded.overridden(byFolder: folder)
    }

    /// This library with every `*.json` file of `folder` added or replacing its language.
    public func overridden(byFolder folder: String) -> CatalogLibrary {
        var catalogs = self.catalogs
        var problems = self.problems
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            problems.append(.unreadable(file: folder, reason: error.localizedDescription))
            return CatalogLibrary(catalogs: catalogs, problems: problems)
        }
        for name in names {
            let path = (folder as NSString).appendingPathComponent(name)
            do {
                guard let data = FileManager.default.contents(atPath: path),
                    let text = String(data: data, encoding: .utf8)
                else {
                    throw CatalogLoadError.unreadable(file: path, reason: "not readable as UTF-8")
                }
                let catalog = try Catalog(jsonText: text, fileName: name)
                catalogs[catalog.language] = catalog
            } catch let error as CatalogLoadError {
                problems.append(error)
            } catch {
                problems.append(.unreadable(file: path, reason: String(describing: error)))
            }
        }
        return CatalogLibrary(catalogs: catalogs, problems: problems)
    }

    /// Language codes available, sorted.
    public var languages: [String] { catalogs.keys.sorted() }

    /// Catalogs in a stable order: `first` (if present), then English, then the rest by code.
    /// Input parsing tries words in this order so the current language wins ties.
    public func catalogsPreferring(_ first: String) -> [Catalog] {
        var ordered: [Catalog] = []
        for language in [first, Self.fallbackLanguage] + languages {
            if let catalog = catalogs[language],
                !ordered.contains(where: { $0.language == language })
            {
                ordered.append(catalog)
            }
        }
        return ordered
    }
}
