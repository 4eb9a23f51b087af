import FoundationEssentials
import SubDomain
import SubRecords

/// The channels `remind run` delivers to and what it delivered, each change one transaction.
extension ExpenseStore {
    // MARK: Channels

    /// Every channel, by number.
    public func reminderChannels() throws(StoreError) -> [ReminderChannel] {
        let rows = try sql { () throws(SQLiteConnection.Failure) in
            try connection.rows(
                "SELECT id, kind, target, format, has_secret FROM reminder_channels ORDER BY id"
            ) { row in
                (
                    id: Int(row.int64(0)), kind: row.text(1), target: row.text(2),
                    format: row.text(3), hasSecret: row.int64(4) == 1
                )
            }
        }
        // A row that does not read is damage, never a guess: an unknown kind taken for a
        // command would run its target through the shell.
        var channels: [ReminderChannel] = []
        for row in rows {
            guard let kind = row.kind.flatMap(ReminderChannel.Kind.init(rawValue:)),
                let target = row.target
            else {
                throw .corruptRow(path: path, id: "reminder_channels.\(row.id)", column: "kind")
            }
            let format = row.format.flatMap(WebhookFormat.init(rawValue:))
            guard row.format == nil || format != nil else {
                throw .corruptRow(path: path, id: "reminder_channels.\(row.id)", column: "format")
            }
            channels.append(
                ReminderChannel(
                    id: row.id, kind: kind, target: target, format: format,
                    hasSecret: row.hasSecret))
        }
        return channels
    }

    /// Adds a channel. `shown` is what may be printed; `secret`, when the full target holds
    /// one, goes to the 0600 secrets file in the same transaction (a failure to write it
    /// adds nothing).
    public func addReminderChannel(
        kind: ReminderChannel.Kind, shown: String, format: WebhookFormat?,
        secret: String?
    ) throws(StoreError) -> ReminderChannel {
        try begin("BEGIN IMMEDIATE")
        do {
            let id = try sql { () throws(SQLiteConnection.Failure) in
                try connection.cachedStatement(
                    """
                    INSERT INTO reminder_channels (kind, target, format, has_secret, added_at)
                    VALUES (?1, ?2, ?3, ?4, ?5)
                    """
                ).run([
                    .text(kind.rawValue), .text(shown), format.map { .text($0.rawValue) } ?? .null,
                    .integer(secret == nil ? 0 : 1), .text(HistoryRecorder.timestamp(clock())),
                ])
                return Int(try connection.integer("SELECT last_insert_rowid()") ?? 0)
            }
            if let secret {
                let secrets = ChannelSecrets(databasePath: path)
                var all = try secrets.read()
                all[id] = secret
                try secrets.write(all)
            }
            try commit()
            return ReminderChannel(
                id: id, kind: kind, target: shown, format: format, hasSecret: secret != nil)
        } catch {
            rollback()
            throw error
        }
    }

    /// Removes channel `id` with what was delivered to it (and its secret); `nil` when there
    /// is no such channel.
    public func removeReminderChannel(id: Int) throws(StoreError) -> ReminderChannel? {
        try begin("BEGIN IMMEDIATE")
        do {
            guard let channel = try reminderChannels().first(where: { $0.id == id }) else {
                try commit()
                return nil
            }
            try sql { () throws(SQLiteConnection.Failure) in
                try connection.cachedStatement("DELETE FROM reminder_channels WHERE id = ?1")
                    .run([.integer(Int64(id))])
            }
            if channel.hasSecret {
                let secrets = ChannelSecrets(databasePath: path)
                var all = try secrets.read()
                all[id] = nil
                try secrets.write(all)
            }
            try commit()
            return channel
        } catch {
            rollback()
            throw error
        }
    }

    /// The full target of `channel` to send to: its secret when it has one.
    public func deliveryTarget(of channel: ReminderChannel) throws(StoreError) -> String {
        guard channel.hasSecret else { return channel.target }
        let secrets = ChannelSecrets(databasePath: path)
        guard let secret = try secrets.read()[channel.id] else {
            throw .corruptRow(path: secrets.path, id: String(channel.id), column: "target")
        }
        return secret
    }

    // MARK: Deliveries

    /// What is recorded for each of `keys` (`DueReminder.key`), by key and channel.
    public func reminderDeliveries(keys: [String]) throws(StoreError)
        -> [String: [Int: ReminderDelivery]]
    {
        var found: [String: [Int: ReminderDelivery]] = [:]
        for key in Set(keys) {
            let rows = try sql { () throws(SQLiteConnection.Failure) in
                let statement = try connection.cachedStatement(
                    "\(Self.deliveryColumns) WHERE reminder_key = ?1")
                defer { statement.reset() }
                try statement.bind(key, at: 1)
                var rows: [ReminderDelivery] = []
                while try statement.step() {
                    if let delivery = Self.delivery(statement) { rows.append(delivery) }
                }
                return rows
            }
            for delivery in rows { found[key, default: [:]][delivery.channelID] = delivery }
        }
        return found
    }

    /// Deliveries that failed and are still waiting for a retry: their event is `day` or
    /// later, and no nearer reminder of the same event reached that channel since.
    public func failedReminderDeliveries(onOrAfter day: CivilDate) throws(StoreError)
        -> [ReminderDelivery]
    {
        try sql { () throws(SQLiteConnection.Failure) in
            let statement = try connection.cachedStatement(
                """
                \(Self.deliveryColumns) AS failed
                WHERE outcome = 'failed' AND event_on >= ?1
                  AND NOT EXISTS (
                    SELECT 1 FROM reminder_deliveries AS later
                    WHERE later.channel_id = failed.channel_id
                      AND later.expense_id = failed.expense_id AND later.kind = failed.kind
                      AND later.event_on = failed.event_on AND later.outcome = 'sent'
                      AND later.due_on > failed.due_on)
                ORDER BY event_on, name, channel_id
                """)
            defer { statement.reset() }
            try statement.bind(day.iso, at: 1)
            var rows: [ReminderDelivery] = []
            while try statement.step() {
                if let delivery = Self.delivery(statement) { rows.append(delivery) }
            }
            return rows
        }
    }

    /// Records that `reminder` is about to go to `channelID` (`sending`), as its own
    /// committed transaction, before the send: a run killed between the send and
    /// `recordReminderDelivery` leaves this behind, and the next run knows the channel may
    /// have it. Counts one more attempt.
    public func beginReminderDelivery(_ reminder: DueReminder, channelID: Int)
        throws(StoreError)
    {
        try begin("BEGIN IMMEDIATE")
        do {
            try sql { () throws(SQLiteConnection.Failure) in
                try connection.cachedStatement(
                    """
                    INSERT INTO reminder_deliveries (
                        reminder_key, channel_id, expense_id, name, kind, event_on, due_on,
                        outcome, attempts, last_error, attempted_at)
                    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'sending', 1, NULL, ?8)
                    ON CONFLICT (reminder_key, channel_id) DO UPDATE SET
                        outcome = 'sending', attempts = attempts + 1,
                        attempted_at = excluded.attempted_at
                    """
                ).run([
                    .text(reminder.key), .integer(Int64(channelID)),
                    .text(reminder.expenseID.uuidString.lowercased()), .text(reminder.name),
                    .text(reminder.kind.rawValue), .text(reminder.eventOn.iso),
                    .text(reminder.dueOn.iso), .text(HistoryRecorder.timestamp(clock())),
                ])
            }
            try commit()
        } catch {
            rollback()
            throw error
        }
    }

    /// Records the outcome of sending `reminder` to `channelID`, as its own transaction:
    /// the caller sends, then records, so a reminder marked sent was sent. The attempt was
    /// counted by `beginReminderDelivery` when there is one (`sending`); otherwise (a
    /// channel not tried) this counts it.
    public func recordReminderDelivery(
        _ reminder: DueReminder, channelID: Int, outcome: ReminderDelivery.Outcome,
        error: String?
    ) throws(StoreError) {
        try begin("BEGIN IMMEDIATE")
        do {
            try sql { () throws(SQLiteConnection.Failure) in
                try connection.cachedStatement(
                    """
                    INSERT INTO reminder_deliveries (
                        reminder_key, channel_id, expense_id, name, kind, event_on, due_on,
                        outcome, attempts, last_error, attempted_at)
                    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 1, ?9, ?10)
                    ON CONFLICT (reminder_key, channel_id) DO UPDATE SET
                        outcome = excluded.outcome,
                        attempts = attempts + (CASE outcome WHEN 'sending' THEN 0 ELSE 1 END),
                        last_error = excluded.last_error, attempted_at = excluded.attempted_at
                    """
                ).run([
                    .text(reminder.key), .integer(Int64(channelID)),
                    .text(reminder.expenseID.uuidString.lowercased()), .text(reminder.name),
                    .text(reminder.kind.rawValue), .text(reminder.eventOn.iso),
                    .text(reminder.dueOn.iso), .text(outcome.rawValue),
                    error.map { .text($0) } ?? .null, .text(HistoryRecorder.timestamp(clock())),
                ])
            }
            try commit()
        } catch {
            rollback()
            throw error
        }
    }

    /// When `remind run` last finished; `nil` before the first.
    public func remindersLastRun() throws(StoreError) -> String? {
        try setting(.remindersLastRun)
    }

    /// Notes that a run finished now.
    public func markRemindersRun() throws(StoreError) {
        try updateSetting(.remindersLastRun, to: HistoryRecorder.timestamp(clock()))
    }

    // MARK: Internals

    private static let deliveryColumns = """
        SELECT reminder_key, channel_id, expense_id, name, kind, event_on, due_on, outcome,
               attempts, last_error, attempted_at
        FROM reminder_deliveries
        """

    private static func delivery(_ row: SQLiteConnection.Statement) -> ReminderDelivery? {
        guard let key = row.text(0), let expenseID = row.text(2).flatMap(UUID.init(uuidString:)),
            let kind = row.text(4).flatMap(DueReminder.Kind.init(rawValue:)),
            let eventOn = row.text(5).flatMap(CivilDate.init(iso:)),
            let dueOn = row.text(6).flatMap(CivilDate.init(iso:)),
            let outcome = row.text(7).flatMap(ReminderDelivery.Outcome.init(rawValue:))
        else { return nil }
        return ReminderDelivery(
            reminderKey: key, channelID: Int(row.int64(1)), expenseID: expenseID,
            name: row.text(3) ?? "", kind: kind, eventOn: eventOn, dueOn: dueOn,
            outcome: outcome, attempts: Int(row.int64(8)), lastError: row.text(9),
            attemptedAt: row.text(10) ?? "")
    }
}
