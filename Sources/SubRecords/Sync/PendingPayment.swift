import FoundationEssentials
import SubDomain

/// A payment recorded or taken back in this profile's cache that the household's server has
/// not taken yet: one row of the payments' outbox, written in the same transaction as the
/// payment. A payment never changes, so a change is its insert or its delete, and never
/// conflicts.
public struct PendingPayment: Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case insert, delete
    }

    /// The outbox's own number, in the order the payments were written.
    public let number: Int64
    /// Sent with the push and recorded by the server in the same transaction, so a push
    /// repeated after a crash is applied only once.
    public let key: UUID
    public let kind: Kind
    /// The payment recorded, or the one taken back.
    public let payment: Payment
    /// The code of the server's refusal of the last push (`ServerError.code`); `nil` while
    /// it simply waits. A refused payment is sent again at the next sync: it overwrites
    /// nothing, so it applies as soon as the server lets it (its plan arrived, its author
    /// may write again).
    public var problem: String?
    /// When it was written: how long it has waited (`pending`). `nil` where it is not read.
    public var queuedAt: Date? = nil

    public init(number: Int64, key: UUID, kind: Kind, payment: Payment, problem: String? = nil) {
        self.number = number
        self.key = key
        self.kind = kind
        self.payment = payment
        self.problem = problem
    }
}
