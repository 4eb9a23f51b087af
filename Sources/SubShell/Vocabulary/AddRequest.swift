import SubDomain
import SubLocalization

/// What `add` was told. Anything left `nil` is filled from the brand, the group, the locale
/// or the dialogue (`AddTerms`); the name and the amount are required
/// (`requiredArguments()`), and the dialogue asks for them where it can.
public struct AddRequest: Hashable, Sendable {
    public var name: String?
    /// The amount, read once as typed: it is put in minor units once the currency is known,
    /// because the currency decides how many decimals are allowed (`¥68` has none).
    public var amount: TypedAmount?
    public var currency: CurrencyCode?
    public var period: Period?
    public var nextCharge: TypedDay?
    public var trialEnds: TypedDay?
    public var sharedWith: Int?
    public var category: String?
    public var group: String?
    public var notes: String?
    /// The user's own link to manage or cancel it (`--url`).
    public var url: String?
    /// How long before a charge it must be cancelled (`--notice`).
    public var notice: NoticePeriod?
    /// Who pays it, as typed (`--paid-by`); a word for oneself is resolved when it is added.
    public var paidBy: String?
    /// The card or account it is charged to (`--paid-with "Visa 4242"`).
    public var paidWith: String?
    /// Its own reminder offsets (`--remind`); empty for none.
    public var reminderOffsets: [Int]?
    /// The day it ends (`--until`): its last charge is the last on or before it.
    public var until: TypedDay?
    /// How many charges it has in all, from its next one (`--payments`).
    public var payments: Int?
    /// Whether its amount is an estimate of a bill that varies (`--varies`).
    public var varies: Bool?

    /// Whether a brand's amount that is nearly as near two of its periods' prices may be
    /// asked about (`PeriodQuestion`, in `Add/`); false once nobody could answer,
    /// and the nearest is then taken and said.
    public var mayAskPeriod = true

    public init(name: String? = nil, amount: TypedAmount? = nil) {
        self.name = name
        self.amount = amount
    }

    /// The same request, to be added without asking its period.
    public func withoutAskingThePeriod() -> AddRequest {
        var request = self
        request.mayAskPeriod = false
        return request
    }
}
