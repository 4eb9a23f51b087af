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
        // Declarations only: libpq is opened with dlopen on the first server command.
        .systemLibrary(name: "CPostgres", providers: [.apt(["libpq-dev"])]),
        // Declarations only: libzip is opened with dlopen on the first workbook.
        .systemLibrary(name: "CZip", providers: [.apt(["libzip-dev"])]),
        // Declarations only: poppler-glib (and cairo) are opened with dlopen on the first PDF.
        .systemLibrary(name: "CPoppler", providers: [.apt(["libpoppler-glib-dev"])]),
        // Declarations only: libcurl is opened with dlopen on the first HTTP request.
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // Declarations only: leptonica, tesseract and zbar are opened with dlopen on the
        // first image of a bill (decoding, OCR, QR codes).
        .systemLibrary(name: "CLeptonica", providers: [.apt(["liblept5"])]),
        .systemLibrary(name: "CTesseract", providers: [.apt(["libtesseract5"])]),
        .systemLibrary(name: "CZbar", providers: [.apt(["libzbar0"])]),
        // Declarations only: GMime and libxml2 are opened with dlopen on the first mailbox.
        .systemLibrary(name: "CGMime", providers: [.apt(["libgmime-3.0-dev"])]),
        .systemLibrary(name: "CXML2", providers: [.apt(["libxml2-dev"])]),

        // Build-time tool that turns the JSON catalogs into Swift string constants, so a
        // `subhub` copied alone still carries them (no Bundle.module on Linux).
        .executableTarget(
            name: "ResourceEmbedder", dependencies: ["SubJSON"], path: "Sources/ResourceEmbedder"),
        // Build-time tool that turns the catalogs' message paths into typed `MessageKey`
        // constants and registries, so no list of keys is kept by hand.
        .executableTarget(name: "MessageKeyGenerator", path: "Sources/MessageKeyGenerator"),
        // Build-time tool that reads the brand data with SubBrandsCore's own loader and writes
        // the brands and their search index as Swift tables, so no process parses or sorts them.
        .executableTarget(name: "BrandDigester", dependencies: ["SubBrandsCore"]),
        .plugin(
            name: "EmbedResources",
            capability: .buildTool(),
            dependencies: ["ResourceEmbedder", "MessageKeyGenerator", "BrandDigester"]
        ),

        // The pure domain engine: money, periods, groups, totals, calendar, risks.
        .target(name: "SubDomain"),
        // A small strict JSON reader into typed values, for the catalogs and the brand data:
        // JSONSerialization's bridged dictionaries and casts cost a start-up a millisecond.
        .target(name: "SubJSON"),
        // CLDR's number, currency, date, relative-day, list and plural data for every locale,
        // digested from a pinned Babel by scripts/digest-cldr.py (committed tables, no ICU).
        .target(name: "SubCLDR"),
        // Catalogs, CLDR plural rules, locale resolution, formatting and parsing.
        .target(
            name: "SubLocalization",
            dependencies: ["SubDomain", "SubJSON", "SubCLDR"],
            plugins: ["EmbedResources"]
        ),
        // The values the store reports and the shell words: its errors, history entries and
        // undo reports, settings, import reports, the household's records and pending
        // changes. No SQLite: Rendering words them without reaching the store.
        .target(name: "SubRecords", dependencies: ["SubDomain"]),
        // SQLite persistence: schema, migrations, row mapping, history, settings; what it
        // reports is SubRecords', which its users import themselves.
        .target(name: "SubStore", dependencies: ["SubDomain", "SubRecords", "SubJSON", "CSQLite"]),
        // File formats, beside the store and the server: bank statements and the scanners
        // they are read with (CSV, XML, text encodings), Excel workbooks (the zip archive
        // through a libzip opened at run time), the ECB's rate file, and SubHub's own export
        // and import (JSON, CSV) and calendar (iCalendar).
        .target(
            name: "SubFormats",
            dependencies: [
                "SubDomain", "SubRecords", "SubJSON", "CZip", "CPoppler", "CLeptonica",
                "CTesseract", "CZbar", "CGMime", "CXML2",
            ]),
        // A household shared on PostgreSQL: the server schema (tables, triggers, row-level
        // security), the libpq connection and, later, sync with the local cache.
        .target(
            name: "SubServer",
            dependencies: ["SubDomain", "SubRecords", "SubStore", "SubJSON", "CPostgres"]),
        // The brand model, the JSON loader and the search index: what both the build-time
        // digest and the run-time catalog need (a tool cannot use the target it generates for).
        .target(name: "SubBrandsCore", dependencies: ["SubDomain", "SubJSON"]),
        // Curated brands and Simple Icons, digested at build time, matched and completed.
        .target(
            name: "SubBrands",
            dependencies: ["SubDomain", "SubBrandsCore", "SubJSON"],
            plugins: ["EmbedResources"]
        ),
        // HTTP requests (the CalDAV calendar, the reminders' webhooks) through a libcurl
        // opened at run time; errors as typed values the shell words.
        .target(name: "SubNetwork", dependencies: ["CCurl"]),
        // Reminders leaving the shell: the desktop's notification service, mail handed to
        // `sendmail`, webhooks, the user's own command, and the user timer that runs
        // `remind run`. Worded already: this target carries words, it never picks them.
        .target(name: "SubNotify", dependencies: ["SubDomain", "SubJSON"]),
        // The shell: command table, parser, runner, presenter, modes and the interactive parts.
        .target(
            name: "SubShell",
            dependencies: [
                "SubDomain", "SubLocalization", "SubRecords", "SubStore", "SubFormats", "SubServer",
                "SubBrands", "SubBrandsCore", "SubNetwork", "SubJSON", "SubNotify", "CEditLine",
            ],
            plugins: ["EmbedResources"]
        ),
        // The executable is `main.swift` alone; everything it runs lives in SubShell.
        .executableTarget(name: "subhub", dependencies: ["SubShell"]),

        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "SubDomain", "SubLocalization", "SubRecords", "SubStore", "SubServer", "SubBrands",
                "SubShell", "SubFormats", "TestSupport",
            ]
        ),

        .target(name: "TestSupport", dependencies: ["SubDomain"], path: "Tests/TestSupport"),
        .testTarget(name: "SubDomainTests", dependencies: ["SubDomain", "TestSupport"]),
        // The workbooks are written by the tests themselves, with Python's zipfile.
        .testTarget(
            name: "SubFormatsTests",
            dependencies: ["SubFormats", "SubJSON", "SubLocalization", "TestSupport"]),
        .testTarget(
            name: "SubLocalizationTests",
            dependencies: ["SubLocalization", "SubCLDR", "SubJSON", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SubStoreTests",
            dependencies: ["SubStore", "SubFormats", "SubJSON", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SubBrandsTests",
            dependencies: ["SubBrands", "SubBrandsCore", "SubJSON", "TestSupport"]),
        // Against a local Python http.server the tests start on 127.0.0.1.
        .testTarget(name: "SubNetworkTests", dependencies: ["SubNetwork", "TestSupport"]),
        .testTarget(name: "SubNotifyTests", dependencies: ["SubNotify", "SubDomain"]),
        // Against a real PostgreSQL 15 cluster the tests start and stop themselves.
        .testTarget(name: "SubServerTests", dependencies: ["SubServer", "TestSupport"]),
        .testTarget(name: "SubShellTests", dependencies: ["SubShell", "TestSupport"]),
        // Drive the real `subhub` binary through pipes and a pseudo-terminal.
        .testTarget(name: "EndToEndTests", dependencies: ["subhub", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
