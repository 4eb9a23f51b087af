import Foundation
import TestSupport
import Testing

/// A shared household on a real PostgreSQL, end to end: the real `subhub` binary,
/// one profile per login in one sandbox, and the server checked through psql as those logins.
/// Tests that stop the server get a cluster of their own; the others share the process's.
@Suite("Shared household")
struct HouseholdTests {
    // MARK: 1. Two members

    @Test("two members see each other's changes", arguments: Language.allCases)
    func twoMembers(_ language: Language) throws {
        let home = try HouseholdWorld(language)
        let t = language.pick
        try home.quiet("alice", t("añadir Netflix 12,99 EUR", "add Netflix 12.99 EUR"))
        try home.quiet("alice", t("añadir Spotify 9,99 EUR", "add Spotify 9.99 EUR"))
        home.expect(
            try home.link("alice"),
            stdout: t(
                "Creado el hogar \(home.name) en el servidor; eres su dueño.\nSubidas 2 suscripciones de este perfil al hogar.\n",
                "Created household \(home.name) on the server; you are its owner.\nUploaded 2 subscriptions from this profile to the household.\n"
            ))
        #expect(
            try home.serverRows("name, amount_minor, updated_by")
                == ["Netflix|1299|alice", "Spotify|999|alice"])

        home.expect(
            try home.subhub("alice", t("hogar", "household"), t("invitar", "invite"), "carol"),
            stdout: try home.invitationSent("carol", role: t("editor", "editor")))
        // Nothing is shared until carol accepts; without --yes a one-shot only says how.
        home.expect(
            try home.link("carol", accept: false), status: 1,
            stdout: t(
                "alice te ha invitado al hogar \(home.name) (\(try home.idPrefix())) como editor.\n",
                "alice invited you to household \(home.name) (\(try home.idPrefix())) as editor.\n"),
            stderr: t(
                "error: Unirte al hogar \(home.name) acepta la invitación de alice, así que nunca se hace sin preguntar: repite el link con --yes para aceptarla, o recházala con «subhub link CONEXIÓN --decline \(try home.idPrefix())». No se ha cambiado nada.\n",
                "error: Joining household \(home.name) accepts alice’s invitation, so it is never done without asking: repeat the link with --yes to accept, or decline it with “subhub link CONNINFO --decline \(try home.idPrefix())”. Nothing was changed.\n"
            ))
        #expect(
            try home.serverRows("login, role", from: "household_members", order: "login")
                == ["alice|owner"])
        home.expect(
            try home.link("carol"),
            stdout: t(
                "Has aceptado la invitación de alice: ya estás en el hogar \(home.name) como editor.\nRecibidas 2 suscripciones del hogar.\n",
                "Accepted alice’s invitation: joined household \(home.name) as editor.\nReceived 2 subscriptions from the household.\n"
            ))
        #expect(try home.box.names(profile: "carol").sorted() == ["Netflix", "Spotify"])
        #expect(
            try home.serverRows("login, role", from: "household_members", order: "login")
                == ["alice|owner", "carol|editor"])

        // Carol's write reaches the server at once, and alice's next read refreshes first.
        home.expect(
            try home.subhub("carol", t("añadir", "add"), "Disney+", t("8,99", "8.99"), "EUR"),
            stdout: t(
                "Añadida Disney+: 8,99\(nbsp)€ mensual (8,99\(nbsp)€ al mes).\n",
                "Added Disney+: €8.99 monthly (€8.99 a month).\n"))
        #expect(
            try home.serverRows("name, amount_minor, updated_by")
                == ["Disney+|899|carol", "Netflix|1299|alice", "Spotify|999|alice"])
        home.expect(
            try home.subhub("alice", "total"),
            stdout: t("31,97\(nbsp)€ al mes · 3 activas\n", "€31.97 a month · 3 active\n"))
        home.expect(
            try home.subhub("alice", t("lista", "list")),
            stdout: t(
                """
                Mensual
                  Disney+   8,99\(nbsp)€/mes   8,99\(nbsp)€/mes  29 dic 2026
                  Netflix  12,99\(nbsp)€/mes  12,99\(nbsp)€/mes  29 dic 2026
                  Spotify   9,99\(nbsp)€/mes   9,99\(nbsp)€/mes  29 dic 2026

                """,
                """
                Monthly
                  Disney+   €8.99/month   €8.99/month  Dec 29, 2026
                  Netflix  €12.99/month  €12.99/month  Dec 29, 2026
                  Spotify   €9.99/month   €9.99/month  Dec 29, 2026

                """))

        // And the other way: alice's edit and delete reach carol.
        home.expect(
            try home.subhub("alice", t("editar", "edit"), "Netflix", t("importe", "amount"), "15"),
            stdout: t(
                "Actualizada Netflix.\nPrecio: 12,99\(nbsp)€ → 15,00\(nbsp)€, sube 2,01\(nbsp)€ (+15\(nbsp)%).\n",
                "Updated Netflix.\nPrice: €12.99 → €15.00, up €2.01 (+15%).\n"))
        home.expect(
            try home.subhub("alice", t("borrar", "delete"), "Spotify", "--yes"),
            stdout: t("Borrada Spotify para siempre.\n", "Deleted Spotify for good.\n"))
        #expect(try home.serverRows() == ["Disney+|899", "Netflix|1500"])
        home.expect(
            try home.subhub("carol", t("sincronizar", "sync")),
            stdout: t(
                "Sincronizado con el hogar \(home.name).\nRecibida 1 suscripción del hogar.\nQuitada 1 suscripción que se borró en el hogar.\n",
                "Synced with household \(home.name).\nReceived 1 subscription from the household.\nRemoved 1 subscription deleted in the household.\n"
            ))
        #expect(try home.amounts(profile: "carol") == ["Disney+": 899, "Netflix": 1500])
        home.expect(
            try home.subhub("alice", t("hogar", "household"), t("miembros", "members")),
            stdout: t(
                "Miembros del hogar \(home.name):\n  alice · dueño\n  carol · editor\n",
                "Members of household \(home.name):\n  alice · owner\n  carol · editor\n"))
    }

    // MARK: 2. A stranger

    @Test("a third login sees nothing of the household, through psql or link")
    func stranger() throws {
        // A cluster of its own: dave belongs to nothing there, so "nothing" is a plain count.
        let home = try HouseholdWorld(.en, dedicated: true)
        try home.quiet("alice", "add Netflix 12.99 EUR")
        try home.quiet("alice", "add Spotify 9.99 EUR")
        try home.link("alice")
        let household = try home.householdID()

        let counts = """
            SELECT (SELECT count(*) FROM expenses), (SELECT count(*) FROM households),
                (SELECT count(*) FROM household_members),
                (SELECT count(*) FROM households WHERE name = '\(home.name)')
            """
        #expect(try home.psql("alice", counts) == "2|1|1|1")
        #expect(try home.psql("dave", counts) == "0|0|0|0")
        #expect(
            try home.psql(
                "dave", "SELECT count(*) FROM expenses WHERE household_id = '\(household)'")
                == "0")
        // Nor can dave write into it: an insert is refused, an update or delete finds nothing.
        let insert = #expect(throws: TestCluster.Failure.self) {
            try home.psql(
                "dave",
                """
                INSERT INTO expenses (id, household_id, name, amount_minor, currency, period,
                    next_charge, created_on)
                VALUES (gen_random_uuid(), '\(household)', 'Intruso', 100, 'EUR', 'monthly',
                    '2026-12-29', '2026-11-29')
                """)
        }
        // Refused by the server itself: row-level security, or (schema v4) the household's
        // write lock, which only its writers may take.
        let refusedByServer = ["row-level security", "permission denied", "subhub:not_writer"]
            .contains {
                insert?.description.contains($0) == true
            }
        #expect(refusedByServer, "\(insert?.description ?? "")")
        try home.psql("dave", "UPDATE expenses SET amount_minor = 1")
        try home.psql("dave", "DELETE FROM expenses")
        #expect(try home.serverRows() == ["Netflix|1299", "Spotify|999"])

        // Through subhub: names are unique per owner and nothing reveals alice's household,
        // not even by its id; dave's link of that name creates a household of his own.
        home.expect(
            try home.box.run(
                ["link", home.cluster.conninfo("dave"), "--household", household, "--yes"],
                profile: "dave"),
            status: 1,
            stderr:
                "error: You are neither a member of household \(household) nor invited to it.\n")
        try home.quiet("dave", "add Gym 30 EUR")
        home.expect(
            try home.link("dave", merge: true),
            stdout:
                "Created household \(home.name) on the server; you are its owner.\nUploaded 1 subscription from this profile to the household.\n"
        )
        #expect(
            try home.serverRows("login, role", from: "household_members", order: "login")
                == ["alice|owner"])
        #expect(try home.serverRows() == ["Netflix|1299", "Spotify|999"])
        #expect(try home.psql("alice", counts) == "2|1|1|1")
        #expect(try home.psql("dave", counts) == "1|1|1|1")
        #expect(try home.psql("admin", counts) == "3|2|2|2")
        #expect(try home.box.names(profile: "dave") == ["Gym"])
    }

    // MARK: 3. A viewer

    @Test("a viewer's write is refused and changes nothing", arguments: Language.allCases)
    func viewer(_ language: Language) throws {
        let home = try HouseholdWorld(language)
        let t = language.pick
        try home.quiet("alice", t("añadir Netflix 12,99 EUR", "add Netflix 12.99 EUR"))
        try home.link("alice")
        home.expect(
            try home.subhub(
                "alice", t("hogar", "household"), t("invitar", "invite"), "bob", "--role",
                t("lector", "viewer")),
            stdout: try home.invitationSent("bob", role: t("lector", "viewer")))
        home.expect(
            try home.link("bob"),
            stdout: t(
                "Has aceptado la invitación de alice: ya estás en el hogar \(home.name) como lector.\nRecibida 1 suscripción del hogar.\n",
                "Accepted alice’s invitation: joined household \(home.name) as viewer.\nReceived 1 subscription from the household.\n"
            ))

        let snapshot = "id, name, amount_minor, version, updated_by"
        let before = try home.serverRows(snapshot)
        let appliedBefore = try home.appliedChanges()
        let refusal = t(
            "error: Eres lector en el hogar \(home.name): puedes ver sus suscripciones, no cambiarlas.\n",
            "error: You are a viewer in household \(home.name): you can see its subscriptions, not change them.\n"
        )
        for write in [
            [t("añadir", "add"), "Hulu", t("7,99", "7.99"), "EUR"],
            [t("editar", "edit"), "Netflix", t("importe", "amount"), "1"],
            [t("borrar", "delete"), "Netflix", "--yes"],
            [t("archivar", "archive"), "Netflix"],
        ] {
            home.expect(try home.box.run(write, profile: "bob"), status: 1, stderr: refusal)
        }
        // psql as bob is refused by the server itself, not by subhub.
        #expect(throws: TestCluster.Failure.self) {
            try home.psql(
                "bob",
                """
                INSERT INTO expenses (id, household_id, name, amount_minor, currency, period,
                    next_charge, created_on)
                VALUES (gen_random_uuid(), '\(try home.householdID())', 'Hulu', 799, 'EUR',
                    'monthly', '2026-12-29', '2026-11-29')
                """)
        }
        #expect(try home.serverRows(snapshot) == before)
        #expect(try home.appliedChanges() == appliedBefore)
        home.expect(
            try home.subhub("bob", t("pendientes", "pending")),
            stdout: t("No hay cambios pendientes.\n", "No pending changes.\n"))
        #expect(try home.amounts(profile: "bob") == ["Netflix": 1299])

        // An editor demoted to viewer is refused too: the refresh brings the new role.
        try home.subhub("alice", t("hogar", "household"), t("invitar", "invite"), "carol")
        try home.link("carol")
        try home.quiet("carol", t("añadir Cine 9 EUR", "add Cine 9 EUR"))
        home.expect(
            try home.subhub(
                "alice", t("hogar", "household"), t("invitar", "invite"), "carol", "--role",
                "viewer"),
            stdout: t(
                "carol es ahora lector del hogar \(home.name).\n",
                "carol is now viewer of household \(home.name).\n"))
        home.expect(
            try home.subhub("carol", t("añadir", "add"), "Teatro", "7", "EUR"), status: 1,
            stderr: refusal.replacingOccurrences(of: "bob", with: "carol"))
        #expect(try home.serverRows() == ["Cine|900", "Netflix|1299"])
        #expect(try home.pending("carol").isEmpty)
    }

    // MARK: 4. The server's triggers

    @Test("a member inserted by psql with another currency than its group is rejected")
    func currencyMismatch() throws {
        let home = try HouseholdWorld(.es)
        try home.quiet("alice", "añadir Netflix 12,99 EUR")
        try home.quiet("alice", "añadir Disney+ 8,99 EUR")
        try home.quiet("alice", "grupo nuevo Streaming --auto Netflix Disney+")
        home.expect(
            try home.link("alice"),
            stdout:
                "Creado el hogar \(home.name) en el servidor; eres su dueño.\nSubidas 3 suscripciones de este perfil al hogar.\n"
        )
        let group = try #require(try home.id(of: "Streaming", profile: "alice"))
        let before = try home.serverRows("id, name, amount_minor, currency, version")

        // Another app's plain SQL, as alice, no schema named.
        func insertHulu(_ currency: String) throws {
            try home.psql(
                "alice",
                """
                INSERT INTO expenses (id, household_id, name, amount_minor, currency, period,
                    next_charge, created_on, parent_id)
                SELECT gen_random_uuid(), household_id, 'Hulu', 799, '\(currency)', 'monthly',
                    '2026-12-29', '2026-11-29', id
                FROM expenses WHERE id = '\(group)'
                """)
        }
        let refused = #expect(throws: TestCluster.Failure.self) { try insertHulu("USD") }
        #expect(refused?.description.contains("subhub:currency_mismatch") == true)
        #expect(try home.serverRows("id, name, amount_minor, currency, version") == before)
        home.expect(
            try home.subhub("alice", "sincronizar"),
            stdout: "Sincronizado con el hogar \(home.name).\nYa estaba todo al día.\n")
        #expect(
            try home.amounts(profile: "alice") == [
                "Disney+": 899, "Netflix": 1299, "Streaming": 2198,
            ])

        // The same statement in the group's currency passes: only the currency was wrong.
        try insertHulu("EUR")
        #expect(
            try home.psql("alice", "SELECT amount_minor FROM expenses WHERE id = '\(group)'")
                == "2997")
        home.expect(
            try home.subhub("alice", "total"), stdout: "29,97\(nbsp)€ al mes · 3 activas\n")
    }

    @Test("a member's price changed by psql updates its automatic group, and the cache follows")
    func groupSum() throws {
        let home = try HouseholdWorld(.en)
        try home.quiet("alice", "add Netflix 12.99 EUR")
        try home.quiet("alice", "add Disney+ 8.99 EUR")
        try home.quiet("alice", "group new Streaming --auto Netflix Disney+")
        try home.link("alice")
        try home.subhub("alice", "household", "invite", "carol")
        try home.link("carol")
        let group = try #require(try home.id(of: "Streaming", profile: "alice"))
        let netflix = try #require(try home.id(of: "Netflix", profile: "alice"))
        let disney = try #require(try home.id(of: "Disney+", profile: "alice"))
        func groupAmount() throws -> String {
            try home.psql("alice", "SELECT amount_minor FROM expenses WHERE id = '\(group)'")
        }
        #expect(try groupAmount() == "2198")

        // Another member's app changes a price with plain SQL.
        try home.psql("carol", "UPDATE expenses SET amount_minor = 1599 WHERE id = '\(netflix)'")
        #expect(try groupAmount() == "2498")
        #expect(
            try home.psql("alice", "SELECT updated_by FROM expenses WHERE id = '\(netflix)'")
                == "carol")
        home.expect(try home.subhub("alice", "total"), stdout: "€24.98 a month · 2 active\n")
        #expect(
            try home.amounts(profile: "alice")
                == ["Disney+": 899, "Netflix": 1599, "Streaming": 2498])
        home.expect(
            try home.subhub("alice", "list"),
            stdout: """
                Monthly
                  Streaming  €24.98/month  €24.98/month  Dec 29, 2026 · group · automatic, 2 members
                    Disney+   €8.99/month   €8.99/month  Dec 29, 2026
                    Netflix  €15.99/month  €15.99/month  Dec 29, 2026

                """)

        // Archiving a member through psql takes it out of the sum too.
        try home.psql(
            "carol",
            "UPDATE expenses SET status = 'archived', archived_on = '2026-11-29' WHERE id = '\(disney)'"
        )
        #expect(try groupAmount() == "1599")
        home.expect(
            try home.subhub("alice", "total"),
            stdout: "€15.99 a month · 1 active\n1 archived (not counted)\n")
    }

    // MARK: 6. Offline

    @Test(
        "server stopped: the cache answers and says so, writes wait; back: sync pushes them",
        arguments: Language.allCases)
    func offline(_ language: Language) throws {
        let home = try HouseholdWorld(language, dedicated: true)
        let t = language.pick
        try home.quiet("alice", t("añadir Netflix 12,99 EUR", "add Netflix 12.99 EUR"))
        try home.quiet("alice", t("añadir Spotify 9,99 EUR", "add Spotify 9.99 EUR"))
        try home.link("alice")
        try home.subhub("alice", t("hogar", "household"), t("invitar", "invite"), "carol")
        try home.subhub(
            "alice", t("hogar", "household"), t("invitar", "invite"), "bob", "--role", "viewer")
        try home.link("carol")
        try home.link("bob")

        try home.cluster.stop()
        let offline = home.offlineNotice
        home.expect(
            try home.subhub("alice", "total"),
            stdout: t("22,98\(nbsp)€ al mes · 2 activas\n", "€22.98 a month · 2 active\n"),
            stderr: offline)
        home.expect(
            try home.subhub("alice", t("añadir", "add"), "Cine", "9", "EUR"),
            stdout: t(
                "Añadida Cine: 9,00\(nbsp)€ mensual (9,00\(nbsp)€ al mes).\n",
                "Added Cine: €9.00 monthly (€9.00 a month).\n"),
            stderr: offline
                + t(
                    "Guardado en este perfil; 1 cambio espera al servidor y se enviará con «subhub sync».\n",
                    "Saved in this profile; 1 change waits for the server and will be sent by “subhub sync”.\n"
                ))
        let queued = try home.pending("alice")
        #expect(queued.count == 1)
        #expect(queued.first?["kind"] as? String == "insert")
        #expect(queued.first?["name"] as? String == "Cine")
        #expect(queued.first?["state"] as? String == "waiting")
        let number = try #require(queued.first?["number"] as? Int)
        home.expect(
            try home.subhub("alice", t("pendientes", "pending")),
            stdout: t(
                "\(number). añadir Cine (unos segundos): esperando al servidor\n«subhub sync» lo vuelve a intentar; «subhub pending drop N» descarta el cambio N y lo deshace en este perfil.\n",
                "\(number). add Cine (a few seconds ago): waiting for the server\n“subhub sync” tries again; “subhub pending drop N” drops change N and undoes it in this profile.\n"
            ))
        home.expect(
            try home.subhub("alice", t("estado", "status")),
            stdout: t(
                """
                Hogar: \(home.name)
                Servidor: \(home.serverAddress)
                Usuario: alice
                Papel: dueño (el último conocido)
                Conexión: sin conexión
                Última sincronización: hace unos segundos
                Pendiente: 1 cambio por enviar.

                """,
                """
                Household: \(home.name)
                Server: \(home.serverAddress)
                Login: alice
                Role: owner (last known)
                Connection: offline
                Last sync: a few seconds ago
                Pending: 1 change to send.

                """))
        home.expect(
            try home.subhub("alice", t("sincronizar", "sync")), status: 1,
            stderr: t(
                "error: No se puede llegar al servidor PostgreSQL: comprueba la conexión y que esté en marcha.\n",
                "error: Cannot reach the PostgreSQL server: check the connection and that it is running.\n"
            ))
        #expect(try home.pending("alice").count == 1)
        // A viewer's write is refused from the cached role, not queued.
        home.expect(
            try home.subhub("bob", t("añadir", "add"), "Hulu", "7", "EUR"), status: 1,
            stderr: offline
                + t(
                    "error: Eres lector en el hogar \(home.name): puedes ver sus suscripciones, no cambiarlas.\n",
                    "error: You are a viewer in household \(home.name): you can see its subscriptions, not change them.\n"
                ))
        #expect(try home.pending("bob").isEmpty)
        // Carol queues one too; hers will go up with her next ordinary command.
        try home.subhub("carol", t("añadir", "add"), "Teatro", "7", "EUR")
        #expect(try home.pending("carol").count == 1)

        try home.cluster.start()
        home.expect(
            try home.subhub("alice", t("sincronizar", "sync")),
            stdout: t(
                "Sincronizado con el hogar \(home.name).\nEnviado 1 cambio al servidor.\n",
                "Synced with household \(home.name).\nSent 1 change to the server.\n"))
        #expect(
            try home.serverRows("name, amount_minor, updated_by")
                == ["Cine|900|alice", "Netflix|1299|alice", "Spotify|999|alice"])
        home.expect(
            try home.subhub("alice", t("pendientes", "pending")),
            stdout: t("No hay cambios pendientes.\n", "No pending changes.\n"))
        // Carol's next read pushes hers and brings alice's, when the server answers within
        // the read's 80 ms (a server just restarted on a loaded machine may not, at first:
        // then the read answers from the cache and the next one tries again).
        // A read can also push in time and still answer from the cache when the pull after
        // it misses the deadline: it is then said on standard error, and tried again.
        var read = try home.subhub("carol", "total")
        for _ in 0..<10 where try !home.pending("carol").isEmpty || !read.stderr.isEmpty {
            Thread.sleep(forTimeInterval: 0.2)
            read = try home.subhub("carol", "total")
        }
        home.expect(
            read, stdout: t("38,98\(nbsp)€ al mes · 4 activas\n", "€38.98 a month · 4 active\n"))
        #expect(try home.pending("carol").isEmpty)
        #expect(try home.serverRows("name, updated_by").contains("Teatro|carol"))
        home.expect(
            try home.subhub("alice", "total"),
            stdout: t("38,98\(nbsp)€ al mes · 4 activas\n", "€38.98 a month · 4 active\n"))
        let status = try jsonObject(try home.subhub("alice", "--json", "status").stdout)
        #expect(status["online"] as? Bool == true)
        #expect(status["pending"] as? Int == 0)
        #expect(status["role"] as? String == "owner")
    }

    /// `server init` run again says the same and nothing else: PostgreSQL's NOTICEs
    /// ("relation … already exists, skipping") never reach the terminal.
    @Test("server init again prints no PostgreSQL notice")
    func serverInitAgainIsQuiet() throws {
        let home = try HouseholdWorld(.en)
        for _ in 0..<2 {
            home.expect(
                try home.subhub("admin", "server", "init", home.cluster.conninfo("admin")),
                stdout: "The server has SubHub's schema, version 7.\n")
        }
        // A script gets the version as JSON, not the sentence.
        home.expect(
            try home.subhub("admin", "--json", "server", "init", home.cluster.conninfo("admin")),
            stdout: "{\"schema_version\":7}\n")
    }

    // MARK: 7. Killed during sync

    @Test("SIGKILL during sync: syncing again applies nothing twice and loses nothing")
    func killedSync() throws {
        let home = try HouseholdWorld(.es, dedicated: true)
        try home.link("alice")
        try home.cluster.stop()
        // Pushes go up in batches of 250 per server transaction: enough batches for several
        // kills to land between two of them.
        let count = 1_200
        let names = (1...count).map { "Cosa-" + String(format: "%04d", $0) }
        let queued = try home.box.script(names.map { "añadir \($0) 1 EUR" }, profile: "alice")
        #expect(queued.status == 0)
        #expect(queued.lines.count == count)
        // Told once that the server is away and the first write waits, and at the end how
        // many wait: not twice per line.
        #expect(
            queued.errorLines.dropFirst()
                == [
                    "línea 1: Guardado en este perfil; 1 cambio espera al servidor y se enviará con «subhub sync».",
                    "Guardado en este perfil; \(count) cambios esperan al servidor y se enviarán con «subhub sync».",
                ])
        #expect(try home.pending("alice").count == count)
        try home.cluster.start()
        // A slow server: each row takes a couple of milliseconds, so the pushes (one statement
        // per batch of 250) last long enough for a kill to land between two of them.
        _ = try home.psql(
            "admin",
            """
            CREATE FUNCTION slow_row() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN PERFORM pg_sleep(0.002); RETURN NEW; END $$;
            CREATE TRIGGER slow_row BEFORE INSERT ON expenses
                FOR EACH ROW EXECUTE FUNCTION slow_row();
            """)

        /// Every name is on the server or still waiting, and the server has each at most once.
        func nothingLostNothingTwice() throws -> Int {
            let onServer = try home.serverRows("name")
            #expect(Set(onServer).count == onServer.count, "a row went up twice")
            let waiting = try home.pending("alice").compactMap { $0["name"] as? String }
            #expect(Set(onServer).union(waiting) == Set(names), "a queued add was lost")
            #expect(onServer.count <= count)
            return onServer.count
        }

        // Kill a sync again and again: the delay grows until a kill lands after a batch went
        // up and before the last (how long the process takes to get there depends on the
        // machine's load). A batch is one statement on the server, so the pushes take a small
        // part of a sync: the delay grows in small steps not to jump over them.
        var killedMidway = 0
        var delay = 0.05
        for _ in 0..<150 where killedMidway < 1 {
            let before = try home.serverRows("name").count
            let child = try SubHubProcess.start(
                arguments: ["--profile", "alice", "--as-of", home.box.asOf, "sincronizar"],
                environment: home.box.environment)
            child.closeInput()
            Thread.sleep(forTimeInterval: delay)
            child.kill()
            _ = child.finish()
            let onServer = try nothingLostNothingTwice()
            // A sync that ended before its kill leaves nothing to kill in the middle of.
            if child.terminationReason != .uncaughtSignal || onServer == count { break }
            if onServer > before {
                killedMidway += 1
            } else {
                delay *= 1.05
            }
        }
        #expect(killedMidway >= 1, "no kill landed in the middle of the pushes")

        // The narrowest window, played on purpose: the server committed a push, the profile
        // never recorded it (killed between the two). The profile as it was before a sync,
        // put back after it, is that crash for every change still waiting.
        // (The kill may itself have landed in that window: then every change still waits,
        // though a batch of them is on the server.)
        let waiting = try home.pending("alice").count
        #expect(waiting > 0)
        let profile = home.box.dataDirectory.appendingPathComponent("alice")
        let saved = try Self.files(in: profile)
        let sent =
            "Sincronizado con el hogar \(home.name).\nEnviados \(waiting) cambios al servidor.\n"
        home.expect(try home.subhub("alice", "sincronizar"), stdout: sent)
        #expect(try home.pending("alice").isEmpty)
        try Self.restore(saved, in: profile)
        #expect(try home.pending("alice").count == waiting)
        // Every one is recognised by its key: reported as sent, applied once.
        home.expect(try home.subhub("alice", "sincronizar"), stdout: sent)
        #expect(try nothingLostNothingTwice() == count)
        #expect(try home.pending("alice").isEmpty)
        #expect(try home.appliedChanges() == count)
        let local = try home.box.items(profile: "alice")
        #expect(Set(local.compactMap { $0["name"] as? String }) == Set(names))
        #expect(local.count == count)
        #expect(
            Set(local.compactMap { $0["id"] as? String })
                == Set(try home.serverRows("id")))
        home.expect(
            try home.subhub("alice", "total"),
            stdout: "1200,00\(nbsp)€ al mes · 1200 activas\n")
    }

    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    static func restore(_ files: [String: Data], in folder: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
    }

    // MARK: 8. A conflict

    @Test(
        "two members change the same field offline: one conflict, no value lost",
        arguments: Language.allCases)
    func conflict(_ language: Language) throws {
        let home = try HouseholdWorld(language, dedicated: true)
        let t = language.pick
        try home.quiet("alice", t("añadir Netflix 12,99 EUR", "add Netflix 12.99 EUR"))
        try home.quiet("alice", t("añadir Spotify 9,99 EUR", "add Spotify 9.99 EUR"))
        try home.link("alice")
        try home.subhub("alice", t("hogar", "household"), t("invitar", "invite"), "carol")
        try home.link("carol")

        try home.cluster.stop()
        let queuedOne =
            home.offlineNotice
            + t(
                "Guardado en este perfil; 1 cambio espera al servidor y se enviará con «subhub sync».\n",
                "Saved in this profile; 1 change waits for the server and will be sent by “subhub sync”.\n"
            )
        let edits = [
            (
                "alice", t("13,99", "13.99"),
                t("1,00\(nbsp)€ (+8\(nbsp)%)", "€1.00 (+8%)"), t("13,99", "13.99")
            ),
            (
                "carol", t("14,49", "14.49"),
                t("1,50\(nbsp)€ (+12\(nbsp)%)", "€1.50 (+12%)"), t("14,49", "14.49")
            ),
        ]
        for (login, amount, rise, shown) in edits {
            home.expect(
                try home.subhub(
                    login, t("editar", "edit"), "Netflix", t("importe", "amount"), amount),
                stdout: t(
                    "Actualizada Netflix.\nPrecio: 12,99\(nbsp)€ → \(shown)\(nbsp)€, sube \(rise).\n",
                    "Updated Netflix.\nPrice: €12.99 → €\(shown), up \(rise).\n"),
                stderr: queuedOne)
        }
        try home.cluster.start()

        // The first to push wins.
        home.expect(
            try home.subhub("alice", t("sincronizar", "sync")),
            stdout: t(
                "Sincronizado con el hogar \(home.name).\nEnviado 1 cambio al servidor.\n",
                "Synced with household \(home.name).\nSent 1 change to the server.\n"))
        #expect(try home.serverRows("name, amount_minor, updated_by").first == "Netflix|1399|alice")
        let conflictLine = t(
            "1 cambio tuyo choca con otro hecho en el servidor: sigue en «subhub pending» con los dos valores.\n",
            "1 of your changes clashes with one made on the server: it stays in “subhub pending” with both values.\n"
        )
        home.expect(
            try home.subhub("carol", t("sincronizar", "sync")),
            stdout: t(
                "Sincronizado con el hogar \(home.name).\nRecibida 1 suscripción del hogar.\n",
                "Synced with household \(home.name).\nReceived 1 subscription from the household.\n"
            )
                + conflictLine)
        #expect(try home.serverRows("name, amount_minor, updated_by").first == "Netflix|1399|alice")

        // Carol's value waits in pending, next to the server's.
        let pending = try home.pending("carol")
        #expect(pending.count == 1)
        let change = try #require(pending.first)
        #expect(change["kind"] as? String == "update")
        #expect(change["name"] as? String == "Netflix")
        #expect(change["fields"] as? [String] == ["amount_minor"])
        #expect(change["state"] as? String == "conflict")
        let conflicts = try #require(change["conflicts"] as? [[String: Any]])
        #expect(conflicts.count == 1)
        #expect(conflicts.first?["field"] as? String == "amount_minor")
        #expect(conflicts.first?["mine"] as? String == "1449")
        #expect(conflicts.first?["theirs"] as? String == "1399")
        let number = try #require(change["number"] as? Int)
        home.expect(
            try home.subhub("carol", t("pendientes", "pending")),
            stdout: t(
                """
                \(number). cambiar importe de Netflix (unos segundos): en conflicto
                    importe: tuyo 14,49\(nbsp)€; en el servidor 13,99\(nbsp)€
                «subhub sync» envía los cambios que esperan; uno en conflicto o rechazado no se vuelve a enviar: «subhub pending drop N» descarta el cambio N y vuelve a lo que tiene el hogar (hacer otra vez el mismo cambio también lo resuelve), y «subhub pending retry N» vuelve a enviar uno rechazado. Un cambio rechazado porque no podías escribir se envía solo en cuanto el hogar te deja.

                """,
                """
                \(number). change amount of Netflix (a few seconds ago): in conflict
                    amount: yours €14.49; on the server €13.99
                “subhub sync” sends the changes still waiting; one in conflict or refused is not sent again: “subhub pending drop N” drops change N and puts back what the household has (making the same change again also settles it), and “subhub pending retry N” sends a refused one again. A change refused because you could not write goes again by itself once the household lets you.

                """))
        let status = try jsonObject(try home.subhub("carol", "--json", "status").stdout)
        #expect(status["pending"] as? Int == 1)
        #expect(status["conflicts"] as? Int == 1)
        #expect(status["rejected"] as? Int == 0)

        // Another write of carol's goes through: the old conflict is said once, and does not
        // make this write a failure.
        home.expect(
            try home.subhub("carol", t("añadir", "add"), "Cine", "9", "EUR"),
            stdout: t(
                "Añadida Cine: 9,00\(nbsp)€ mensual (9,00\(nbsp)€ al mes).\n",
                "Added Cine: €9.00 monthly (€9.00 a month).\n"),
            stderr: conflictLine)
        #expect(try home.serverRows("name, updated_by").contains("Cine|carol"))
        #expect(try home.pending("carol").count == 1)

        home.expect(
            try home.subhub(
                "carol", t("pendientes", "pending"), t("descartar", "drop"), "\(number)"),
            stdout: t(
                "Descartado 1 cambio pendiente de Netflix; este perfil vuelve a lo que hay en el hogar.\n",
                "Dropped 1 pending change of Netflix; this profile is back to what the household has.\n"
            ))
        #expect(try home.pending("carol").isEmpty)
        #expect(
            try home.amounts(profile: "carol") == ["Cine": 900, "Netflix": 1399, "Spotify": 999])
        home.expect(
            try home.subhub("carol", t("sincronizar", "sync")),
            stdout: t(
                "Sincronizado con el hogar \(home.name).\nYa estaba todo al día.\n",
                "Synced with household \(home.name).\nEverything was already up to date.\n"))
        #expect(try home.serverRows() == ["Cine|900", "Netflix|1399", "Spotify|999"])
        home.expect(
            try home.subhub("alice", "total"),
            stdout: t("32,98\(nbsp)€ al mes · 3 activas\n", "€32.98 a month · 3 active\n"))
    }

    // MARK: 9. The rest of the contract

    @Test("--json of status, sync, pending and household members")
    func jsonOutputs() throws {
        let home = try HouseholdWorld(.es)
        try home.quiet("alice", "añadir Netflix 12,99 EUR")
        try home.link("alice")
        try home.subhub("alice", "hogar", "invitar", "carol")
        let linked = try jsonObject(try home.link("carol", json: true).stdout)
        #expect(linked["household"] as? String == home.name)
        #expect(linked["created"] as? Bool == false)
        #expect(linked["role"] as? String == "editor")
        #expect(linked["uploaded"] as? Int == 0)
        #expect(linked["pulled"] as? Int == 1)

        let status = try jsonObject(try home.subhub("alice", "--json", "estado").stdout)
        #expect(status["household"] as? String == home.name)
        #expect(status["household_id"] as? String == (try home.householdID()))
        #expect(status["server"] as? String == home.serverAddress)
        #expect(status["login"] as? String == "alice")
        #expect(status["role"] as? String == "owner")
        #expect(status["online"] as? Bool == true)
        let lastSync = try #require(status["last_sync"] as? String)
        let synced = try #require(ISO8601DateFormatter().date(from: lastSync))
        #expect(abs(synced.timeIntervalSinceNow) < 120)
        #expect((status["pulled_version"] as? Int ?? 0) > 0)
        #expect(status["pending"] as? Int == 0)
        #expect(status["conflicts"] as? Int == 0)
        #expect(status["rejected"] as? Int == 0)

        try home.quiet("carol", "añadir Cine 9 EUR")
        let sync = try jsonObject(try home.subhub("alice", "--json", "sincronizar").stdout)
        #expect(sync["household"] as? String == home.name)
        #expect(sync["pushed"] as? Int == 0)
        #expect(sync["pulled"] as? Int == 1)
        #expect(sync["removed"] as? Int == 0)
        #expect((sync["conflicts"] as? [Any])?.isEmpty == true)
        #expect((sync["rejected"] as? [Any])?.isEmpty == true)
        #expect(sync["role"] as? String == "owner")

        #expect(
            try home.subhub("alice", "--json", "pendientes").stdout
                == "{\"pending\":[],\"payments\":[]}\n")
        let members = try jsonObject(
            try home.subhub("carol", "--json", "hogar", "miembros").stdout)
        #expect(members["household"] as? String == home.name)
        let list = try #require(members["members"] as? [[String: String]])
        #expect(
            list == [["login": "alice", "role": "owner"], ["login": "carol", "role": "editor"]])
    }

    @Test("a password in the conninfo is refused and never stored", arguments: Language.allCases)
    func passwordRefused(_ language: Language) throws {
        let home = try HouseholdWorld(language)
        let t = language.pick
        try home.quiet("alice", t("añadir Gym 30 EUR", "add Gym 30 EUR"))
        let secret = "s3cr3t-" + UUID().uuidString.prefix(8)
        let refusal = t(
            "error: La conexión lleva una contraseña (password) y SubHub no guarda contraseñas: quítala y ponla en ~/.pgpass (una línea servidor:puerto:base:usuario:contraseña, permisos 0600), en PGPASSFILE o en un servicio de PGSERVICE.\n",
            "error: The connection string holds a password and SubHub never stores passwords: remove it and put it in ~/.pgpass (a line host:port:database:user:password, mode 0600), in PGPASSFILE or in a PGSERVICE service.\n"
        )
        let socket = home.cluster.folder + "/socket"
        for conninfo in [
            home.cluster.conninfo("alice") + " password=\(secret)",
            "postgresql://alice:\(secret)@/subhub?host=\(socket)",
            "postgresql:///subhub?host=\(socket)&user=alice&password=\(secret)",
        ] {
            home.expect(
                try home.box.run(
                    [t("vincular", "link"), conninfo, "--household", home.name], profile: "alice"),
                status: 1, stderr: refusal)
        }
        #expect(try home.profileBytes("alice").range(of: Data(secret.utf8)) == nil)
        #expect(
            try home.psql("admin", "SELECT count(*) FROM households WHERE name = '\(home.name)'")
                == "0")
        #expect(try home.subhub("alice", "status").status == 1)

        // The same link without the password works, and what it stores is found by the same
        // search: the search would have found the password.
        try home.link("alice")
        let stored = try home.profileBytes("alice")
        #expect(stored.range(of: Data(home.cluster.conninfo("alice").utf8)) != nil)
        #expect(stored.range(of: Data(secret.utf8)) == nil)
    }

    @Test(
        "unlink with pending changes asks first; with --yes the subscriptions stay",
        arguments: Language.allCases)
    func unlinkWithPending(_ language: Language) throws {
        let home = try HouseholdWorld(language)
        let t = language.pick
        try home.quiet("alice", t("añadir Netflix 12,99 EUR", "add Netflix 12.99 EUR"))
        try home.link("alice")
        try home.subhub("alice", t("hogar", "household"), t("invitar", "invite"), "bob")
        try home.link("bob")
        // The owner's app takes bob out of the household behind subhub's back.
        try home.psql(
            "admin",
            "DELETE FROM household_members WHERE login = 'bob' AND household_id = '\(try home.householdID())'"
        )
        home.expect(
            try home.subhub("bob", t("añadir", "add"), "Hulu", t("7,99", "7.99"), "EUR"),
            status: 1,
            stdout: t(
                "Añadida Hulu: 7,99\(nbsp)€ mensual (7,99\(nbsp)€ al mes).\n",
                "Added Hulu: €7.99 monthly (€7.99 a month).\n"),
            stderr: t(
                "El servidor rechazó 1 cambio: sigue en «subhub pending» hasta que lo descartes.\n",
                "The server refused 1 change: it stays in “subhub pending” until you drop it.\n"))
        let number = try #require(try home.pending("bob").first?["number"] as? Int)
        home.expect(
            try home.subhub("bob", t("pendientes", "pending")),
            stdout: t(
                "\(number). añadir Hulu (unos segundos): rechazado. El servidor no te deja hacer eso: tu papel en el hogar no lo permite.\n«subhub sync» envía los cambios que esperan; uno en conflicto o rechazado no se vuelve a enviar: «subhub pending drop N» descarta el cambio N y vuelve a lo que tiene el hogar (hacer otra vez el mismo cambio también lo resuelve), y «subhub pending retry N» vuelve a enviar uno rechazado. Un cambio rechazado porque no podías escribir se envía solo en cuanto el hogar te deja.\n",
                "\(number). add Hulu (a few seconds ago): refused. The server does not let you do that: your role in the household does not allow it.\n“subhub sync” sends the changes still waiting; one in conflict or refused is not sent again: “subhub pending drop N” drops change N and puts back what the household has (making the same change again also settles it), and “subhub pending retry N” sends a refused one again. A change refused because you could not write goes again by itself once the household lets you.\n"
            ))
        // The server answered: status says so, and that bob is no longer a member.
        home.expect(
            try home.subhub("bob", t("estado", "status")),
            stdout: t(
                """
                Hogar: \(home.name)
                Servidor: \(home.serverAddress)
                Usuario: bob
                Papel: desconocido
                Conexión: en línea
                Última sincronización: hace unos segundos
                Pendiente: 1 cambio por enviar.
                1 de ellos rechazado por el servidor.
                El servidor dice que ya no eres miembro del hogar \(home.name): «subhub unlink» deja este perfil como local.

                """,
                """
                Household: \(home.name)
                Server: \(home.serverAddress)
                Login: bob
                Role: unknown
                Connection: online
                Last sync: a few seconds ago
                Pending: 1 change to send.
                1 of them refused by the server.
                The server says you are no longer a member of household \(home.name): “subhub unlink” makes this profile local.

                """))

        let unlink = t("desvincular", "unlink")
        home.expect(
            try home.subhub("bob", unlink), status: 1,
            stdout: t(
                "1 cambio pendiente no llegará nunca al servidor: se queda solo en este perfil.\n",
                "1 pending change will never reach the server: it stays only in this profile.\n"),
            stderr: t(
                "error: No puedo preguntarte aquí (no es un terminal): repite «desvincular» con --yes para hacerlo sin preguntar.\n",
                "error: Nobody to ask here: run \"unlink\" again with --yes to do it without asking.\n"
            ))
        #expect(try home.pending("bob").count == 1)
        home.expect(
            try home.subhub("bob", unlink, "--yes"),
            stdout: t(
                "Este perfil ya no está vinculado al hogar \(home.name).\nEste perfil conserva su copia de 2 suscripciones, ahora solo local.\n1 cambio pendiente no se enviará: sigue solo en este perfil.\n",
                "This profile is no longer linked to household \(home.name).\nThis profile keeps its copy of 2 subscriptions, now local only.\n1 pending change will not be sent: it stays only in this profile.\n"
            ))
        // Local now: no refresh, no notice, both subscriptions there.
        home.expect(
            try home.subhub("bob", "total"),
            stdout: t("20,98\(nbsp)€ al mes · 2 activas\n", "€20.98 a month · 2 active\n"))
        #expect(try home.box.names(profile: "bob").sorted() == ["Hulu", "Netflix"])
        #expect(try home.subhub("bob", t("estado", "status")).status == 1)
        #expect(try home.serverRows() == ["Netflix|1299"])
    }

    @Test(
        "leaving or deleting the household says what is lost and needs --yes without a tty",
        arguments: Language.allCases)
    func leaveAndDelete(_ language: Language) throws {
        let home = try HouseholdWorld(language)
        let t = language.pick
        let household = t("hogar", "household")
        try home.quiet("alice", t("añadir Netflix 12,99 EUR", "add Netflix 12.99 EUR"))
        try home.quiet("alice", t("añadir Spotify 9,99 EUR", "add Spotify 9.99 EUR"))
        try home.link("alice")
        try home.subhub("alice", household, t("invitar", "invite"), "carol")
        try home.link("carol")
        let id = try home.householdID()
        let leave = t("dejar", "leave")
        let delete = t("borrar", "delete")

        // The sole owner is told at once that leaving cannot be done, not asked first.
        home.expect(
            try home.subhub("alice", household, leave), status: 1,
            stderr: t(
                "error: No puedes irte: eres el único dueño del hogar. Borra el hogar o nombra antes a otro dueño.\n",
                "error: You cannot leave: you are the household's only owner. Delete the household or make someone else an owner first.\n"
            ))
        home.expect(
            try home.subhub("carol", household, leave), status: 1,
            stdout: t(
                "Si sales del hogar \(home.name) dejarás de ver y de cambiar sus 2 suscripciones; la copia de este perfil se queda, solo local.\n",
                "If you leave household \(home.name) you will no longer see or change its 2 subscriptions; this profile's copy stays, local only.\n"
            ),
            stderr: t(
                "error: No puedo preguntarte aquí (no es un terminal): repite «hogar dejar» con --yes para hacerlo sin preguntar.\n",
                "error: Nobody to ask here: run \"household leave\" again with --yes to do it without asking.\n"
            ))
        home.expect(
            try home.subhub("carol", household, delete), status: 1,
            stderr: t(
                "error: Solo quien es dueño del hogar puede hacer eso.\n",
                "error: Only an owner of the household can do that.\n"))
        #expect(
            try home.serverRows("login", from: "household_members", order: "login")
                == ["alice", "carol"])

        home.expect(
            try home.subhub("carol", household, leave, "--yes"),
            stdout: t(
                "Has salido del hogar \(home.name).\nEste perfil conserva su copia de 2 suscripciones, ahora solo local.\n",
                "You left household \(home.name).\nThis profile keeps its copy of 2 subscriptions, now local only.\n"
            ))
        #expect(
            try home.serverRows("login", from: "household_members", order: "login") == ["alice"])
        #expect(
            try home.psql("carol", "SELECT count(*) FROM expenses WHERE household_id = '\(id)'")
                == "0")
        // Both kept, in whatever order: under the full suite's load carol's cache came back
        // as Spotify, Netflix now and then (never alone; `list` itself sorts by name). What
        // this test is about is that nothing was lost, as bob's check above says.
        let carolsNames = try home.box.names(profile: "carol")
        #expect(carolsNames.sorted() == ["Netflix", "Spotify"])

        home.expect(
            try home.subhub("alice", household, delete), status: 1,
            stdout: t(
                "Borrar el hogar \(home.name) quita del servidor 2 suscripciones y el acceso de 1 miembro, para todos. La copia de este perfil se queda, solo local.\n",
                "Deleting household \(home.name) removes 2 subscriptions from the server and the access of 1 member, for everyone. This profile's copy stays, local only.\n"
            ),
            stderr: t(
                "error: No puedo preguntarte aquí (no es un terminal): repite «hogar borrar» con --yes para hacerlo sin preguntar.\n",
                "error: Nobody to ask here: run \"household delete\" again with --yes to do it without asking.\n"
            ))
        #expect(
            try home.psql("admin", "SELECT count(*) FROM expenses WHERE household_id = '\(id)'")
                == "2")
        home.expect(
            try home.subhub("alice", household, delete, "--yes"),
            stdout: t(
                "Borrado del servidor el hogar \(home.name), para todos sus miembros.\nEste perfil conserva su copia de 2 suscripciones, ahora solo local.\n",
                "Deleted household \(home.name) from the server, for all its members.\nThis profile keeps its copy of 2 subscriptions, now local only.\n"
            ))
        #expect(
            try home.psql(
                "admin",
                "SELECT (SELECT count(*) FROM households WHERE id = '\(id)'), (SELECT count(*) FROM expenses WHERE household_id = '\(id)'), (SELECT count(*) FROM household_members WHERE household_id = '\(id)')"
            ) == "0|0|0")
        #expect(try home.box.names(profile: "alice") == ["Netflix", "Spotify"])
        #expect(try home.subhub("alice", "status").status == 1)
    }

    @Test(
        "joining a household with a non-empty profile needs --merge", arguments: Language.allCases)
    func joinNeedsMerge(_ language: Language) throws {
        let home = try HouseholdWorld(language)
        let t = language.pick
        try home.quiet("alice", t("añadir Netflix 12,99 EUR", "add Netflix 12.99 EUR"))
        try home.quiet("alice", t("añadir Spotify 9,99 EUR", "add Spotify 9.99 EUR"))
        try home.link("alice")
        try home.subhub("alice", t("hogar", "household"), t("invitar", "invite"), "carol")
        try home.quiet("carol", t("añadir Gym 30 EUR", "add Gym 30 EUR"))

        home.expect(
            try home.link("carol"), status: 1,
            stderr: t(
                "error: El hogar \(home.name) ya existe y este perfil tiene 1 suscripción: añade --merge para subirla al hogar, o vincula un perfil vacío (--profile OTRO).\n",
                "error: Household \(home.name) exists and this profile has 1 subscription: add --merge to upload it to the household, or link an empty profile (--profile OTHER).\n"
            ))
        #expect(try home.subhub("carol", "status").status == 1)
        #expect(try home.serverRows() == ["Netflix|1299", "Spotify|999"])
        #expect(try home.box.names(profile: "carol") == ["Gym"])

        home.expect(
            try home.link("carol", merge: true),
            stdout: t(
                "Has aceptado la invitación de alice: ya estás en el hogar \(home.name) como editor.\nSubida 1 suscripción de este perfil al hogar.\nRecibidas 2 suscripciones del hogar.\n",
                "Accepted alice’s invitation: joined household \(home.name) as editor.\nUploaded 1 subscription from this profile to the household.\nReceived 2 subscriptions from the household.\n"
            ))
        #expect(
            try home.serverRows("name, amount_minor, updated_by")
                == ["Gym|3000|carol", "Netflix|1299|alice", "Spotify|999|alice"])
        home.expect(
            try home.subhub("alice", "total"),
            stdout: t("52,98\(nbsp)€ al mes · 3 activas\n", "€52.98 a month · 3 active\n"))
    }
}

/// One test's household: a cluster with SubHub's schema (the shared one, or one of its own
/// to stop and start), a household name no other test uses, and a sandbox whose profiles are
/// named after the logins that link them.
final class HouseholdWorld: @unchecked Sendable {
    let cluster: TestCluster
    let box: Sandbox
    let name: String
    private let language: Language

    /// The shared cluster's schema, created once for the process (`server init` is idempotent,
    /// but once is enough).
    private static let sharedSchema: Result<TestCluster, any Error> = Result {
        let cluster = try TestCluster.shared.get()
        try initialize(cluster)
        return cluster
    }

    init(_ language: Language, dedicated: Bool = false) throws {
        self.language = language
        if dedicated {
            cluster = try TestCluster.dedicated()
            try Self.initialize(cluster)
        } else {
            cluster = try Self.sharedSchema.get()
        }
        box = try Sandbox(language)
        name = language.pick("hogar-", "home-") + UUID().uuidString.prefix(8).lowercased()
    }

    /// `subhub server init` as admin, which must say the schema's version.
    private static func initialize(_ cluster: TestCluster) throws {
        let box = try Sandbox(.en)
        let result = try box.run(["server", "init", cluster.conninfo("admin")], profile: "admin")
        guard result.status == 0,
            result.stdout == "The server has SubHub's schema, version 7.\n"
        else {
            throw SetupFailure(
                description: "server init: \(result.status) \(result.stdout) \(result.stderr)")
        }
    }

    struct SetupFailure: Error, CustomStringConvertible {
        let description: String
    }

    // MARK: subhub

    @discardableResult
    func subhub(_ profile: String, _ arguments: String...) throws -> ProcessResult {
        try box.run(arguments, profile: profile)
    }

    /// A command that must succeed in silence, given as one line of words.
    func quiet(_ profile: String, _ line: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let result = try box.run(line.split(separator: " ").map(String.init), profile: profile)
        #expect(result.status == 0, "\(line): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr == "", "\(line)", sourceLocation: sourceLocation)
    }

    /// Links profile `login` as login `login` to this household, accepting the login's
    /// invitation to it (`--yes`) unless `accept` is false.
    @discardableResult
    func link(_ login: String, merge: Bool = false, json: Bool = false, accept: Bool = true)
        throws -> ProcessResult
    {
        try box.run(
            (json ? ["--json"] : []) + [
                language.pick("vincular", "link"), cluster.conninfo(login), "--household", name,
            ] + (merge ? ["--merge"] : []) + (accept ? ["--yes"] : []), profile: login)
    }

    /// What `household invite LOGIN` says when it records an invitation as `role`.
    func invitationSent(_ login: String, role: String) throws -> String {
        let prefix = try idPrefix()
        return language.pick(
            "Has invitado a \(login) al hogar \(name) como \(role): no comparte nada hasta que acepte, con su propia conexión: «subhub link CONEXIÓN --household \(prefix) --yes».\n",
            "Invited \(login) to household \(name) as \(role): nothing is shared with them until they accept, with their own connection: “subhub link CONNINFO --household \(prefix) --yes”.\n"
        )
    }

    /// The household's id prefix, as the messages show it.
    func idPrefix() throws -> String { String(try householdID().prefix(8)) }

    /// Exact standard output, standard error and exit status.
    func expect(
        _ result: ProcessResult, status: Int32 = 0, stdout: String = "", stderr: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == status, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout == stdout, sourceLocation: sourceLocation)
        #expect(result.stderr == stderr, sourceLocation: sourceLocation)
    }

    /// What a linked profile says on standard error when the server does not answer.
    var offlineNotice: String {
        language.pick(
            "Sin conexión con el hogar \(name): estos datos son de hace unos segundos.\n",
            "No connection to household \(name): this data is from a few seconds ago.\n")
    }

    /// The server as `status` names it: socket folder and database.
    var serverAddress: String { cluster.folder + "/socket " + cluster.database }

    /// `pending --json`: the changes waiting in profile `login`.
    func pending(_ login: String) throws -> [[String: Any]] {
        let result = try box.run(["--json", "pending"], profile: login)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try jsonObject(result.stdout)["pending"] as? [[String: Any]])
    }

    /// Amounts in minor units by name, as the profile's cache has them.
    func amounts(profile: String) throws -> [String: Int] {
        var amounts: [String: Int] = [:]
        for item in try box.items(profile: profile) {
            amounts[item["name"] as? String ?? ""] = item["amount_minor"] as? Int
        }
        return amounts
    }

    func id(of name: String, profile: String) throws -> String? {
        try box.items(profile: profile).first { $0["name"] as? String == name }?["id"] as? String
    }

    /// Every file of the profile's folder (the database and any journal next to it).
    func profileBytes(_ profile: String) throws -> Data {
        let folder = box.dataDirectory.appendingPathComponent(profile)
        var bytes = Data()
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            bytes += try Data(contentsOf: folder.appendingPathComponent(file))
        }
        #expect(!bytes.isEmpty)
        return bytes
    }

    // MARK: The server through psql

    /// psql's unaligned output, without the last newline.
    @discardableResult
    func psql(_ login: String, _ sql: String) throws -> String {
        var output = try cluster.psql(login, sql)
        if output.hasSuffix("\n") { output.removeLast() }
        return output
    }

    /// The household's id, as the server has it (asked as admin, the tables' owner).
    func householdID() throws -> String {
        try psql(
            "admin",
            "SELECT id FROM households WHERE name = '\(name)' ORDER BY created_at, id LIMIT 1")
    }

    /// Rows of the household in `table` as admin sees them, one `a|b|c` line each.
    func serverRows(
        _ columns: String = "name, amount_minor", from table: String = "expenses",
        order: String = "name"
    ) throws -> [String] {
        let text = try psql(
            "admin",
            "SELECT \(columns) FROM \(table) WHERE household_id = (SELECT id FROM households WHERE name = '\(name)' ORDER BY created_at, id LIMIT 1) ORDER BY \(order)"
        )
        return text.isEmpty ? [] : text.split(separator: "\n").map(String.init)
    }

    /// How many idempotency keys the server recorded for the household.
    func appliedChanges() throws -> Int {
        Int(
            try psql(
                "admin",
                "SELECT count(*) FROM applied_changes WHERE household_id = (SELECT id FROM households WHERE name = '\(name)')"
            )) ?? -1
    }
}
