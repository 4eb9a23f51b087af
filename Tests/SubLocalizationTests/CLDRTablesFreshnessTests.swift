import Foundation
import Testing

/// The committed CLDR tables are what `scripts/digest-cldr.py` writes from the pinned Babel
/// today: a change of the script (or of SubDomain's currencies, which it reads) without
/// running it again fails here.
@Suite struct CLDRTablesFreshnessTests {
    @Test(.enabled(if: BabelReference.shouldRun, "needs Babel 2.19.0 (make test installs it)"))
    func committedTablesAreTheDigestOfTheRelease() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("cldr-digest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BabelReference.run(
            script: "scripts/digest-cldr.py", arguments: [folder.path])
        #expect(result.status == 0)
        let fresh = try Data(contentsOf: folder.appendingPathComponent("CLDRTables.swift"))
        let committed = try Data(
            contentsOf: BabelReference.repository.appendingPathComponent(
                "Sources/SubCLDR/CLDRTables.swift"))
        #expect(
            fresh == committed,
            "Sources/SubCLDR/CLDRTables.swift is stale: run `make cldr` and commit the result")
    }
}
