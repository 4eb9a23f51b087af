import SubLocalization

/// `catalog check`: catalog files that could not be loaded, what the check found in the
/// loaded ones, and which languages were checked.
public struct CatalogCheckReport: Sendable {
    public let loadProblems: [CatalogLoadError]
    public let findings: [CatalogFinding]
    public let languages: [String]
}
