import Foundation
import SubDomain
@testable import SubServer
import SubRecords
import TestSupport
import Testing

/// A household's payments attacked as its plans are: read by a login that is not a member (a
/// stranger, a removed member), recorded, changed and deleted by one that may not write
/// (those and a viewer), recorded for a plan of
/// another household, stamped with a forged author or version, or holding what no client
/// reads. Each runs in a database of its own (`Ground`), so "no version drawn" is one number.
extension ServerAttackTests {
    /// A payment of the victim's row, as alice records it.
    static func recordPayment(
        of plan: UUID, in home: UUID, on connection: PostgresConnection,
        id: UUID = UUID(), amount: String = "1299", key: String? = nil
    ) throws -> UUID {
        try connection.query(
            """
            INSERT INTO payments (household_id, id, expense_id, paid_on, amount_minor, currency,
                source, statement_key)
            VALUES ($1::uuid, $2::uuid, $3::uuid, '2026-11-05', $4::bigint, 'EUR',
                $5, $6)
            """,
            [
                home.uuidString, id.uuidString, plan.uuidString, amount,
                key == nil ? "typed" : "statement", key,
            ])
        return id
    }

    static func paymentCount(_ home: UUID, on connection: PostgresConnection) throws -> String? {
        try connection.query(
            "SELECT count(*) FROM payments WHERE household_id = $1::uuid", [home.uuidString]
        ).first?.first ?? nil
    }

    @Test func noStrangerViewerOrRemovedMemberReadsOrWritesPayments() throws {
        let ground = try Ground()
        defer { ground.drop() }
        let admin = try ground.connection("admin")
        for attacker in Attacker.allCases {
            let victim = try ground.victim()
            let alice = try ground.connection("alice")
            let paid = try Self.recordPayment(of: victim.row.id, in: victim.home, on: alice)
            // A deleted payment, whose tombstone the attacker must not read either.
            try alice.query(
                "DELETE FROM payments WHERE id = $1::uuid",
                [try Self.recordPayment(of: victim.row.id, in: victim.home, on: alice).uuidString])
            let drawn = try admin.query(Ground.sequenceState)
            let session = try ground.connect(attacker.login)
            let home = victim.home.uuidString
            let row = victim.row.id.uuidString
            // A viewer reads its household's payments as it reads its plans; nobody else does.
            let seen = attacker == .viewer ? "1" : "0"
            #expect(try Self.paymentCount(victim.home, on: session) == seen, "\(attacker)")
            #expect(
                try session.query(
                    "SELECT count(*) FROM payment_deletions WHERE household_id = $1::uuid", [home])
                    == [[seen]], "\(attacker)")
            for (statement, parameters) in [
                (
                    """
                    INSERT INTO payments (household_id, id, expense_id, paid_on, amount_minor,
                        currency, source)
                    VALUES ($1::uuid, gen_random_uuid(), $2::uuid, '2026-11-05', 1, 'EUR', 'typed')
                    """, [home, row]
                ),
                ("UPDATE payments SET amount_minor = 1 WHERE id = $1::uuid", [paid.uuidString]),
                (
                    "UPDATE payments SET recorded_by = 'alice' WHERE id = $1::uuid",
                    [paid.uuidString]
                ),
                (
                    "INSERT INTO payment_deletions VALUES ($1::uuid, $2::uuid, 1, 'alice')",
                    [
                        paid.uuidString, home,
                    ]
                ),
            ] as [(String, [String?])] {
                #expect(throws: ServerError.permissionDenied, "\(attacker): \(statement)") {
                    try session.query(statement, parameters)
                }
            }
            // A delete row-level security hides from the attacker deletes nothing.
            try session.query("DELETE FROM payments WHERE id = $1::uuid", [paid.uuidString])
            // Through the push function, a payment of their own making or the victim's.
            let pushed = try HouseholdClient(connection: session).push(
                payments: [
                    PendingPayment(
                        number: 1, key: UUID(), kind: .insert,
                        payment: Payment(
                            expenseID: victim.row.id, paidOn: Sample.date("2026-11-05"),
                            amount: Sample.money(1))),
                    PendingPayment(
                        number: 2, key: UUID(), kind: .delete,
                        payment: Payment(
                            id: paid, expenseID: victim.row.id, paidOn: Sample.date("2026-11-05"),
                            amount: Sample.money(1299))),
                ], to: victim.home)
            let refusals = pushed.map { result -> ServerError? in
                if case .failure(let error) = result { return error }
                return nil
            }
            #expect(refusals == [.permissionDenied, .permissionDenied], "\(attacker)")
            #expect(try admin.query(Ground.sequenceState) == drawn, "\(attacker): version drawn")
            #expect(try Self.paymentCount(victim.home, on: alice) == "1", "\(attacker)")
            #expect(
                try alice.query(
                    "SELECT amount_minor::text, recorded_by::text FROM payments WHERE id = $1::uuid",
                    [paid.uuidString]) == [["1299", "alice"]], "\(attacker)")
        }
    }

    @Test func aPaymentIsOfAPlanOfItsOwnHousehold() throws {
        let ground = try Ground()
        defer { ground.drop() }
        let victim = try ground.victim()
        // The stranger writes its own household, and names the victim's plan from there.
        let dave = try ground.client("dave")
        let own = try dave.createHousehold(named: HouseholdClientTests.uniqueName()).id
        let mine = Sample.expense("Mine", 500)
        #expect(try dave.push(HouseholdSyncTests.change(.insert, after: mine), to: own) == [])
        #expect(throws: ServerError.constraintViolated(sqlState: "23503")) {
            try Self.recordPayment(of: victim.row.id, in: own, on: dave.connection)
        }
        let pushed = try dave.push(
            payments: [
                PendingPayment(
                    number: 1, key: UUID(), kind: .insert,
                    payment: Payment(
                        expenseID: victim.row.id, paidOn: Sample.date("2026-11-05"),
                        amount: Sample.money(1)))
            ], to: own)
        #expect(throws: ServerError.constraintViolated(sqlState: "23503")) { try pushed[0].get() }
        // Nor can the victim's owner file a payment of one household under another.
        let alice = try ground.connection("alice")
        let other = try ground.client("alice").createHousehold(
            named: HouseholdClientTests.uniqueName()
        ).id
        #expect(throws: ServerError.constraintViolated(sqlState: "23503")) {
            try Self.recordPayment(of: victim.row.id, in: other, on: alice)
        }
        // A plan that exists nowhere has no payments either.
        #expect(throws: ServerError.constraintViolated(sqlState: "23503")) {
            try Self.recordPayment(of: victim.phantom, in: victim.home, on: alice)
        }
        #expect(try Self.paymentCount(victim.home, on: alice) == "0")
        #expect(try Self.paymentCount(own, on: dave.connection) == "0")
    }

    @Test func aPaymentsAuthorAndVersionAreTheServers() throws {
        let ground = try Ground()
        defer { ground.drop() }
        let victim = try ground.victim()
        try ground.join("bob", .editor, to: victim.home)
        let bob = try ground.connection("bob")
        let before = try HouseholdClient(connection: bob).changes(in: victim.home, since: 0).version
        for forgery in [
            "INSERT INTO payments (household_id, id, expense_id, paid_on, amount_minor, currency,"
                + " source, version) VALUES ($1::uuid, gen_random_uuid(), $2::uuid, '2026-11-05',"
                + " 1, 'EUR', 'typed', 999999999)",
            "INSERT INTO payments (household_id, id, expense_id, paid_on, amount_minor, currency,"
                + " source, recorded_by) VALUES ($1::uuid, gen_random_uuid(), $2::uuid,"
                + " '2026-11-05', 1, 'EUR', 'typed', 'alice')",
        ] {
            #expect(throws: ServerError.permissionDenied, "\(forgery)") {
                try bob.query(forgery, [victim.home.uuidString, victim.row.id.uuidString])
            }
        }
        let paid = try Self.recordPayment(of: victim.row.id, in: victim.home, on: bob)
        let stamped = try ground.connection("alice").query(
            "SELECT recorded_by::text, version::text FROM payments WHERE id = $1::uuid",
            [paid.uuidString])
        #expect(stamped.first?.first == "bob")
        let version = Int64(stamped.first?.last.flatMap { $0 } ?? "") ?? 0
        #expect(version > before && version < 999_999_999)
        // Nobody changes a payment, not even the tables' owner; it is recorded or deleted.
        #expect(throws: ServerError.permissionDenied) {
            try bob.query(
                "UPDATE payments SET amount_minor = 1 WHERE id = $1::uuid", [paid.uuidString])
        }
        #expect(throws: ServerError.constraintViolated(sqlState: "23514")) {
            try ground.connection("admin").query(
                "UPDATE payments SET amount_minor = 1 WHERE id = $1::uuid", [paid.uuidString])
        }
        // Its deletion leaves a tombstone by its deleter, pulled by every member.
        try bob.query("DELETE FROM payments WHERE id = $1::uuid", [paid.uuidString])
        let tombstone = try ground.connection("alice").query(
            "SELECT deleted_by::text FROM payment_deletions WHERE id = $1::uuid", [paid.uuidString])
        #expect(tombstone == [["bob"]])
        let pulled = try ground.client("carol").changes(in: victim.home, since: version)
        #expect(pulled.deletedPaymentIDs == [paid] && pulled.version > version)
    }

    @Test func theServerRefusesPaymentsNoClientReads() throws {
        let ground = try Ground()
        defer { ground.drop() }
        let victim = try ground.victim()
        let alice = try ground.connection("alice")
        for (column, value) in [
            ("amount_minor", "0"), ("amount_minor", "-1299"), ("amount_minor", "1000000000001"),
            ("paid_on", "9999-06-01"), ("paid_on", "1899-12-31"), ("currency", "eur"),
            ("currency", "ZZZ"), ("currency", "EURO"), ("source", "cash"),
            ("statement_key", ""), ("statement_key", String(repeating: "k", count: 10_000)),
        ] {
            var fields: [String: String?] = [
                "paid_on": "2026-11-05", "amount_minor": "1299", "currency": "EUR",
                "source": "statement", "statement_key": "k-\(UUID())",
            ]
            fields[column] = value
            do throws(ServerError) {
                try alice.query(
                    """
                    INSERT INTO payments (household_id, id, expense_id, paid_on, amount_minor,
                        currency, source, statement_key)
                    VALUES ($1::uuid, gen_random_uuid(), $2::uuid, $3::date, $4::bigint, $5, $6,
                        $7)
                    """,
                    [
                        victim.home.uuidString, victim.row.id.uuidString, fields["paid_on"]!,
                        fields["amount_minor"]!, fields["currency"]!, fields["source"]!,
                        fields["statement_key"]!,
                    ])
                Issue.record("\(column) = \(value.prefix(20)) was accepted")
            } catch {
                #expect(
                    error == .constraintViolated(sqlState: "23514"),
                    "\(column) = \(value.prefix(20))")
            }
        }
        #expect(try Self.paymentCount(victim.home, on: alice) == "0")
        // The limits themselves are readable values, and what the server keeps a client reads.
        _ = try Self.recordPayment(
            of: victim.row.id, in: victim.home, on: alice, amount: String(Money.maximumMinorUnits),
            key: String(repeating: "k", count: Payment.statementKeyLimit))
        let pulled = try ground.client("alice").changes(in: victim.home, since: 0)
        #expect(pulled.payments.map(\.amount.minorUnits) == [Money.maximumMinorUnits])
        #expect(pulled.unreadable.isEmpty)
        // One statement row is recorded once per plan.
        #expect(throws: ServerError.constraintViolated(sqlState: "23505")) {
            try Self.recordPayment(
                of: victim.row.id, in: victim.home, on: alice,
                key: String(repeating: "k", count: Payment.statementKeyLimit))
        }
    }

    @Test func deletingAPlanDeletesItsPaymentsForEveryMember() throws {
        let ground = try Ground()
        defer { ground.drop() }
        let victim = try ground.victim()
        let alice = try ground.client("alice")
        let first = try Self.recordPayment(of: victim.row.id, in: victim.home, on: alice.connection)
        let second = try Self.recordPayment(
            of: victim.row.id, in: victim.home, on: alice.connection, key: "row-1")
        let seen = try ground.client("carol").changes(in: victim.home, since: 0)
        #expect(Set(seen.payments.map(\.id)) == [first, second])
        #expect(
            try alice.push(HouseholdSyncTests.change(.delete, before: victim.row), to: victim.home)
                == [])
        let after = try ground.client("carol").changes(in: victim.home, since: seen.version)
        #expect(after.deletedIDs == [victim.row.id])
        #expect(Set(after.deletedPaymentIDs) == [first, second])
    }
}
