import SubDomain

/// The payments one write records and takes back, in the same transaction as its rows: a
/// `paid` records, an undo of it takes back, an undo of that undo records again.
struct PaymentWrites {
    var recorded: [Payment] = []
    var removed: [Payment] = []
    /// Whether the payments come from the household's server: one recorded replaces a
    /// stored payment of the same statement row (the server's stands), and none is queued
    /// back.
    var fromServer = false

    var isEmpty: Bool { recorded.isEmpty && removed.isEmpty }
}
