import SubLocalization

/// Why `catalog check` ends with exit status 1, or `profile delete` deletes nothing.
enum ShellItselfFailure: FamilyFailure {
    /// The catalog check found problems (listed already).
    case catalogProblems(count: Int)
    /// `profile delete NAME` for a profile that has no folder under the data directory.
    case profileNotFound(name: String, dataRoot: String)

    func lines(_ localizer: Localizer) -> [String] {
        switch self {
        case .catalogProblems(let count):
            [localizer.text(.failureCatalogProblems, ["count": .count(count)])]
        case .profileNotFound(let name, let dataRoot):
            [
                localizer.text(
                    .failureProfileNotFound, ["name": .userText(name), "path": .userText(dataRoot)])
            ]
        }
    }
}
