// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SubHub",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "subhub", targets: ["subhub"]),
        .library(name: "SubDomain", targets: ["SubDomain"]),
    ],
    targets: [
        // C libraries from Debian, reached through module maps only.
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),

        // Build-time tool that turns the JSON catalogs and brand data into Swift string
        // constants, so a `subhub` copied alone still carries them (no Bundle.module on Linux).
        .executableTarget(name: "ResourceEmbedder", path: "Sources/ResourceEmbedder"),
        // Build-time tool that turns the catalogs' message paths into typed `MessageKey`
        // constants and registries, so no list of keys is kept by hand.
        .executableTarget(name: "MessageKeyGenerator", path: "Sources/MessageKeyGenerator"),
        .plugin(
            name: "EmbedResources",
            capability: .buildTool(),
            dependencies: ["ResourceEmbedder", "MessageKeyGenerator"]
        ),

        // The pure domain engine: money, periods, groups, totals, calendar, risks.
        .target(name: "SubDomain"),
        // Catalogs, CLDR plural rules, locale resolution, formatting and parsing.
        .target(
            name: "SubLocalization",
            dependencies: ["SubDomain"],
            plugins: ["EmbedResources"]
        ),
        // SQLite persistence: schema, migrations, row mapping, history, settings.
        .target(name: "SubStore", dependencies: ["SubDomain", "CSQLite"]),
        // Curated brands and Simple Icons, loaded lazily and matched.
        .target(
            name: "SubBrands",
            dependencies: ["SubDomain"],
            plugins: ["EmbedResources"]
        ),
        // The shell: command table, parser, runner, presenter, modes and the interactive parts.
        .target(
            name: "SubShell",
            dependencies: ["SubDomain", "SubLocalization", "SubStore", "SubBrands", "CEditLine"],
            plugins: ["EmbedResources"]
        ),
        // The executable is `main.swift` alone; everything it runs lives in SubShell.
        .executableTarget(name: "subhub", dependencies: ["SubShell"]),

        .executableTarget(
            name: "Benchmarks",
            dependencies: ["SubDomain", "SubLocalization", "SubStore", "SubBrands", "SubShell"]
        ),

        .target(name: "TestSupport", dependencies: ["SubDomain"], path: "Tests/TestSupport"),
        .testTarget(name: "SubDomainTests", dependencies: ["SubDomain", "TestSupport"]),
        .testTarget(
            name: "SubLocalizationTests",
            dependencies: ["SubLocalization", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SubStoreTests",
            dependencies: ["SubStore", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "SubBrandsTests", dependencies: ["SubBrands", "TestSupport"]),
        .testTarget(name: "SubShellTests", dependencies: ["SubShell", "TestSupport"]),
        // Drive the real `subhub` binary through pipes and a pseudo-terminal.
        .testTarget(name: "EndToEndTests", dependencies: ["subhub", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
