import SubLocalization

/// Why `catalog check` ends with exit status 1.
enum ShellItselfFailure: FamilyFailure {
    /// The catalog check found problems (listed already).
    case catalogProblems(count: Int)

    func lines(_ localizer: Localizer) -> [String] {
        switch self {
        case .catalogProblems(let count):
            [localizer.text(.failureCatalogProblems, ["count": .count(count)])]
        }
    }
}
