/// What Tab does: replace `partial` (the text just before the cursor) with `replacement`,
/// and list `candidates` when there is more than one.
public struct Completion: Hashable, Sendable {
    public var partial: String
    public var replacement: String?
    public var candidates: [String]

    public init(partial: String, replacement: String?, candidates: [String]) {
        self.partial = partial
        self.replacement = replacement
        self.candidates = candidates
    }

    public static let none = Completion(partial: "", replacement: nil, candidates: [])
}
