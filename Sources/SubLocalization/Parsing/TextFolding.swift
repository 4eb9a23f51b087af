import SubDomain

/// Folds typed text for comparison with catalog words: lower case, no accents, single spaces.
/// So `Mensual`, `MAÑANA`, `manana` and `  cada  2 semanas ` all match their catalog entries.
///
/// The rule itself is the domain's (`NameKey.fold`), so catalog words and the user's names
/// never fold differently.
public enum TextFolding {
    public static func fold(_ text: String) -> String {
        NameKey.fold(text)
    }
}
