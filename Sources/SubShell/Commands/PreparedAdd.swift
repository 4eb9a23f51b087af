import SubDomain
import SubLocalization

/// An `add` ready for its write transaction: the request with the name and the amount it
/// cannot do without, and what the brand catalog says of the name, looked up before the
/// transaction. What is left needs the ledger: the group, and the domain's rules.
struct PreparedAdd: Hashable, Sendable {
    let request: AddRequest
    let name: String
    /// The amount as read from what was typed; its currency puts it in minor units
    /// (`AddTerms`).
    let amount: TypedAmount
    let brand: AddBrand
}
