import SubDomain

/// The payments one write records and takes back, in the same transaction as its rows: a
/// `paid` records, an undo of it takes back, an undo of that undo records again.
struct PaymentWrites {
    var recorded: [Payment] = []
    var removed: [Payment] = []

    var isEmpty: Bool { recorded.isEmpty && removed.isEmpty }
}
