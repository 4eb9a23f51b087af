import SubDomain

/// Which of a statement's proposals `import statement` saves.
public enum StatementChoice: Hashable, Sendable {
    /// Show them and let the person tick (the shell), or only show them (no terminal).
    case ask
    /// `--yes`: the sure ones (high confidence, not already tracked).
    case sure
    /// `--min-confidence LEVEL`: those of at least that confidence, not already tracked.
    case atLeast(RecurringSeries.Confidence)
    /// The ones ticked in the shell under the table, by number from 1.
    case picked([Int])
    /// `--pick 1,4-6`: by the numbers the table would show, before it is shown; a number the
    /// table does not have is a usage error.
    case given([Int])
    /// Show them, save nothing.
    case none
}
