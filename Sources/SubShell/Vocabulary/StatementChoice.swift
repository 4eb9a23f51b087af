/// Which of a statement's proposals `import statement` saves.
public enum StatementChoice: Hashable, Sendable {
    /// Show them and let the person tick (the shell), or only show them (no terminal).
    case ask
    /// `--yes`: the sure ones (high confidence, not already tracked).
    case sure
    /// The ones ticked, by number from 1.
    case picked([Int])
    /// Show them, save nothing.
    case none
}
