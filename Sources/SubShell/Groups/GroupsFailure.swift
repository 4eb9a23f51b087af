import SubLocalization

/// Why `group remove` changed nothing.
enum GroupsFailure: FamilyFailure {
    /// The member named is in no group.
    case missingGroup(name: String)

    func lines(_ localizer: Localizer) -> [String] {
        switch self {
        case .missingGroup(let name):
            [localizer.text(.failureMissingGroup, ["name": .userText(name)])]
        }
    }
}
