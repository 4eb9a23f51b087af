import Foundation

/// Folds typed text for comparison with catalog words: lower case, no accents, single spaces.
/// So `Mensual`, `MAÑANA`, `manana` and `  cada  2 semanas ` all match their catalog entries.
public enum TextFolding {
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
