import FoundationEssentials
import Glibc
import SubBrandsCore
import SubDomain

/// The billing period a typed amount most likely means for a brand, when no period was
/// typed: "Prime 14.99" is Prime billed monthly, "Prime 139" billed yearly.
///
/// The catalog keeps one reference price per brand and currency, for the period the brand
/// usually bills. The same plan billed monthly or yearly is compared as that price scaled to
/// the period (a yearly plan usually costs less than twelve months, so this is a nearness,
/// not a price). The nearest by ratio wins; `alternative` names the runner-up when it is
/// nearly as near, so the shell can ask instead of guessing.
public struct PeriodGuess: Hashable, Sendable {
    /// The period whose price is nearest the typed amount.
    public let period: Period
    /// The price compared in that period (the brand's own, or scaled to the period).
    public let reference: Money
    /// A second period within `closeRatio` of the first, when there is one.
    public let alternative: Period?

    /// Two candidates whose distances from the typed amount differ by less than this factor
    /// are too close to call.
    public static let closeRatio = 1.5

    /// The periods a typed amount is compared against besides the brand's own.
    static let commonPeriods: [Period] = [.monthly, .annual]

    /// The guess for `amount` against `usualPrice`, billed every `usualPeriod`; `nil` for an
    /// amount that is not positive or a price in another currency.
    public init?(amount: Money, usualPrice: Money, usualPeriod: Period) {
        guard amount.currency == usualPrice.currency, amount.minorUnits > 0,
            usualPrice.minorUnits > 0
        else { return nil }
        var candidates: [(period: Period, price: Money, distance: Double)] = []
        for period in [usualPeriod] + Self.commonPeriods
        where !candidates.contains(where: {
            $0.period == period
        }) {
            let scaled =
                (Double(usualPrice.minorUnits) * period.approximateDays
                / usualPeriod.approximateDays).rounded()
            guard scaled >= 1, scaled < Double(Int64.max / 2) else { continue }
            let price = Money(minorUnits: Int64(scaled), currency: amount.currency)
            let distance = abs(log(Double(amount.minorUnits) / scaled))
            candidates.append((period, price, distance))
        }
        // Stable: on a tie the brand's own period (first) wins.
        let ranked = candidates.enumerated().sorted {
            ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset)
        }.map(\.element)
        guard let best = ranked.first else { return nil }
        period = best.period
        reference = best.price
        alternative = ranked.dropFirst().first.flatMap { second in
            second.distance - best.distance < log(Self.closeRatio) ? second.period : nil
        }
    }
}

extension BrandSuggestion {
    /// The period `amount` most likely is billed in, against the reference price of the plan
    /// the name asks for; `nil` without a price in the amount's currency or a usual period.
    public func likelyPeriod(for amount: Money) -> PeriodGuess? {
        guard let usualPeriod = brand.usualPeriod, let price = referencePrice(in: amount.currency)
        else { return nil }
        return PeriodGuess(amount: amount, usualPrice: price, usualPeriod: usualPeriod)
    }
}
