/// Schema version 5: no caller can hold a household hostage.
///
/// Version 4's definer helpers took the caller's login as an argument, and `subhub_may_write`
/// said yes to any argument naming the tables' owner (whose name anyone reads in pg_class): a
/// stranger, a viewer or a removed member passing it took a household's write lock (its
/// members' writes then failed after the lock timeout), drew versions and wrote tombstones
/// under any author. Creating a household locked the whole `households` table, so one login
/// holding a creation open stalled every other creation and every pull that pruned; and a
/// viewer's pull that pruned, or an invitee's acceptance held open, locked the household row
/// its writers wait for.
///
/// Here each definer function decides who the caller is from `session_user`, never from an
/// argument; the helpers no client calls are not executable by PUBLIC; creations take turns
/// per login; and the household row is locked only by its writers, never waited for by a pull.
extension ServerSchema {
    static var version5: String {
        #"""
        -- ===== The caller is the session's login, never an argument =====
        -- Inside a SECURITY DEFINER function current_user is the definer, so these functions ask
        -- session_user: the login that connected, which no SQL a client runs can change (SET ROLE
        -- changes current_user only). Row-level security lets a session write as any role it may
        -- SET ROLE to, so membership through such a role counts too.
        DROP FUNCTION public.subhub_next_version(uuid, name);
        DROP FUNCTION public.subhub_lock_household(uuid, name);
        DROP FUNCTION public.subhub_tombstone(uuid, uuid, name);
        DROP FUNCTION public.subhub_may_write(uuid, name);

        -- Whether the session's login may write rows of `household`: as one of its owners or
        -- editors (asked first: one index probe, on every row written), as a role it may become,
        -- or as the tables' owner (the login that ran `server init`), who sees past row-level
        -- security anyway.
        CREATE FUNCTION public.subhub_may_write(household uuid) RETURNS boolean
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
            SELECT EXISTS (SELECT 1 FROM public.household_members m
                           WHERE m.household_id = household AND m.login = session_user
                             AND m.role IN ('owner', 'editor'))
                -- Joined to pg_roles: a member whose login was dropped is nobody's role, not an
                -- error that would stop every write.
                OR EXISTS (SELECT 1 FROM public.household_members m
                           JOIN pg_catalog.pg_roles r ON r.rolname = m.login
                           WHERE m.household_id = household AND m.role IN ('owner', 'editor')
                             AND pg_catalog.pg_has_role(session_user, r.oid, 'MEMBER'))
                OR pg_catalog.pg_has_role(session_user, (SELECT c.relowner FROM pg_catalog.pg_class c
                                                         WHERE c.oid = 'public.expenses'::regclass),
                                          'MEMBER')
        $$;

        -- The household's write lock: its row in `households`, locked until the caller's
        -- transaction ends, by its writers only. Writers take turns, so versions of one household
        -- commit in the order they were drawn. FOR NO KEY UPDATE, not FOR UPDATE: the key-share
        -- lock a foreign key check takes on the row (an invitee accepting, an owner inviting)
        -- does not make writers wait, while writers still wait for each other.
        CREATE FUNCTION public.subhub_lock_household(household uuid) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        BEGIN
            IF NOT public.subhub_may_write(household) THEN
                RAISE EXCEPTION 'subhub:not_writer' USING ERRCODE = 'insufficient_privilege';
            END IF;
            PERFORM 1 FROM public.households h WHERE h.id = household FOR NO KEY UPDATE;
        END $$;

        -- The next change number for a write to `household`, under its lock.
        CREATE FUNCTION public.subhub_next_version(household uuid) RETURNS bigint
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        BEGIN
            PERFORM public.subhub_lock_household(household);
            RETURN pg_catalog.nextval('public.subhub_change_seq'::regclass);
        END $$;

        -- The tombstone of a deleted row, by the session's login, with a version drawn under the
        -- household's lock; only for a row that is really gone. Called by the deletion trigger
        -- alone.
        CREATE FUNCTION public.subhub_tombstone(expense uuid, household uuid) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        BEGIN
            IF EXISTS (SELECT 1 FROM public.expenses e WHERE e.id = expense) THEN
                RAISE EXCEPTION 'subhub:row_exists' USING ERRCODE = 'check_violation';
            END IF;
            -- A whole household being deleted leaves nobody to pull its tombstones (and its
            -- members are being deleted too: nobody would pass the writers' check).
            IF EXISTS (SELECT 1 FROM public.households h WHERE h.id = household) THEN
                INSERT INTO public.expense_deletions (id, household_id, version, deleted_by)
                VALUES (expense, household, public.subhub_next_version(household), session_user);
            END IF;
        END $$;

        -- Runs as the caller, so current_user is the writer, the author it stamps. It runs before
        -- row-level security checks a new row: the version it draws is what refuses a session
        -- that may not write the household, before any lock is taken.
        CREATE OR REPLACE FUNCTION public.subhub_stamp() RETURNS trigger
        LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE
            changed jsonb;
        BEGIN
            IF TG_OP = 'UPDATE' AND (NEW.id IS DISTINCT FROM OLD.id
                                     OR NEW.household_id IS DISTINCT FROM OLD.household_id) THEN
                RAISE EXCEPTION 'subhub:immutable_id' USING ERRCODE = 'check_violation';
            END IF;
            NEW.version := public.subhub_next_version(NEW.household_id);
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

        -- SECURITY DEFINER so the tombstone function needs no grant to PUBLIC: a trigger function
        -- cannot be called except by its trigger, which fires only for a row the caller was
        -- allowed to delete.
        CREATE OR REPLACE FUNCTION public.subhub_record_deletion() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        BEGIN
            PERFORM public.subhub_tombstone(OLD.id, OLD.household_id);
            RETURN OLD;
        END $$;

        -- ===== Creations take turns per login =====
        -- Two creations by one login must not both find a name free. They take turns on that
        -- login's own row here, which only its own creations touch: no login can hold a lock
        -- another login's creation waits for. (Version 4 locked the whole `households` table,
        -- which stalled every creation and every pull that pruned.) The row is updated, not just
        -- locked, so a creation in a REPEATABLE READ transaction that missed another's household
        -- fails to serialize instead of creating a second one of the same name.
        CREATE TABLE public.household_creators (
            login name PRIMARY KEY,
            creations bigint NOT NULL DEFAULT 0
        );
        -- Read and written only through subhub_create_household.
        ALTER TABLE public.household_creators ENABLE ROW LEVEL SECURITY;
        REVOKE ALL ON public.household_creators FROM PUBLIC;

        CREATE OR REPLACE FUNCTION public.subhub_create_household(household_name text) RETURNS uuid
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE
            created uuid;
        BEGIN
            INSERT INTO public.household_creators AS c (login, creations) VALUES (session_user, 1)
                ON CONFLICT (login) DO UPDATE SET creations = c.creations + 1;
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

        -- ===== A pull never waits to prune, and a viewer never holds the household row =====
        -- Records the caller's progress as version 4 did. Pruning moves the horizon on the
        -- household's row, the row its writers lock: so only a writer prunes, and only when no
        -- other writer holds the row at that moment (what is not pruned now is pruned by a later
        -- pull). A viewer that keeps its transaction open after a pull holds only its own
        -- membership row.
        \#(seenFunction(pruning: ["expense_deletions"]))

        -- ===== Push, taking the lock as the session's login =====
        -- Version 4's push, but for the lock it takes (subhub_lock_household's new signature).
        \#(pushFunction(columns: columnsThroughVersion6))

        -- ===== Grants: only what a client's own statements reach =====
        -- The lock (taken by subhub_push) and the next version (drawn by the stamp trigger) run
        -- in the caller's statements, so PUBLIC executes them; each refuses anyone but the
        -- household's writers. Nothing a client runs calls the writers' check or the tombstone
        -- function directly, nor a trigger function.
        GRANT EXECUTE ON FUNCTION public.subhub_lock_household(uuid),
            public.subhub_next_version(uuid) TO PUBLIC;
        REVOKE ALL ON FUNCTION public.subhub_may_write(uuid), public.subhub_tombstone(uuid, uuid),
            public.subhub_stamp(), public.subhub_record_deletion() FROM PUBLIC;
        """#
    }

    /// `subhub_seen` (version 5's rule: only a writer prunes, and only when no other writer
    /// holds the household's row), pruning the tombstones of each of `tables`: version 5 has
    /// the plans' (`expense_deletions`), version 7 the payments' too (`payment_deletions`).
    static func seenFunction(pruning tables: [String]) -> String {
        let tombstones = tables.map { table in
            "                DELETE FROM public.\(table) d\n"
                + "                WHERE d.household_id = household AND d.version <= horizon;\n"
        }.joined()
        return #"""
            CREATE OR REPLACE FUNCTION public.subhub_seen(household uuid, version bigint) RETURNS bigint
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
            DECLARE
                horizon bigint;
            BEGIN
                UPDATE public.household_members m SET seen_version = greatest(m.seen_version, version)
                WHERE m.household_id = household AND m.login = session_user;
                IF NOT FOUND THEN RETURN NULL; END IF;
                IF public.subhub_may_write(household) THEN
                    PERFORM 1 FROM public.households h WHERE h.id = household
                        FOR NO KEY UPDATE SKIP LOCKED;
                    IF FOUND THEN
                        SELECT min(m.seen_version) INTO horizon FROM public.household_members m
                        WHERE m.household_id = household;
                        IF horizon > (SELECT h.pruned_through FROM public.households h
                                      WHERE h.id = household) THEN
            \#(tombstones)                DELETE FROM public.applied_changes a
                            WHERE a.household_id = household AND a.version <= horizon
                              AND a.applied_at < pg_catalog.now() - interval '30 days';
                            UPDATE public.households h SET pruned_through = horizon
                            WHERE h.id = household;
                        END IF;
                    END IF;
                END IF;
                RETURN (SELECT h.pruned_through FROM public.households h WHERE h.id = household);
            END $$;
            """#
    }

    /// Version 5's push (`subhub_push`) for the client columns `columns`: created by version 5
    /// with the columns it was released with, and again by each version that adds a column
    /// (version 7), so the function casts and inserts exactly the columns the table has.
    static func pushFunction(columns: [String]) -> String {
        #"""
        CREATE OR REPLACE FUNCTION public.subhub_push(household uuid, changes jsonb) RETURNS jsonb
        LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE
            types constant jsonb := '\#(ServerLimits.columnTypes(columns))';
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
                PERFORM public.subhub_lock_household(household);
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
                        INSERT INTO public.expenses (household_id, \#(ServerLimits.columns(columns)))
                        SELECT household, \#(ServerLimits.recordColumns(columns))
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
        """#
    }
}
