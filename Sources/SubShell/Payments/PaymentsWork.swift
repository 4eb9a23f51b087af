import FoundationEssentials
import SubDomain
import SubRecords
import SubStore

/// What `paid`, `payments` and `spent` read from the store.
extension CommandRunner {
    /// The recorded payments (of one plan, in a span), oldest first; none for a profile
    /// never written.
    func payments(of plan: UUID? = nil, from: CivilDate? = nil, through: CivilDate? = nil)
        throws(CommandFailure) -> [Payment]
    {
        try session.reading { store throws(StoreError) in
            try store.payments(of: plan, from: from, through: through)
        } ?? []
    }
}
