import FoundationEssentials
import Glibc

/// Every catalog the program can speak: the ones embedded at build time, plus any in the
/// folder named by `SUBHUB_LOCALIZATION_DIR`, which add languages or replace embedded ones.
///
/// Loading never fails: a broken override file is reported in `problems` and the embedded
/// catalog of that language stays in use. Embedded catalogs are parsed on first use (see
/// `CatalogSet`); override files are parsed at once, so their problems are known at start.
public struct CatalogLibrary: Sendable {
    /// The environment variable naming a folder of `<language>.json` override catalogs.
    public static let overrideDirectoryVariable = "SUBHUB_LOCALIZATION_DIR"
    /// The language every lookup falls back to, and whose catalog must be complete.
    public static let fallbackLanguage = "en"

    /// Catalogs by language code, each parsed when first asked for.
    public let catalogs: CatalogSet
    /// Override files that could not be used, in file-name order, then embedded catalogs that
    /// failed to parse so far (none: the catalog check keeps them sound).
    public var problems: [CatalogLoadError] { loadProblems + catalogs.problems }
    private let loadProblems: [CatalogLoadError]
    /// The embedded texts, kept to build an overridden library over them.
    private let embeddedTexts: [(fileName: String, text: String)]
    private let overrides: [String: Catalog]

    public init(catalogs: [String: Catalog], problems: [CatalogLoadError] = []) {
        self.init(texts: [], overrides: catalogs, problems: problems)
    }

    private init(
        texts: [(fileName: String, text: String)], overrides: [String: Catalog],
        problems: [CatalogLoadError]
    ) {
        self.catalogs = CatalogSet(parsed: overrides, texts: texts)
        self.loadProblems = problems
        self.embeddedTexts = texts
        self.overrides = overrides
    }

    /// The catalogs compiled into the binary, each parsed on first use, once per process.
    public static let embedded = CatalogLibrary(
        texts: EmbeddedResources.files.sorted(by: { $0.key < $1.key })
            .filter { $0.key.hasSuffix(".json") }.map { (fileName: $0.key, text: $0.value) },
        overrides: [:], problems: [])

    /// The embedded catalogs with the override folder of `environment` applied, if any.
    public static func load(environment: [String: String]) -> CatalogLibrary {
        guard let folder = environment[overrideDirectoryVariable], !folder.isEmpty else {
            return embedded
        }
        return embedded.overridden(byFolder: folder)
    }

    /// This library with every `*.json` file of `folder` added or replacing its language.
    public func overridden(byFolder folder: String) -> CatalogLibrary {
        var catalogs = overrides
        var problems = loadProblems
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            problems.append(.unreadable(file: folder, reason: Self.folderProblem(folder)))
            return CatalogLibrary(texts: embeddedTexts, overrides: catalogs, problems: problems)
        }
        for name in names {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            do throws(CatalogLoadError) {
                guard let data = FileManager.default.contents(atPath: path) else {
                    let reason = access(path, R_OK) == 0 ? EIO : errno
                    throw .unreadable(file: path, reason: String(cString: strerror(reason)))
                }
                guard let text = String(data: data, encoding: .utf8) else {
                    throw .notUTF8(file: path)
                }
                let catalog = try Catalog(jsonText: text, fileName: name)
                catalogs[catalog.language] = catalog
            } catch {
                problems.append(error)
            }
        }
        return CatalogLibrary(texts: embeddedTexts, overrides: catalogs, problems: problems)
    }

    /// Language codes available, sorted.
    public var languages: [String] { catalogs.keys }

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

    /// The input words of every catalog in `catalogsPreferring(first)` order, parsing no
    /// messages: every process needs all languages' words, but one language's messages.
    func inputWordsPreferring(_ first: String) -> [InputWords] {
        languagesPreferring(first).compactMap { catalogs.inputWords(of: $0) }
    }

    /// The `commands` input words of every language, in `inputWordsPreferring`'s order, each
    /// read without the rest of its input words.
    func commandAliasesPreferring(_ first: String) -> [[String: [String]]] {
        languagesPreferring(first).compactMap { catalogs.commandAliases(of: $0) }
    }

    /// `first`, then the fallback language, then every other, each once.
    private func languagesPreferring(_ first: String) -> [String] {
        var seen: Set<String> = []
        return ([first, Self.fallbackLanguage] + languages).filter { seen.insert($0).inserted }
    }

    /// Why `folder` cannot be listed, in the system's words (`strerror`).
    private static func folderProblem(_ folder: String) -> String {
        guard let directory = opendir(folder) else { return String(cString: strerror(errno)) }
        closedir(directory)
        return String(cString: strerror(EIO))
    }
}
