import Foundation
@testable import SubLocalization

/// Test-only catalogs from `Fixtures/`, read through `Bundle.module`.
enum FixtureCatalogs {
    static var folder: String {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").path
    }

    static func text(_ name: String) throws -> String {
        try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
    }

    static func russian() throws -> Catalog {
        try Catalog(jsonText: try text("ru.json"), fileName: "ru.json")
    }
}
