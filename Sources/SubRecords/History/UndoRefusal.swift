import FoundationEssentials

/// Why an undo changed nothing.
public enum UndoRefusal: Error, Hashable, Sendable {
    /// History holds no change of this profile.
    case nothingToUndo
    /// More changes were asked for than history holds.
    case notEnoughHistory(requested: Int, available: Int)
    /// A row the changes touched holds something else now: another program, or the
    /// household's server, changed it later without a history row. `name` is the
    /// subscription's, `field` the column that differs (`"*"` when the row itself appeared
    /// or went away).
    case changedElsewhere(name: String, field: String)
    /// A change holds a setting or a column this program does not know how to put back.
    case unknownField(String)
}
