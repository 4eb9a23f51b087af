import Foundation
import Testing

/// Payments in a shared household, through the binary: those a profile recorded before it
/// linked go to the household with its plans, and the first pull (the whole household)
/// keeps them.
@Suite("Payments in a shared household")
struct HouseholdPaymentsTests {
    @Test(
        "payments recorded before linking reach the household and stay",
        arguments: Language.allCases)
    func paymentsBeforeLinking(_ language: Language) throws {
        let home = try HouseholdWorld(language)
        let t = language.pick
        try home.quiet("alice", t("añadir Netflix 12,99 EUR", "add Netflix 12.99 EUR"))
        #expect(try home.subhub("alice", t("pagado", "paid"), "Netflix").status == 0)
        #expect(try home.link("alice").status == 0)
        #expect(
            try home.serverRows("amount_minor, recorded_by", from: "payments", order: "id")
                == ["1299|alice"])
        #expect(try home.subhub("alice", "sync").status == 0)
        let listed = try home.subhub("alice", "--json", t("pagos", "payments"))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])
        #expect((object["payments"] as? [Any])?.count == 1)
        // Taken by the server, it no longer waits.
        let pending = try home.subhub("alice", "--json", t("pendientes", "pending"))
        let waiting = try #require(
            try JSONSerialization.jsonObject(with: Data(pending.stdout.utf8)) as? [String: Any])
        #expect((waiting["payments"] as? [Any])?.isEmpty == true, "\(pending.stdout)")
    }

    @Test(
        "a payment recorded on a linked profile waits in pending until the sync takes it",
        arguments: Language.allCases)
    func paymentWaitsUntilSynced(_ language: Language) throws {
        let home = try HouseholdWorld(language)
        let t = language.pick
        try home.quiet("alice", t("añadir Netflix 12,99 EUR", "add Netflix 12.99 EUR"))
        #expect(try home.link("alice").status == 0)
        #expect(try home.subhub("alice", t("pagado", "paid"), "Netflix").status == 0)
        func waiting() throws -> [[String: Any]] {
            let pending = try home.subhub("alice", "--json", t("pendientes", "pending"))
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(pending.stdout.utf8))
                    as? [String: Any], "\(pending.stdout)")
            return object["payments"] as? [[String: Any]] ?? []
        }
        // A write's own push may already have taken it; if not, it waits, said in words.
        let before = try waiting()
        if let first = before.first {
            #expect(first["name"] as? String == "Netflix")
            #expect(first["amount_minor"] as? Int == 1299)
            #expect(first["state"] as? String == "waiting")
        }
        #expect(try home.subhub("alice", "sync").status == 0)
        #expect(try waiting().isEmpty)
        #expect(
            try home.serverRows("amount_minor, recorded_by", from: "payments", order: "id")
                == ["1299|alice"])
    }
}
