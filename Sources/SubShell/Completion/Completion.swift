/// What Tab does: replace `partial` (the text just before the cursor) with `replacement`,
/// and list `candidates` when there is more than one.
public struct Completion: Equatable, Sendable {
    public var partial: String
    public var replacement: String?
    public var candidates: Candidates

    public init(partial: String, replacement: String?, candidates: Candidates) {
        self.partial = partial
        self.replacement = replacement
        self.candidates = candidates
    }

    public init(partial: String, replacement: String?, candidates: [String]) {
        self.init(partial: partial, replacement: replacement, candidates: Candidates(candidates))
    }

    public static let none = Completion(partial: "", replacement: nil, candidates: [])
}
