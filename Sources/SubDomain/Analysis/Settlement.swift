import FoundationEssentials

/// One side of a settle-up: the profile's owner, or someone named as a plan's payer.
public enum SettlementParty: Hashable, Sendable, Comparable {
    /// The person whose profile this is.
    case you
    /// A payer by name, as first written in the ledger (names compare as `NameKey`s).
    case person(String)

    /// You first, then people by folded name.
    public static func < (lhs: SettlementParty, rhs: SettlementParty) -> Bool {
        switch (lhs, rhs) {
        case (.you, .you): false
        case (.you, .person): true
        case (.person, .you): false
        case (.person(let left), .person(let right)): NameKey(left).folded < NameKey(right).folded
        }
    }
}

/// A shared plan someone pays, as a settle-up counts it: every month the payer pays
/// `monthly`, and the `sharedWith` people (the payer among them) owe one share each of
/// `split`, which adds up to `monthly` exactly.
public struct SharedPlan: Hashable, Sendable {
    public var expenseID: UUID
    public var name: String
    public var payer: SettlementParty
    public var sharedWith: Int
    /// What the plan costs per month (a group without members: its cap).
    public var monthly: Money
    /// The shares of `monthly`: the payer's first, then yours when someone else pays.
    public var split: ShareSplit

    /// The payer's share, which the others' equal or exceed by less than a cent.
    public var share: Money { Money(minorUnits: split.first, currency: monthly.currency) }

    /// What you owe when someone else pays: the second share.
    public var yourShare: Money {
        Money(minorUnits: split.shares.dropFirst().first ?? 0, currency: monthly.currency)
    }

    /// The sharers nobody named: everyone but the payer and, when someone else pays, you.
    public var unnamedSharers: Int { max(0, sharedWith - (payer == .you ? 1 : 2)) }

    /// What the unnamed sharers owe the payer together each month: the shares after the
    /// payer's (and yours, when someone else pays).
    public var owedByUnnamed: Money {
        Money(minorUnits: split.sum(from: payer == .you ? 1 : 2), currency: monthly.currency)
    }
}

/// One payment that settles a month: `from` pays `to` `amount`.
public struct SettlementTransfer: Hashable, Sendable {
    public var from: SettlementParty
    public var to: SettlementParty
    public var amount: Money

    public init(from: SettlementParty, to: SettlementParty, amount: Money) {
        self.from = from
        self.to = to
        self.amount = amount
    }
}

/// What the sharers nobody named owe one payer each month, over all of the payer's plans.
public struct UnnamedDebt: Hashable, Sendable {
    public var payer: SettlementParty
    public var amount: Money

    public init(payer: SettlementParty, amount: Money) {
        self.payer = payer
        self.amount = amount
    }
}

/// Who owes whom each month: see `SettleUp`.
public struct Settlement: Hashable, Sendable {
    /// The plans counted, by currency then name.
    public var plans: [SharedPlan]
    /// The fewest payments between you and the people named that settle a month, per
    /// currency (largest currency total first), largest payment first.
    public var transfers: [SettlementTransfer]
    /// What the unnamed sharers owe each payer, per currency; never part of `transfers`,
    /// since nobody can be told to pay it.
    public var unnamedDebts: [UnnamedDebt]

    public var isEmpty: Bool { plans.isEmpty }
}
