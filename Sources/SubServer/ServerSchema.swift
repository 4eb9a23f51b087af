/// The household's tables on PostgreSQL, as versioned migrations `server init` applies.
///
/// Everything a client promises is enforced here, for every writer (psql included): the same
/// group rules as the local SQLite triggers, the automatic group's sum, and row-level security
/// so a login sees and changes only its households' rows (viewers read only). The tables live
/// in `public`, so another app's login reaches them as `expenses` without naming a schema.
public enum ServerSchema {
    /// The version this client writes and reads; `migrations` has one script per version
    /// (a test checks they agree). A constant, so a client's schema check does not build the
    /// scripts (version 4's CHECKs are generated from the client's limits).
    public static let currentVersion = 7

    /// Creates or upgrades the schema; idempotent. Run by a login that may create tables
    /// (the database owner); members need no more than CONNECT.
    public static func initialize(_ connection: PostgresConnection) throws(ServerError) -> Int {
        try connection.transaction { () throws(ServerError) -> Int in
            // A migration of a large server may take longer than an ordinary statement may.
            try connection.query("SET LOCAL statement_timeout = 0")
            // Two `server init` at once must not both migrate.
            try connection.query("SELECT pg_advisory_xact_lock(1400193608)")
            try connection.query(
                "CREATE TABLE IF NOT EXISTS subhub_schema (version integer NOT NULL)")
            let found =
                try connection.query("SELECT version FROM subhub_schema")
                .first?.first.flatMap { $0.flatMap { Int($0) } } ?? 0
            if found > currentVersion {
                throw .schemaNewer(found: found, supported: currentVersion)
            }
            for version in found..<currentVersion {
                try connection.execute(script: migrations[version])
            }
            try connection.query("DELETE FROM subhub_schema")
            try connection.query(
                "INSERT INTO subhub_schema (version) VALUES ($1)", [String(currentVersion)])
            try connection.query("GRANT SELECT ON subhub_schema TO PUBLIC")
            return currentVersion
        }
    }

    /// The version a server has; 0 when it has no SubHub schema.
    public static func version(of connection: PostgresConnection) throws(ServerError) -> Int {
        let exists = try connection.query("SELECT to_regclass('public.subhub_schema') IS NOT NULL")
        guard exists.first?.first == "t" else { return 0 }
        return try connection.query("SELECT version FROM subhub_schema").first?.first
            .flatMap { $0.flatMap { Int($0) } } ?? 0
    }

    static var migrations: [String] {
        [version1, version2, version3, version4, version5, version6, version7]
    }

    /// The client columns of `expenses` from version 4 through 6, as those versions were
    /// released: their scripts grant, cast and insert exactly these, whatever columns the
    /// client has gained since (version 7 added `varies`, `ends_on` and `planned_payments`).
    static let columnsThroughVersion6 = [
        "id", "name", "amount_minor", "currency", "period", "next_charge", "trial_ends", "status",
        "archived_on", "parent_id", "group_mode", "shared_with", "category", "brand_slug",
        "last_confirmed", "notes", "created_on", "archived_with_group", "anchor_day",
        "manage_url", "notice_period", "paid_by", "reminder_offsets",
    ]

    static let version1 = """
        CREATE TABLE households (
            id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
            name text NOT NULL UNIQUE CHECK (length(btrim(name)) > 0),
            created_at timestamptz NOT NULL DEFAULT now()
        );

        CREATE TABLE household_members (
            household_id uuid NOT NULL REFERENCES households (id) ON DELETE CASCADE,
            login name NOT NULL,
            role text NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
            PRIMARY KEY (household_id, login)
        );
        CREATE INDEX household_members_by_login ON household_members (login);

        -- Every change gets the next number: "changes since N" is one indexed query.
        CREATE SEQUENCE subhub_change_seq;

        CREATE TABLE expenses (
            id uuid PRIMARY KEY,
            household_id uuid NOT NULL REFERENCES households (id) ON DELETE CASCADE,
            name text NOT NULL CHECK (length(btrim(name)) > 0),
            amount_minor bigint NOT NULL CHECK (amount_minor BETWEEN 0 AND 1000000000000),
            currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
            period text NOT NULL CHECK (
                period IN ('weekly', 'monthly', 'quarterly', 'semiannual', 'annual')
                OR period ~ '^every-[1-9][0-9]*-(days|weeks|months|years)$'),
            next_charge date NOT NULL,
            anchor_day smallint CHECK (anchor_day BETWEEN 1 AND 31),
            trial_ends date,
            status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')),
            archived_on date,
            archived_with_group boolean NOT NULL DEFAULT false,
            parent_id uuid REFERENCES expenses (id) DEFERRABLE INITIALLY DEFERRED,
            group_mode text CHECK (group_mode IN ('automatic', 'manual')),
            shared_with integer NOT NULL DEFAULT 1 CHECK (shared_with BETWEEN 1 AND 1000),
            category text,
            brand_slug text,
            last_confirmed date,
            notes text,
            manage_url text,
            created_on date NOT NULL,
            version bigint NOT NULL DEFAULT nextval('subhub_change_seq'),
            updated_at timestamptz NOT NULL DEFAULT now(),
            updated_by name NOT NULL DEFAULT current_user,
            CHECK (parent_id IS DISTINCT FROM id),
            -- An automatic group with no active member sums to zero; every other amount is a
            -- real charge.
            CHECK (amount_minor > 0 OR group_mode = 'automatic'),
            CHECK ((status = 'archived') = (archived_on IS NOT NULL))
        );
        CREATE INDEX expenses_by_household_version ON expenses (household_id, version);
        CREATE INDEX expenses_by_parent ON expenses (parent_id);

        -- Deleted rows leave their id and the change number, so a cache can pull deletions.
        CREATE TABLE expense_deletions (
            id uuid NOT NULL,
            household_id uuid NOT NULL REFERENCES households (id) ON DELETE CASCADE,
            version bigint NOT NULL DEFAULT nextval('subhub_change_seq'),
            deleted_by name NOT NULL DEFAULT current_user
        );
        CREATE INDEX expense_deletions_by_household_version
            ON expense_deletions (household_id, version);

        -- Each pushed write carries an idempotency key recorded in the same transaction: a
        -- push repeated after a crash finds its key and applies nothing twice.
        CREATE TABLE applied_changes (
            key uuid PRIMARY KEY,
            household_id uuid NOT NULL REFERENCES households (id) ON DELETE CASCADE,
            login name NOT NULL DEFAULT current_user,
            applied_at timestamptz NOT NULL DEFAULT now()
        );

        -- The caller's role in a household, or NULL. SECURITY DEFINER so policies can read
        -- household_members without recursing into its own policy; the login is passed in,
        -- because inside the function current_user is the definer.
        CREATE FUNCTION subhub_role(household uuid, who name) RETURNS text
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
            SELECT role FROM household_members WHERE household_id = household AND login = who
        $$;

        -- Version, time and author of every write, whoever writes.
        CREATE FUNCTION subhub_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            NEW.version := nextval('subhub_change_seq');
            NEW.updated_at := now();
            NEW.updated_by := current_user;
            RETURN NEW;
        END $$;
        CREATE TRIGGER expenses_stamp BEFORE INSERT OR UPDATE ON expenses
            FOR EACH ROW EXECUTE FUNCTION subhub_stamp();

        -- The group rules of the local store: a member's group is a group of the same
        -- household, not itself a member, with the member's currency and period; a group's
        -- currency and period cannot move away from its members'.
        CREATE FUNCTION subhub_group_rules() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
            parent expenses%ROWTYPE;
        BEGIN
            IF NEW.parent_id IS NOT NULL THEN
                IF NEW.group_mode IS NOT NULL THEN
                    RAISE EXCEPTION 'subhub:nested_group' USING ERRCODE = 'check_violation';
                END IF;
                SELECT * INTO parent FROM expenses WHERE id = NEW.parent_id;
                IF NOT FOUND OR parent.group_mode IS NULL THEN
                    RAISE EXCEPTION 'subhub:parent_not_group' USING ERRCODE = 'check_violation';
                END IF;
                IF parent.parent_id IS NOT NULL THEN
                    RAISE EXCEPTION 'subhub:nested_group' USING ERRCODE = 'check_violation';
                END IF;
                IF parent.household_id <> NEW.household_id THEN
                    RAISE EXCEPTION 'subhub:other_household' USING ERRCODE = 'check_violation';
                END IF;
                IF parent.currency <> NEW.currency THEN
                    RAISE EXCEPTION 'subhub:currency_mismatch' USING ERRCODE = 'check_violation';
                END IF;
                IF parent.period <> NEW.period THEN
                    RAISE EXCEPTION 'subhub:period_mismatch' USING ERRCODE = 'check_violation';
                END IF;
            END IF;
            IF TG_OP = 'UPDATE' AND EXISTS (SELECT 1 FROM expenses c WHERE c.parent_id = NEW.id)
            THEN
                IF NEW.group_mode IS NULL THEN
                    RAISE EXCEPTION 'subhub:parent_not_group' USING ERRCODE = 'check_violation';
                END IF;
                IF EXISTS (SELECT 1 FROM expenses c
                           WHERE c.parent_id = NEW.id AND c.currency <> NEW.currency) THEN
                    RAISE EXCEPTION 'subhub:currency_mismatch' USING ERRCODE = 'check_violation';
                END IF;
                IF EXISTS (SELECT 1 FROM expenses c
                           WHERE c.parent_id = NEW.id AND c.period <> NEW.period) THEN
                    RAISE EXCEPTION 'subhub:period_mismatch' USING ERRCODE = 'check_violation';
                END IF;
            END IF;
            RETURN NEW;
        END $$;
        CREATE TRIGGER expenses_group_rules BEFORE INSERT OR UPDATE ON expenses
            FOR EACH ROW EXECUTE FUNCTION subhub_group_rules();

        -- An automatic group's amount is the sum of its active members, kept by the server
        -- whoever writes the members (or the group itself).
        CREATE FUNCTION subhub_group_sum(group_id uuid) RETURNS void LANGUAGE sql AS $$
            UPDATE expenses g SET amount_minor = (
                SELECT coalesce(sum(c.amount_minor), 0) FROM expenses c
                WHERE c.parent_id = g.id AND c.status = 'active')
            WHERE g.id = group_id AND g.group_mode = 'automatic'
              AND g.amount_minor IS DISTINCT FROM (
                SELECT coalesce(sum(c.amount_minor), 0) FROM expenses c
                WHERE c.parent_id = g.id AND c.status = 'active')
        $$;
        CREATE FUNCTION subhub_keep_group_sums() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.parent_id IS NOT NULL THEN
                PERFORM subhub_group_sum(OLD.parent_id);
            END IF;
            IF TG_OP IN ('INSERT', 'UPDATE') THEN
                IF NEW.parent_id IS NOT NULL THEN PERFORM subhub_group_sum(NEW.parent_id); END IF;
                IF NEW.group_mode = 'automatic' THEN PERFORM subhub_group_sum(NEW.id); END IF;
            END IF;
            RETURN NULL;
        END $$;
        CREATE TRIGGER expenses_keep_group_sums AFTER INSERT OR UPDATE OR DELETE ON expenses
            FOR EACH ROW EXECUTE FUNCTION subhub_keep_group_sums();

        CREATE FUNCTION subhub_record_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            -- A whole household being deleted leaves nobody to pull its tombstones.
            IF EXISTS (SELECT 1 FROM households WHERE id = OLD.household_id) THEN
                INSERT INTO expense_deletions (id, household_id)
                    VALUES (OLD.id, OLD.household_id);
            END IF;
            RETURN OLD;
        END $$;
        CREATE TRIGGER expenses_record_deletion AFTER DELETE ON expenses
            FOR EACH ROW EXECUTE FUNCTION subhub_record_deletion();

        -- Row-level security for every member login. The tables' owner (the login that ran
        -- `server init`, which owns the database anyway) and superusers see past it; the
        -- household functions below run as that owner and check the caller's role themselves.
        ALTER TABLE households ENABLE ROW LEVEL SECURITY;
        CREATE POLICY households_members_read ON households FOR SELECT
            USING (subhub_role(id, current_user) IS NOT NULL);

        ALTER TABLE household_members ENABLE ROW LEVEL SECURITY;
        CREATE POLICY members_read ON household_members FOR SELECT
            USING (subhub_role(household_id, current_user) IS NOT NULL);

        ALTER TABLE expenses ENABLE ROW LEVEL SECURITY;
        CREATE POLICY expenses_read ON expenses FOR SELECT
            USING (subhub_role(household_id, current_user) IS NOT NULL);
        CREATE POLICY expenses_insert ON expenses FOR INSERT
            WITH CHECK (subhub_role(household_id, current_user) IN ('owner', 'editor'));
        CREATE POLICY expenses_update ON expenses FOR UPDATE
            USING (subhub_role(household_id, current_user) IN ('owner', 'editor'))
            WITH CHECK (subhub_role(household_id, current_user) IN ('owner', 'editor'));
        CREATE POLICY expenses_delete ON expenses FOR DELETE
            USING (subhub_role(household_id, current_user) IN ('owner', 'editor'));

        ALTER TABLE expense_deletions ENABLE ROW LEVEL SECURITY;
        CREATE POLICY deletions_read ON expense_deletions FOR SELECT
            USING (subhub_role(household_id, current_user) IS NOT NULL);
        CREATE POLICY deletions_insert ON expense_deletions FOR INSERT
            WITH CHECK (subhub_role(household_id, current_user) IN ('owner', 'editor'));

        ALTER TABLE applied_changes ENABLE ROW LEVEL SECURITY;
        CREATE POLICY applied_read ON applied_changes FOR SELECT
            USING (subhub_role(household_id, current_user) IS NOT NULL);
        CREATE POLICY applied_insert ON applied_changes FOR INSERT
            WITH CHECK (subhub_role(household_id, current_user) IN ('owner', 'editor')
                        AND login = current_user);

        -- Creating a household makes the caller its owner; inviting and leaving go through
        -- these functions, which check the caller's role themselves.
        CREATE FUNCTION subhub_create_household(household_name text) RETURNS uuid
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
        DECLARE
            created uuid;
        BEGIN
            INSERT INTO households (name) VALUES (household_name) RETURNING id INTO created;
            INSERT INTO household_members (household_id, login, role)
                VALUES (created, session_user, 'owner');
            RETURN created;
        END $$;

        CREATE FUNCTION subhub_invite(household uuid, invited name, invited_role text)
        RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
        BEGIN
            IF subhub_role(household, session_user) IS DISTINCT FROM 'owner' THEN
                RAISE EXCEPTION 'subhub:not_owner' USING ERRCODE = 'insufficient_privilege';
            END IF;
            IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = invited) THEN
                RAISE EXCEPTION 'subhub:unknown_login' USING ERRCODE = 'check_violation';
            END IF;
            INSERT INTO household_members (household_id, login, role)
                VALUES (household, invited, invited_role)
                ON CONFLICT (household_id, login) DO UPDATE SET role = EXCLUDED.role;
        END $$;

        CREATE FUNCTION subhub_leave(household uuid) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
        BEGIN
            IF subhub_role(household, session_user) = 'owner' AND (
                SELECT count(*) FROM household_members
                WHERE household_id = household AND role = 'owner') = 1 THEN
                RAISE EXCEPTION 'subhub:last_owner' USING ERRCODE = 'check_violation';
            END IF;
            DELETE FROM household_members WHERE household_id = household AND login = session_user;
        END $$;

        CREATE FUNCTION subhub_delete_household(household uuid) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
        BEGIN
            IF subhub_role(household, session_user) IS DISTINCT FROM 'owner' THEN
                RAISE EXCEPTION 'subhub:not_owner' USING ERRCODE = 'insufficient_privilege';
            END IF;
            DELETE FROM households WHERE id = household;
        END $$;

        REVOKE ALL ON FUNCTION subhub_role(uuid, name) FROM PUBLIC;
        GRANT EXECUTE ON FUNCTION subhub_role(uuid, name) TO PUBLIC;
        GRANT SELECT ON households, household_members TO PUBLIC;
        GRANT SELECT, INSERT, UPDATE, DELETE ON expenses TO PUBLIC;
        GRANT SELECT, INSERT ON expense_deletions, applied_changes TO PUBLIC;
        GRANT USAGE ON SEQUENCE subhub_change_seq TO PUBLIC;
        """

    /// A version is drawn when a row is written but seen only at commit: a pull between the
    /// two could see a later version committed first and move past this one for good. So a
    /// household's writers take its lock before drawing a version and hold it to their
    /// commit; a pull that gets the lock (shared, without waiting) knows no version of that
    /// household is still in flight, and one that does not keeps its old version.
    static let version2 = """
        CREATE FUNCTION subhub_lock_household(household uuid) RETURNS void
        LANGUAGE sql AS $$
            SELECT pg_advisory_xact_lock(hashtextextended(household::text, 1400193608))
        $$;
        GRANT EXECUTE ON FUNCTION subhub_lock_household(uuid) TO PUBLIC;

        CREATE OR REPLACE FUNCTION subhub_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM subhub_lock_household(NEW.household_id);
            IF TG_OP = 'UPDATE' AND OLD.household_id <> NEW.household_id THEN
                PERFORM subhub_lock_household(OLD.household_id);
            END IF;
            NEW.version := nextval('subhub_change_seq');
            NEW.updated_at := now();
            NEW.updated_by := current_user;
            RETURN NEW;
        END $$;

        CREATE OR REPLACE FUNCTION subhub_record_deletion() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
            -- A whole household being deleted leaves nobody to pull its tombstones.
            IF EXISTS (SELECT 1 FROM households WHERE id = OLD.household_id) THEN
                PERFORM subhub_lock_household(OLD.household_id);
                INSERT INTO expense_deletions (id, household_id)
                    VALUES (OLD.id, OLD.household_id);
            END IF;
            RETURN OLD;
        END $$;
        """

    /// A plan's notice period, its payer and its own reminder offsets, as the
    /// local store keeps them (StoreSchema.version8), checked the same way for every writer.
    static let version3 = """
        ALTER TABLE expenses ADD COLUMN notice_period text
            CHECK (notice_period ~ '^[1-9][0-9]{0,2}[dwm]$');
        ALTER TABLE expenses ADD COLUMN paid_by text
            CHECK (length(btrim(paid_by)) BETWEEN 1 AND 100);
        ALTER TABLE expenses ADD COLUMN reminder_offsets text
            CHECK (reminder_offsets = 'off' OR reminder_offsets ~ '^[0-9]{1,3}(,[0-9]{1,3})*$');
        """
}
