import FoundationEssentials
import SubDomain
import SubRecords

extension ExpenseStore {
    /// Every card's expiry month the user set (`card expires`).
    public func cardExpiries() throws(StoreError) -> CardExpiries {
        let rows = try sql { () throws(SQLiteConnection.Failure) in
            try connection.rows("SELECT card, expires, card_key FROM card_expiries") {
                ($0.text(0) ?? "", $0.text(1) ?? "", $0.text(2) ?? "")
            }
        }
        var cards: [(name: String, expiry: CardExpiry)] = []
        for (name, expires, key) in rows {
            guard let expiry = CardExpiry(text: expires), !name.isEmpty else {
                throw .corruptRow(path: path, id: "card_expiries." + key, column: "expires")
            }
            cards.append((name, expiry))
        }
        return CardExpiries(cards)
    }

    /// Sets (or with `nil`, forgets) `card`'s expiry month, as its own transaction. Like the
    /// other settings it is not in history: `undo` is about subscriptions.
    public func setCardExpiry(_ card: String, to expiry: CardExpiry?) throws(StoreError) {
        try begin("BEGIN IMMEDIATE")
        do {
            try writeCardExpiry(card, to: expiry)
            try commit()
        } catch {
            rollback()
            throw error
        }
    }

    /// Writes one card's expiry inside the caller's transaction (`nil` removes it), as
    /// `setSetting` does a setting: an import takes a file's with its rows.
    func writeCardExpiry(_ card: String, to expiry: CardExpiry?) throws(StoreError) {
        try sql { () throws(SQLiteConnection.Failure) in
            if let expiry {
                try connection.cachedStatement(
                    """
                    INSERT INTO card_expiries (card_key, card, expires) VALUES (?1, ?2, ?3)
                    ON CONFLICT (card_key) DO UPDATE
                        SET card = excluded.card, expires = excluded.expires
                    """
                ).run([.text(NameKey.fold(card)), .text(card), .text(expiry.identifier)])
            } else {
                try connection.cachedStatement("DELETE FROM card_expiries WHERE card_key = ?1")
                    .run([.text(NameKey.fold(card))])
            }
        }
    }

    /// Every card a subscription is paid with or an expiry was set for, as written (for Tab
    /// completion); one spelling per folded name.
    public func paymentMethodNames() throws(StoreError) -> [String] {
        let names = try sql { () throws(SQLiteConnection.Failure) in
            try connection.rows(
                """
                SELECT DISTINCT paid_with FROM expenses WHERE paid_with IS NOT NULL
                UNION ALL SELECT card FROM card_expiries
                """
            ) { $0.text(0) ?? "" }
        }
        var seen: Set<String> = []
        return names.filter { !$0.isEmpty && seen.insert(NameKey.fold($0)).inserted }
    }
}
