import SubLocalization
import SubStore
import SubRecords

/// What deleting a profile loses, said before asking and again once done.
struct ProfileWording {
    let localizer: Localizer

    /// "Si borras el perfil trabajo, perderás 12 suscripciones, 1 grupo y 3 archivadas." Each row
    /// is counted once (`ProfileSummary`): an archived subscription only as archived.
    func loss(name: String, contents: ProfileSummary) -> String {
        localizer.text(
            .confirmProfileLoss,
            [
                "name": .userText(name),
                "subscriptions": .text(
                    localizer.text(.countSubscriptions, ["count": .count(contents.subscriptions)])),
                "groups": .text(localizer.text(.countGroups, ["count": .count(contents.groups)])),
                "archived": .text(
                    localizer.text(.countArchived, ["count": .count(contents.archived)])),
            ])
    }
}
