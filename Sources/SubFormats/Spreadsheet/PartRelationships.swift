/// A part's relationships file (`xl/_rels/workbook.xml.rels`): which part each `r:id` names,
/// and of what kind. Parts are found through it, not by their usual names, because writers
/// other than Excel name them as they like (`xl/worksheets/Sheet1.xml`, `/xl/sheet1.xml`).
struct PartRelationships {
    struct Relationship {
        /// The kind's URI, e.g. `…/officeDocument/2006/relationships/worksheet`.
        let type: String
        /// The part's name inside the zip archive, without a leading `/`.
        let path: String
    }

    let byID: [String: Relationship]

    /// Reads the relationships of the part in `folder` (`xl`); targets outside the package
    /// (`TargetMode="External"`, a linked workbook) are left out.
    init(_ bytes: [UInt8], folder: String) throws(SpreadsheetError) {
        var scanner = PartScanner(bytes)
        var byID: [String: Relationship] = [:]
        while let event = try scanner.next() {
            guard case .start(name: "Relationship", let attributes) = event,
                let id = PartScanner.attribute("Id", in: attributes),
                let type = PartScanner.attribute("Type", in: attributes),
                let target = PartScanner.attribute("Target", in: attributes),
                PartScanner.attribute("TargetMode", in: attributes) != "External"
            else { continue }
            byID[id] = Relationship(type: type, path: Self.resolve(target, in: folder))
        }
        self.byID = byID
    }

    /// The first part of a kind, by the last segment of its type URI (`sharedStrings`): the
    /// transitional and the strict Office Open XML spell the URI's start differently.
    func path(ofKind kind: String) -> String? {
        byID.sorted { $0.key < $1.key }.first { Self.kind(of: $0.value.type) == kind }?
            .value.path
    }

    static func kind(of type: String) -> Substring {
        type.split(separator: "/").last ?? ""
    }

    /// `worksheets/sheet1.xml` in `xl` is `xl/worksheets/sheet1.xml`; `/xl/sheet1.xml` is from
    /// the package's root; `..` climbs out of the folder.
    private static func resolve(_ target: String, in folder: String) -> String {
        var segments =
            target.hasPrefix("/") ? [] : folder.split(separator: "/").map(String.init)
        for segment in target.split(separator: "/") {
            switch segment {
            case ".": continue
            case "..": _ = segments.popLast()
            default: segments.append(String(segment))
            }
        }
        return segments.joined(separator: "/")
    }
}
