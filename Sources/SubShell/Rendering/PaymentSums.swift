import SubDomain

/// The sums of some payments per currency, in currency order: what a plan has cost.
struct PaymentSums {
    struct Line {
        let amount: Money
        let count: Int
    }

    let lines: [Line]

    init(_ payments: [Payment]) {
        var sums: [CurrencyCode: (Int64, Int)] = [:]
        for payment in payments {
            let sum = sums[payment.amount.currency] ?? (0, 0)
            let (total, overflow) = sum.0.addingReportingOverflow(payment.amount.minorUnits)
            sums[payment.amount.currency] = (overflow ? Int64.max : total, sum.1 + 1)
        }
        lines = sums.sorted { $0.key < $1.key }.map {
            Line(amount: Money(minorUnits: $0.value.0, currency: $0.key), count: $0.value.1)
        }
    }
}
