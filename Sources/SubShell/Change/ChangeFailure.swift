import SubLocalization

/// Why `archive` or `restore` changed nothing.
enum ChangeFailure: FamilyFailure {
    /// `restore` of a subscription that is not archived.
    case notArchived(name: String)
    /// `archive` of a subscription that is archived already: nothing is written.
    case alreadyArchived(name: String)

    func lines(_ localizer: Localizer) -> [String] {
        switch self {
        case .notArchived(let name):
            [localizer.text(.failureNotArchived, ["name": .userText(name)])]
        case .alreadyArchived(let name):
            [localizer.text(.failureAlreadyArchived, ["name": .userText(name)])]
        }
    }
}
