/// Schema version 5: no caller can hold a household hostage.
///
/// Creating a household locked the whole `households` table, so one login holding a creation
/// open stalled every other login's creation and every pull that pruned; and a viewer's pull
/// that pruned locked the household row its writers wait for. Here creations take turns per
/// login, and only a household's writers prune, never waiting for its row.
extension ServerSchema {
    static var version5: String {
        #"""
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
        CREATE OR REPLACE FUNCTION public.subhub_seen(household uuid, version bigint) RETURNS bigint
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE
            horizon bigint;
        BEGIN
            UPDATE public.household_members m SET seen_version = greatest(m.seen_version, version)
            WHERE m.household_id = household AND m.login = session_user;
            IF NOT FOUND THEN RETURN NULL; END IF;
            IF public.subhub_may_write(household, session_user) THEN
                PERFORM 1 FROM public.households h WHERE h.id = household
                    FOR NO KEY UPDATE SKIP LOCKED;
                IF FOUND THEN
                    SELECT min(m.seen_version) INTO horizon FROM public.household_members m
                    WHERE m.household_id = household;
                    IF horizon > (SELECT h.pruned_through FROM public.households h
                                  WHERE h.id = household) THEN
                        DELETE FROM public.expense_deletions d
                        WHERE d.household_id = household AND d.version <= horizon;
                        DELETE FROM public.applied_changes a
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
}
