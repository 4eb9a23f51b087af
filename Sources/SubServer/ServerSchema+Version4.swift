/// Schema version 4: the household's server trusts no client.
///
/// Versions 1–3 let any login that knew a household's id make itself its owner (a TEMP table
/// shadowing `household_members` inside the SECURITY DEFINER functions), forge versions and
/// tombstones, move rows out of a household without a trace, stall every write with an
/// advisory lock, squat household names, and write values no client can read. This version
/// closes each of those, adds invitations, member removal, per-field versions for conflict
/// detection, a one-statement push, pruning, and membership computed once per query.
extension ServerSchema {
    static var version4: String {
        #"""
        -- ===== Who may do what: one definition, no shadowing =====
        -- Every function below names its objects with their schema and runs with
        -- search_path = pg_catalog, public, pg_temp: the caller's temporary schema comes last, so a
        -- TEMP table or function called like ours can never stand in for it.

        -- A login's role in a household, or NULL. `who` is the caller's current_user (inside a
        -- SECURITY DEFINER function current_user is the definer); it is answered only for the login
        -- itself or a role it may act as, so nobody learns another login's memberships.
        CREATE OR REPLACE FUNCTION public.subhub_role(household uuid, who name) RETURNS text
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
            SELECT m.role FROM public.household_members m
            WHERE m.household_id = household AND m.login = who
              AND (who = session_user OR pg_catalog.pg_has_role(session_user, who, 'MEMBER'))
        $$;

        -- The members of a household, for its members only: a login reads its own rows of
        -- household_members directly (the policies below build on that without recursion), and
        -- the other members' through this.
        CREATE FUNCTION public.subhub_members(household uuid)
        RETURNS TABLE (login name, role text)
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
            SELECT m.login, m.role FROM public.household_members m
            WHERE m.household_id = household
              AND EXISTS (SELECT 1 FROM public.household_members me
                          WHERE me.household_id = household AND me.login = session_user)
        $$;

        -- Whether `who` may write rows of `household`: its owners and editors, and the tables'
        -- owner (the login that ran `server init`), who sees past row-level security anyway.
        CREATE FUNCTION public.subhub_may_write(household uuid, who name) RETURNS boolean
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
            SELECT coalesce(public.subhub_role(household, who) IN ('owner', 'editor'), false)
                OR pg_catalog.pg_has_role(who, (SELECT c.relowner FROM pg_catalog.pg_class c
                                                WHERE c.oid = 'public.expenses'::regclass), 'MEMBER')
        $$;

        -- The household's write lock: its row in `households`, locked FOR UPDATE until the caller's
        -- transaction ends. Only a writer of that household can take it (an advisory lock could be
        -- taken by any login and stall every write). Writers take turns, so versions of one
        -- household commit in the order they were drawn, and a pull's snapshot never sees a later
        -- version committed while an earlier one is still in flight.
        DROP FUNCTION IF EXISTS public.subhub_lock_household(uuid);
        CREATE FUNCTION public.subhub_lock_household(household uuid, who name) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        BEGIN
            IF NOT public.subhub_may_write(household, who) THEN
                RAISE EXCEPTION 'subhub:not_writer' USING ERRCODE = 'insufficient_privilege';
            END IF;
            PERFORM 1 FROM public.households h WHERE h.id = household FOR UPDATE;
        END $$;

        -- The next change number for a write to `household`, under its lock. Only this function and
        -- the tables' owner draw from the sequence: a client can neither pick a version nor burn
        -- one of another household.
        CREATE FUNCTION public.subhub_next_version(household uuid, who name) RETURNS bigint
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        BEGIN
            PERFORM public.subhub_lock_household(household, who);
            RETURN pg_catalog.nextval('public.subhub_change_seq'::regclass);
        END $$;

        -- Version, time, author and the version of each field, whoever writes. A row's id and
        -- household never change: a moved row would leave no tombstone behind, and the other
        -- members would keep it and count it twice.
        ALTER TABLE public.expenses ADD COLUMN field_versions jsonb NOT NULL DEFAULT '{}';
        ALTER TABLE public.expenses ALTER COLUMN version SET DEFAULT 0;
        ALTER TABLE public.expense_deletions ALTER COLUMN version SET DEFAULT 0;
        ALTER TABLE public.expense_deletions ALTER COLUMN deleted_by DROP DEFAULT;
        CREATE OR REPLACE FUNCTION public.subhub_stamp() RETURNS trigger
        LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE
            changed jsonb;
        BEGIN
            IF TG_OP = 'UPDATE' AND (NEW.id IS DISTINCT FROM OLD.id
                                     OR NEW.household_id IS DISTINCT FROM OLD.household_id) THEN
                RAISE EXCEPTION 'subhub:immutable_id' USING ERRCODE = 'check_violation';
            END IF;
            NEW.version := public.subhub_next_version(NEW.household_id, current_user);
            NEW.updated_at := pg_catalog.now();
            NEW.updated_by := current_user;
            IF TG_OP = 'INSERT' THEN
                NEW.field_versions := '{}';
            ELSE
                SELECT coalesce(pg_catalog.jsonb_object_agg(n.key, NEW.version), '{}') INTO changed
                FROM pg_catalog.jsonb_each(pg_catalog.to_jsonb(NEW)) n
                JOIN pg_catalog.jsonb_each(pg_catalog.to_jsonb(OLD)) o ON o.key = n.key
                WHERE n.value IS DISTINCT FROM o.value
                  AND n.key NOT IN ('version', 'updated_at', 'updated_by', 'field_versions')
                  -- The server computes an automatic group's amount: nobody edited it.
                  AND NOT (n.key = 'amount_minor' AND NEW.group_mode IS NOT DISTINCT FROM 'automatic');
                NEW.field_versions := OLD.field_versions || changed;
            END IF;
            RETURN NEW;
        END $$;

        -- The tombstone of a deleted row, with a version drawn under the household's lock. Written
        -- only here (clients cannot insert tombstones), and only for a row that is really gone.
        CREATE FUNCTION public.subhub_tombstone(expense uuid, household uuid, who name) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        BEGIN
            IF EXISTS (SELECT 1 FROM public.expenses e WHERE e.id = expense) THEN
                RAISE EXCEPTION 'subhub:row_exists' USING ERRCODE = 'check_violation';
            END IF;
            -- A whole household being deleted leaves nobody to pull its tombstones.
            IF EXISTS (SELECT 1 FROM public.households h WHERE h.id = household) THEN
                INSERT INTO public.expense_deletions (id, household_id, version, deleted_by)
                VALUES (expense, household, public.subhub_next_version(household, who), who);
            END IF;
        END $$;
        CREATE OR REPLACE FUNCTION public.subhub_record_deletion() RETURNS trigger
        LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
        BEGIN
            PERFORM public.subhub_tombstone(OLD.id, OLD.household_id, current_user);
            RETURN OLD;
        END $$;

        ALTER FUNCTION public.subhub_group_rules() SET search_path = pg_catalog, public, pg_temp;
        ALTER FUNCTION public.subhub_group_sum(uuid) SET search_path = pg_catalog, public, pg_temp;
        ALTER FUNCTION public.subhub_keep_group_sums() SET search_path = pg_catalog, public, pg_temp;

        -- ===== Row-level security, membership computed once per query =====
        -- `household_id = ANY (ARRAY(SELECT … WHERE login = current_user))` is an InitPlan: the
        -- caller's households are read once per query from the (login, …) index and the rows
        -- from the (household_id, …) indexes. Versions 1–3 called a function per row, so the
        -- planner could use no index (1.9 s for a member's plain SELECT among 10,000
        -- households). A login reads only its own rows of household_members, so no policy
        -- needs a function to see past another policy.
        CREATE INDEX household_members_by_login_household
            ON public.household_members (login, household_id, role);
        DROP POLICY households_members_read ON public.households;
        CREATE POLICY households_members_read ON public.households FOR SELECT
            USING (id = ANY (ARRAY(SELECT m.household_id FROM public.household_members m
                                WHERE m.login = current_user)));
        DROP POLICY members_read ON public.household_members;
        CREATE POLICY members_read ON public.household_members FOR SELECT
            USING (login = current_user);
        DROP POLICY expenses_read ON public.expenses;
        CREATE POLICY expenses_read ON public.expenses FOR SELECT
            USING (household_id = ANY (ARRAY(SELECT m.household_id FROM public.household_members m
                                WHERE m.login = current_user)));
        DROP POLICY expenses_insert ON public.expenses;
        CREATE POLICY expenses_insert ON public.expenses FOR INSERT
            WITH CHECK (household_id = ANY (ARRAY(SELECT m.household_id FROM public.household_members m
                                WHERE m.login = current_user AND m.role IN ('owner', 'editor'))));
        DROP POLICY expenses_update ON public.expenses;
        CREATE POLICY expenses_update ON public.expenses FOR UPDATE
            USING (household_id = ANY (ARRAY(SELECT m.household_id FROM public.household_members m
                                WHERE m.login = current_user AND m.role IN ('owner', 'editor'))))
            WITH CHECK (household_id = ANY (ARRAY(SELECT m.household_id FROM public.household_members m
                                WHERE m.login = current_user AND m.role IN ('owner', 'editor'))));
        DROP POLICY expenses_delete ON public.expenses;
        CREATE POLICY expenses_delete ON public.expenses FOR DELETE
            USING (household_id = ANY (ARRAY(SELECT m.household_id FROM public.household_members m
                                WHERE m.login = current_user AND m.role IN ('owner', 'editor'))));
        DROP POLICY deletions_read ON public.expense_deletions;
        CREATE POLICY deletions_read ON public.expense_deletions FOR SELECT
            USING (household_id = ANY (ARRAY(SELECT m.household_id FROM public.household_members m
                                WHERE m.login = current_user)));
        DROP POLICY deletions_insert ON public.expense_deletions;
        DROP POLICY applied_read ON public.applied_changes;
        CREATE POLICY applied_read ON public.applied_changes FOR SELECT
            USING (household_id = ANY (ARRAY(SELECT m.household_id FROM public.household_members m
                                WHERE m.login = current_user)));
        DROP POLICY applied_insert ON public.applied_changes;
        CREATE POLICY applied_insert ON public.applied_changes FOR INSERT
            WITH CHECK (household_id = ANY (ARRAY(SELECT m.household_id FROM public.household_members m
                                WHERE m.login = current_user AND m.role IN ('owner', 'editor')))
                        AND login = current_user);
        -- "Everything of a household" and "what changed since N" read these indexes.
        CREATE INDEX expenses_by_household ON public.expenses (household_id, id);
        ALTER TABLE public.applied_changes ADD COLUMN version bigint NOT NULL DEFAULT 0;
        CREATE INDEX applied_changes_by_household_version
            ON public.applied_changes (household_id, version);

        -- ===== Households found by id or by an accepted invitation =====
        -- A name is unique only among the households its owner owns: a global name would tell a
        -- stranger which names exist, let them squat one, and let `link --household Home` join
        -- whatever "Home" invited you.
        ALTER TABLE public.households DROP CONSTRAINT households_name_key;
        ALTER TABLE public.households ADD COLUMN pruned_through bigint NOT NULL DEFAULT 0;
        ALTER TABLE public.household_members ADD COLUMN seen_version bigint NOT NULL DEFAULT 0;

        CREATE TABLE public.household_invitations (
            household_id uuid NOT NULL REFERENCES public.households (id) ON DELETE CASCADE,
            login name NOT NULL,
            role text NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
            invited_by name NOT NULL,
            invited_at timestamptz NOT NULL DEFAULT now(),
            PRIMARY KEY (household_id, login)
        );
        CREATE INDEX household_invitations_by_login ON public.household_invitations (login);
        -- Read and written only through the functions below.
        ALTER TABLE public.household_invitations ENABLE ROW LEVEL SECURITY;

        CREATE OR REPLACE FUNCTION public.subhub_create_household(household_name text) RETURNS uuid
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE
            created uuid;
        BEGIN
            -- Two creations by one login must not both find the name free.
            LOCK TABLE public.households IN SHARE ROW EXCLUSIVE MODE;
            IF EXISTS (SELECT 1 FROM public.households h
                       JOIN public.household_members m ON m.household_id = h.id
                       WHERE m.login = session_user AND m.role = 'owner' AND h.name = household_name)
            THEN
                RAISE EXCEPTION 'subhub:household_name_taken' USING ERRCODE = 'unique_violation';
            END IF;
            INSERT INTO public.households (name) VALUES (household_name) RETURNING id INTO created;
            INSERT INTO public.household_members (household_id, login, role)
                VALUES (created, session_user, 'owner');
            RETURN created;
        END $$;

        -- Invites `invited` (true), or changes the role of a member (false). Owners only.
        DROP FUNCTION public.subhub_invite(uuid, name, text);
        CREATE FUNCTION public.subhub_invite(household uuid, invited name, invited_role text)
        RETURNS boolean LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = pg_catalog, public, pg_temp AS $$
        BEGIN
            IF public.subhub_role(household, session_user) IS DISTINCT FROM 'owner' THEN
                RAISE EXCEPTION 'subhub:not_owner' USING ERRCODE = 'insufficient_privilege';
            END IF;
            IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles r WHERE r.rolname = invited) THEN
                RAISE EXCEPTION 'subhub:unknown_login' USING ERRCODE = 'check_violation';
            END IF;
            IF EXISTS (SELECT 1 FROM public.household_members m
                       WHERE m.household_id = household AND m.login = invited) THEN
                IF invited_role <> 'owner' AND (
                    SELECT count(*) FROM public.household_members m
                    WHERE m.household_id = household AND m.role = 'owner' AND m.login <> invited) = 0
                THEN
                    RAISE EXCEPTION 'subhub:last_owner' USING ERRCODE = 'check_violation';
                END IF;
                UPDATE public.household_members m SET role = invited_role
                WHERE m.household_id = household AND m.login = invited;
                RETURN false;
            END IF;
            INSERT INTO public.household_invitations (household_id, login, role, invited_by)
                VALUES (household, invited, invited_role, session_user)
                ON CONFLICT (household_id, login) DO UPDATE
                SET role = EXCLUDED.role, invited_by = EXCLUDED.invited_by, invited_at = now();
            RETURN true;
        END $$;

        -- The invitations waiting for the caller.
        CREATE FUNCTION public.subhub_invitations()
        RETURNS TABLE (household_id uuid, household_name text, role text, invited_by name)
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
            SELECT i.household_id, h.name, i.role, i.invited_by
            FROM public.household_invitations i JOIN public.households h ON h.id = i.household_id
            WHERE i.login = session_user
            ORDER BY h.name, i.invited_at
        $$;

        CREATE FUNCTION public.subhub_accept_invitation(household uuid) RETURNS text
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE
            granted text;
        BEGIN
            DELETE FROM public.household_invitations i
            WHERE i.household_id = household AND i.login = session_user
            RETURNING i.role INTO granted;
            IF granted IS NULL THEN
                RAISE EXCEPTION 'subhub:no_invitation' USING ERRCODE = 'check_violation';
            END IF;
            INSERT INTO public.household_members (household_id, login, role)
                VALUES (household, session_user, granted)
                ON CONFLICT (household_id, login) DO NOTHING;
            RETURN granted;
        END $$;

        CREATE FUNCTION public.subhub_decline_invitation(household uuid) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        BEGIN
            DELETE FROM public.household_invitations i
            WHERE i.household_id = household AND i.login = session_user;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'subhub:no_invitation' USING ERRCODE = 'check_violation';
            END IF;
        END $$;

        -- Removes a member (owners only; the last owner stays). The removed login reads nothing of
        -- the household afterwards: every policy asks household_members.
        CREATE FUNCTION public.subhub_remove_member(household uuid, member name) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE
            removed text;
        BEGIN
            IF public.subhub_role(household, session_user) IS DISTINCT FROM 'owner' THEN
                RAISE EXCEPTION 'subhub:not_owner' USING ERRCODE = 'insufficient_privilege';
            END IF;
            SELECT m.role INTO removed FROM public.household_members m
            WHERE m.household_id = household AND m.login = member FOR UPDATE;
            IF removed IS NULL THEN
                DELETE FROM public.household_invitations i
                WHERE i.household_id = household AND i.login = member;
                IF FOUND THEN RETURN; END IF;
                RAISE EXCEPTION 'subhub:not_member' USING ERRCODE = 'check_violation';
            END IF;
            IF removed = 'owner' AND (
                SELECT count(*) FROM public.household_members m
                WHERE m.household_id = household AND m.role = 'owner') = 1 THEN
                RAISE EXCEPTION 'subhub:last_owner' USING ERRCODE = 'check_violation';
            END IF;
            DELETE FROM public.household_members m
            WHERE m.household_id = household AND m.login = member;
        END $$;

        CREATE OR REPLACE FUNCTION public.subhub_leave(household uuid) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        BEGIN
            IF public.subhub_role(household, session_user) = 'owner' AND (
                SELECT count(*) FROM public.household_members m
                WHERE m.household_id = household AND m.role = 'owner') = 1 THEN
                RAISE EXCEPTION 'subhub:last_owner' USING ERRCODE = 'check_violation';
            END IF;
            DELETE FROM public.household_members m
            WHERE m.household_id = household AND m.login = session_user;
        END $$;

        CREATE OR REPLACE FUNCTION public.subhub_delete_household(household uuid) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        BEGIN
            IF public.subhub_role(household, session_user) IS DISTINCT FROM 'owner' THEN
                RAISE EXCEPTION 'subhub:not_owner' USING ERRCODE = 'insufficient_privilege';
            END IF;
            DELETE FROM public.households h WHERE h.id = household;
        END $$;

        -- ===== Pulled, seen, pruned =====
        -- Records that the caller's cache has everything of `household` up to `version`, and
        -- prunes what every member has seen: tombstones and idempotency keys at or below the
        -- lowest version every member has pulled (keys also only after a month, for a second
        -- profile of the same login that has not synced since). Called after a pull that found
        -- something new, so a household at rest writes nothing. A cache older than the pruned
        -- horizon (`pruned_through`) is refreshed whole instead of by changes.
        CREATE FUNCTION public.subhub_seen(household uuid, version bigint) RETURNS bigint
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE
            horizon bigint;
        BEGIN
            UPDATE public.household_members m SET seen_version = greatest(m.seen_version, version)
            WHERE m.household_id = household AND m.login = session_user;
            IF NOT FOUND THEN RETURN NULL; END IF;
            SELECT min(m.seen_version) INTO horizon FROM public.household_members m
            WHERE m.household_id = household;
            IF horizon > (SELECT h.pruned_through FROM public.households h WHERE h.id = household) THEN
                DELETE FROM public.expense_deletions d
                WHERE d.household_id = household AND d.version <= horizon;
                DELETE FROM public.applied_changes a
                WHERE a.household_id = household AND a.version <= horizon
                  AND a.applied_at < now() - interval '30 days';
                UPDATE public.households h SET pruned_through = horizon WHERE h.id = household;
            END IF;
            RETURN (SELECT h.pruned_through FROM public.households h WHERE h.id = household);
        END $$;

        -- ===== Grants: what PUBLIC need not have, it does not have =====
        DO $grants$ BEGIN
            EXECUTE pg_catalog.format('REVOKE TEMPORARY ON DATABASE %I FROM PUBLIC',
                                      pg_catalog.current_database());
        END $grants$;
        REVOKE ALL ON SEQUENCE public.subhub_change_seq FROM PUBLIC;
        REVOKE ALL ON public.expense_deletions FROM PUBLIC;
        GRANT SELECT ON public.expense_deletions TO PUBLIC;
        REVOKE ALL ON public.household_invitations FROM PUBLIC;
        REVOKE ALL ON public.expenses FROM PUBLIC;
        GRANT SELECT, DELETE ON public.expenses TO PUBLIC;
        GRANT INSERT (household_id, \#(ServerLimits.columns(columnsThroughVersion6))) ON public.expenses TO PUBLIC;
        GRANT UPDATE (\#(ServerLimits.updatableColumns(columnsThroughVersion6))) ON public.expenses TO PUBLIC;
        REVOKE ALL ON public.applied_changes FROM PUBLIC;
        GRANT SELECT ON public.applied_changes TO PUBLIC;
        GRANT INSERT (key, household_id) ON public.applied_changes TO PUBLIC;
        REVOKE CREATE ON SCHEMA public FROM PUBLIC;
        -- Trigger functions run as triggers only; the definer helpers that only other definer
        -- functions call are not for clients.
        REVOKE ALL ON FUNCTION public.subhub_stamp(), public.subhub_group_rules(),
            public.subhub_keep_group_sums(), public.subhub_record_deletion(),
            public.subhub_may_write(uuid, name) FROM PUBLIC;

        -- Each idempotency key is stamped with the household's version when it was applied (for
        -- pruning) and with its author, whatever the client sent.
        CREATE FUNCTION public.subhub_stamp_key() RETURNS trigger
        LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
        BEGIN
            NEW.login := current_user;
            NEW.applied_at := pg_catalog.now();
            NEW.version := coalesce((SELECT max(e.version) FROM public.expenses e
                                     WHERE e.household_id = NEW.household_id), 0);
            RETURN NEW;
        END $$;
        CREATE TRIGGER applied_changes_stamp BEFORE INSERT ON public.applied_changes
            FOR EACH ROW EXECUTE FUNCTION public.subhub_stamp_key();
        REVOKE ALL ON FUNCTION public.subhub_stamp_key() FROM PUBLIC;

        -- ===== Push: a batch of pending changes in one statement =====
        -- Runs as the caller (row-level security and grants apply as to any write). Each change is
        -- applied in its own subtransaction: a refused one is rolled back alone and reported with
        -- its SQLSTATE and message, the others apply. Input: a JSON array of
        -- {key, id, kind: insert|update|delete, base: the row version the change was made on or
        -- null, fields: [changed columns], before: {column: text}, after: {column: text}}.
        -- Output, in the same order: {"conflicts": [{field, mine, theirs}]} or {state, message}.
        --
        -- A field conflicts when someone else changed it after the change's base version (even if
        -- they changed it back), or, for a change with no base, when its value is neither the
        -- change's `before` nor its `after`. Conflicting fields are left as the server has them;
        -- the others apply. A delete of a row changed after its base is a conflict, not applied.
        -- An automatic group's amount is the server's to compute and is never taken from a client.
        CREATE FUNCTION public.subhub_field_text(row_json jsonb, field text) RETURNS text
        LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, public, pg_temp AS $$
            SELECT CASE
                WHEN field = 'anchor_day' THEN coalesce(row_json->>'anchor_day',
                    extract(day FROM (row_json->>'next_charge')::date)::int::text)
                WHEN field IN ('id', 'parent_id') THEN lower(row_json->>field)
                ELSE row_json->>field END
        $$;

        CREATE FUNCTION public.subhub_push(household uuid, changes jsonb) RETURNS jsonb
        LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE
            types constant jsonb := '\#(ServerLimits.columnTypes(columnsThroughVersion6))';
            change jsonb;
            results jsonb := '[]';
            conflicts jsonb;
            -- The field versions this push's own earlier changes wrote, by row: a later change
            -- of the same row, made on top of them in the same outbox, does not conflict with
            -- its own profile.
            own jsonb := '{}';
            written jsonb;
            current jsonb;
            target uuid;
            base bigint;
            field text;
            theirs text;
            mine text;
            assignments text[];
            may_write boolean := coalesce(
                public.subhub_role(household, current_user) IN ('owner', 'editor'), false);
            state text;
            message text;
        BEGIN
            IF jsonb_typeof(changes) IS DISTINCT FROM 'array' THEN
                RAISE EXCEPTION 'subhub:malformed_push' USING ERRCODE = 'invalid_parameter_value';
            END IF;
            IF may_write THEN
                -- Writers take turns (subhub_lock_household): taken first, so everything below
                -- reads what the previous writer committed.
                PERFORM public.subhub_lock_household(household, current_user);
            END IF;
            -- A member whose group went fails inside its own subtransaction, not at COMMIT.
            SET CONSTRAINTS ALL IMMEDIATE;
            FOR change IN SELECT value FROM jsonb_array_elements(changes) LOOP
                BEGIN
                    target := (change->>'id')::uuid;
                    base := (change->>'base')::bigint;
                    conflicts := '[]';
                    SELECT to_jsonb(e) INTO current FROM public.expenses e
                    WHERE e.id = target AND e.household_id = household FOR UPDATE;
                    IF EXISTS (SELECT 1 FROM public.applied_changes a
                               WHERE a.key = (change->>'key')::uuid) THEN
                        -- Applied before (a push repeated after a crash): nothing again, and no
                        -- conflict (what others changed since is simply newer). The fields still
                        -- holding its values count as this profile's for its later changes.
                        IF current IS NOT NULL AND jsonb_typeof(change->'after') = 'object' THEN
                            written := '{}';
                            FOR field IN SELECT jsonb_array_elements_text(change->'fields') LOOP
                                IF public.subhub_field_text(current, field)
                                   IS NOT DISTINCT FROM public.subhub_field_text(change->'after', field)
                                THEN
                                    written := written || jsonb_build_object(field,
                                        coalesce(current->'field_versions'->field, '0'::jsonb));
                                END IF;
                            END LOOP;
                            own := own || jsonb_build_object(target::text,
                                coalesce(own->(target::text), '{}') || written);
                        END IF;
                        results := results || jsonb_build_array(jsonb_build_object('conflicts', conflicts));
                        CONTINUE;
                    END IF;
                    IF NOT may_write THEN
                        RAISE EXCEPTION 'permission denied' USING ERRCODE = 'insufficient_privilege';
                    END IF;
                    CASE change->>'kind'
                    WHEN 'insert' THEN
                        INSERT INTO public.expenses (household_id, \#(ServerLimits.columns(columnsThroughVersion6)))
                        SELECT household, \#(ServerLimits.recordColumns(columnsThroughVersion6))
                        FROM jsonb_populate_record(NULL::public.expenses, change->'after') r;
                    WHEN 'update' THEN
                        IF current IS NULL THEN
                            RAISE EXCEPTION 'subhub:row_deleted' USING ERRCODE = 'no_data_found';
                        END IF;
                        assignments := '{}';
                        FOR field IN SELECT jsonb_array_elements_text(change->'fields') LOOP
                            IF NOT types ? field OR field = 'id' THEN
                                RAISE EXCEPTION 'subhub:malformed_push'
                                    USING ERRCODE = 'invalid_parameter_value';
                            END IF;
                            CONTINUE WHEN field = 'amount_minor'
                                AND current->>'group_mode' = 'automatic';
                            theirs := public.subhub_field_text(current, field);
                            mine := public.subhub_field_text(change->'after', field);
                            CONTINUE WHEN theirs IS NOT DISTINCT FROM mine;
                            IF (base IS NOT NULL
                                    AND coalesce((current->'field_versions'->>field)::bigint, 0) > base
                                    AND (current->'field_versions'->field)
                                        IS DISTINCT FROM (own->(target::text)->field))
                               OR (base IS NULL AND theirs IS DISTINCT FROM
                                   public.subhub_field_text(change->'before', field)) THEN
                                conflicts := conflicts || jsonb_build_object(
                                    'field', field, 'mine', mine, 'theirs', theirs);
                            ELSE
                                assignments := assignments || format('%I = ($3->>%L)::%s',
                                    field, field, types->>field);
                            END IF;
                        END LOOP;
                        IF cardinality(assignments) > 0 THEN
                            EXECUTE 'UPDATE public.expenses SET ' || array_to_string(assignments, ', ')
                                || ' WHERE id = $1 AND household_id = $2 RETURNING field_versions'
                                INTO written USING target, household, change->'after';
                            -- Remember the versions of the fields this change wrote.
                            SELECT coalesce(jsonb_object_agg(f.key, f.value), '{}') INTO written
                            FROM jsonb_each(written) f
                            WHERE f.key IN (SELECT jsonb_array_elements_text(change->'fields'));
                            own := own || jsonb_build_object(target::text,
                                coalesce(own->(target::text), '{}') || written);
                        END IF;
                    WHEN 'delete' THEN
                        IF current IS NOT NULL AND base IS NOT NULL THEN
                            -- Changed by someone after this profile's copy: an offline delete does
                            -- not silently beat later edits. (An automatic group's amount moves
                            -- with its members and is nobody's edit: it has no field version.)
                            FOR field IN SELECT f.key FROM jsonb_each(current->'field_versions') f
                                         WHERE f.value::bigint > base
                                           AND f.value IS DISTINCT FROM (own->(target::text)->f.key)
                                         ORDER BY f.key LOOP
                                conflicts := conflicts || jsonb_build_object('field', field,
                                    'mine', NULL, 'theirs', public.subhub_field_text(current, field));
                            END LOOP;
                        END IF;
                        IF current IS NOT NULL AND jsonb_array_length(conflicts) = 0 THEN
                            DELETE FROM public.expenses e WHERE e.id = target AND e.household_id = household;
                        END IF;
                    ELSE
                        RAISE EXCEPTION 'subhub:malformed_push' USING ERRCODE = 'invalid_parameter_value';
                    END CASE;
                    -- A delete that conflicted applied nothing: its key is not recorded.
                    IF NOT (change->>'kind' = 'delete' AND jsonb_array_length(conflicts) > 0) THEN
                        INSERT INTO public.applied_changes (key, household_id)
                        VALUES ((change->>'key')::uuid, household);
                    END IF;
                    results := results || jsonb_build_array(jsonb_build_object('conflicts', conflicts));
                EXCEPTION WHEN OTHERS THEN
                    GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, message = MESSAGE_TEXT;
                    results := results || jsonb_build_array(
                        jsonb_build_object('state', state, 'message', message));
                END;
            END LOOP;
            RETURN results;
        END $$;

        -- ===== What the server accepts is exactly what a client reads =====
        -- Generated from the client's own limits (SubDomain), so a row another app writes is one
        -- every member can read. NOT VALID: rows already there are not re-checked (a client skips
        -- and names one it cannot read); every new write is.
        CREATE FUNCTION public.subhub_readable_currency(code text) RETURNS boolean
        LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, public, pg_temp AS $$
            SELECT code = ANY ('\#(ServerLimits.currencies)'::text[])
        $$;
        CREATE FUNCTION public.subhub_readable_period(period text) RETURNS boolean
        LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, public, pg_temp AS $$
            SELECT period IN (\#(ServerLimits.namedPeriods))
                OR (period ~ '^every-[1-9][0-9]{0,6}-(days|weeks|months|years)$'
                    AND split_part(period, '-', 2)::int BETWEEN \#(ServerLimits.periodCounts.lowerBound) AND \#(ServerLimits.periodCounts.upperBound))
        $$;
        CREATE FUNCTION public.subhub_readable_notice(notice text) RETURNS boolean
        LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, public, pg_temp AS $$
            SELECT notice ~ '^[1-9][0-9]{0,6}[\#(ServerLimits.noticeUnits)]$'
                AND left(notice, -1)::int <= CASE right(notice, 1) \#(ServerLimits.noticeLimits) END
        $$;
        CREATE FUNCTION public.subhub_readable_offsets(offsets text) RETURNS boolean
        LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, public, pg_temp AS $$
            SELECT offsets = 'off' OR (offsets ~ '^[0-9]{1,3}(,[0-9]{1,3})*$'
                AND NOT EXISTS (SELECT 1 FROM unnest(string_to_array(offsets, ',')) o
                                WHERE o::int NOT BETWEEN \#(ServerLimits.reminderOffsets.lowerBound) AND \#(ServerLimits.reminderOffsets.upperBound)))
        $$;
        -- Visible: at least one character that draws something (SubDomain's VisibleText).
        CREATE FUNCTION public.subhub_readable_name(name text) RETURNS boolean
        LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, public, pg_temp AS $$
            SELECT name ~ '[^\#(ServerLimits.invisibleCharacters)]'
        $$;
        CREATE FUNCTION public.subhub_readable_date(day date) RETURNS boolean
        LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, public, pg_temp AS $$
            SELECT day BETWEEN '\#(ServerLimits.earliestDate)'::date AND '\#(ServerLimits.latestDate)'::date
        $$;
        ALTER TABLE public.expenses ADD CONSTRAINT expenses_readable CHECK (
            public.subhub_readable_name(name)
            AND public.subhub_readable_currency(currency)
            AND public.subhub_readable_period(period)
            AND public.subhub_readable_date(next_charge)
            AND public.subhub_readable_date(created_on)
            AND (trial_ends IS NULL OR public.subhub_readable_date(trial_ends))
            AND (archived_on IS NULL OR public.subhub_readable_date(archived_on))
            AND (last_confirmed IS NULL OR public.subhub_readable_date(last_confirmed))
            AND (notice_period IS NULL OR public.subhub_readable_notice(notice_period))
            AND (reminder_offsets IS NULL OR public.subhub_readable_offsets(reminder_offsets))
            AND shared_with BETWEEN \#(ServerLimits.members.lowerBound) AND \#(ServerLimits.members.upperBound)
            AND amount_minor <= \#(ServerLimits.maximumAmount)
        ) NOT VALID;
        """#
    }
}
