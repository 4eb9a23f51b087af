extension Payment {
    /// What makes a payment of an import the same record as one the profile already holds,
    /// so importing the same file twice records nothing twice. A payment read from a
    /// statement row is its plan and the row's key, the store's own rule (a statement row is
    /// recorded once per plan, whatever its day or amount); any other is its plan, day,
    /// amount, currency and source.
    public var importIdentity: String {
        if let statementKey {
            return [expenseID.uuidString, "key", statementKey].joined(separator: "\u{1F}")
        }
        return [
            expenseID.uuidString, paidOn.iso, String(amount.minorUnits), amount.currency.code,
            source.rawValue,
        ].joined(separator: "\u{1F}")
    }

    /// Those of `incoming` that `stored` does not hold already, in their order. Each stored
    /// payment stands for one incoming payment of its identity, as each profile row stands
    /// for one file row: two payments of the same day and amount typed twice are two, and a
    /// file holding them imported into a profile holding one adds the other. A statement
    /// row's payment is one whatever the file repeats.
    public static func unrecorded(_ incoming: [Payment], among stored: [Payment]) -> [Payment] {
        var held: [String: Int] = [:]
        for payment in stored { held[payment.importIdentity, default: 0] += 1 }
        var keys: Set<String> = []
        var fresh: [Payment] = []
        for payment in incoming {
            let identity = payment.importIdentity
            if payment.statementKey != nil {
                guard held[identity] == nil, keys.insert(identity).inserted else { continue }
            } else if let count = held[identity], count > 0 {
                held[identity] = count - 1
                continue
            }
            fresh.append(payment)
        }
        return fresh
    }
}
