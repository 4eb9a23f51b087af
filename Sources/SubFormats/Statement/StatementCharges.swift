import SubDomain

/// The one rule that turns any format's rows into charges: settled money out is a charge,
/// and a refund cancels the charge it gives back.
enum StatementCharges {
    /// The charges, in file order, and what was left out.
    static func select(_ rows: [StatementRow]) -> (
        charges: [StatementCharge], leftOut: StatementLeftOut
    ) {
        var leftOut = StatementLeftOut()
        var cancelled = Set<Int>()
        let refunds = rows.indices.filter { rows[$0].status == .refund }
        if !refunds.isEmpty {
            cancelled = cancelledByRefunds(rows, refunds: refunds)
        }
        var charges: [StatementCharge] = []
        charges.reserveCapacity(rows.count)
        // A row that repeats an earlier charge exactly is the same charge exported twice
        // (two statements whose dates overlap, pasted together): counted once, or a plan
        // paid once a month would be proposed twice.
        var seen = Set<ChargeIdentity>()
        for (index, row) in rows.enumerated() {
            switch row.status {
            case .pending: leftOut.pending += 1
            case .reversed: leftOut.reversed += 1
            case .declined: leftOut.declined += 1
            case .notCounted: leftOut.notCounted += 1
            case .refund: continue
            case .booked:
                if row.direction == .into {
                    leftOut.credits += 1
                } else if cancelled.contains(index) {
                    leftOut.refunded += 1
                } else if !seen.insert(ChargeIdentity(row)).inserted {
                    leftOut.duplicates += 1
                } else {
                    charges.append(
                        StatementCharge(
                            line: row.line, date: row.date, description: row.description,
                            amountMinor: row.amountMinor))
                }
            }
        }
        return (charges, leftOut)
    }

    /// The indices of the charges the refunds give back. A refund names its charge when the
    /// statement says (`refundOf`); otherwise it is the latest charge before it of the same
    /// merchant and amount. A wallet often marks the refunded charge itself as closed
    /// (交易关闭) and lists the refund too: such a charge is matched first, so the refund
    /// does not also cancel last month's charge of the same plan.
    private static func cancelledByRefunds(_ rows: [StatementRow], refunds: [Int]) -> Set<Int> {
        // Only settled or closed money out can be refunded; found by reference and by
        // amount once, so a statement full of refunds is not read once per refund.
        var byReference: [String: Int] = [:]
        var byAmount: [Int64: [Int]] = [:]
        for (index, row) in rows.enumerated()
        where row.direction == .out && (row.status == .booked || row.status == .reversed) {
            if let reference = row.reference, byReference[reference] == nil {
                byReference[reference] = index
            }
            byAmount[row.amountMinor, default: []].append(index)
        }
        var used = Set<Int>()
        var cancelled = Set<Int>()
        var keys: [Int: String] = [:]
        func key(_ index: Int) -> String {
            if let known = keys[index] { return known }
            let found = MerchantName(description: rows[index].description).key
            keys[index] = found
            return found
        }
        for refund in refunds.sorted(by: { rows[$0].date < rows[$1].date }) {
            let row = rows[refund]
            var match = row.refundOf.flatMap { byReference[$0] }.flatMap {
                used.contains($0) ? nil : $0
            }
            if match == nil {
                let sameCharge = (byAmount[row.amountMinor] ?? []).filter { index in
                    !used.contains(index) && rows[index].date <= row.date
                        && key(index) == key(refund)
                }
                match =
                    sameCharge.first { rows[$0].status == .reversed }
                    ?? sameCharge.max { rows[$0].date < rows[$1].date }
            }
            guard let match else { continue }
            used.insert(match)
            if rows[match].status == .booked { cancelled.insert(match) }
        }
        return cancelled
    }

    /// What makes two rows the same charge.
    private struct ChargeIdentity: Hashable {
        let date: CivilDate
        let description: String
        let amountMinor: Int64
        let reference: String?

        init(_ row: StatementRow) {
            date = row.date
            description = row.description
            amountMinor = row.amountMinor
            reference = row.reference
        }
    }
}
