/// Schema version 7: plans that vary or end, and what was really paid.
///
/// A plan gains `varies`, `ends_on` and `planned_payments`, as the local store's version 18
/// did, checked from the same limits the client reads (`ReadableRow`); the push function is
/// created again for the longer column list (`pushFunction(columns:)`), since versions 4 and
/// 5 keep the list they were released with (`columnsThroughVersion6`).
///
/// `payments` holds the household's payments as `expenses` holds its plans: read by its
/// members, written by its owners and editors, each insert stamped with a version drawn
/// under the household's lock and with the session's login as its author, and each delete
/// leaving a tombstone (`payment_deletions`) for pulls to see. A payment never changes: it is
/// recorded or deleted. It belongs to a plan of its own household, and goes with it.
extension ServerSchema {
    static var version7: String {
        #"""
        -- ===== Plans that vary, that end, that end after a number of payments =====
        -- Rows already there hold false and NULL: nothing to check again.
        ALTER TABLE public.expenses ADD COLUMN varies boolean NOT NULL DEFAULT false;
        ALTER TABLE public.expenses ADD COLUMN ends_on date;
        ALTER TABLE public.expenses ADD COLUMN planned_payments integer;
        ALTER TABLE public.expenses ADD CONSTRAINT expenses_readable_ending CHECK (
            (ends_on IS NULL OR public.subhub_readable_date(ends_on))
            AND (planned_payments IS NULL
                 OR planned_payments BETWEEN \#(ServerLimits.plannedPayments.lowerBound) AND \#(ServerLimits.plannedPayments.upperBound))
        ) NOT VALID;
        GRANT INSERT (varies, ends_on, planned_payments),
            UPDATE (varies, ends_on, planned_payments) ON public.expenses TO PUBLIC;

        -- The push, casting and inserting every client column the table has now.
        \#(pushFunction(columns: ServerExpenseColumns.names))

        -- ===== Payments =====
        -- A payment's plan is one of its own household: the foreign key names both.
        ALTER TABLE public.expenses ADD CONSTRAINT expenses_household_id_id_key
            UNIQUE (household_id, id);
        CREATE TABLE public.payments (
            household_id uuid NOT NULL REFERENCES public.households (id) ON DELETE CASCADE,
            id uuid PRIMARY KEY,
            expense_id uuid NOT NULL,
            paid_on date NOT NULL,
            amount_minor bigint NOT NULL,
            currency text NOT NULL,
            source text NOT NULL,
            statement_key text,
            version bigint NOT NULL DEFAULT 0,
            recorded_at timestamptz NOT NULL DEFAULT now(),
            recorded_by name NOT NULL,
            -- Deleting a plan deletes its payments (each leaving its tombstone).
            FOREIGN KEY (household_id, expense_id)
                REFERENCES public.expenses (household_id, id) ON DELETE CASCADE,
            -- A statement row is recorded once per plan, whoever imports it.
            UNIQUE (expense_id, statement_key),
            -- What every client reads (the local `payments` table's rules).
            CONSTRAINT payments_readable CHECK (
                public.subhub_readable_date(paid_on)
                AND amount_minor BETWEEN 1 AND \#(ServerLimits.maximumAmount)
                AND currency ~ '^[A-Z]{3}$' AND public.subhub_readable_currency(currency)
                AND source IN (\#(ServerLimits.paymentSources))
                AND (statement_key IS NULL
                     OR length(statement_key) BETWEEN 1 AND \#(ServerLimits.statementKeyLimit)))
        );
        CREATE INDEX payments_by_household_version ON public.payments (household_id, version);
        CREATE INDEX payments_by_expense ON public.payments (expense_id);

        CREATE TABLE public.payment_deletions (
            id uuid NOT NULL,
            household_id uuid NOT NULL REFERENCES public.households (id) ON DELETE CASCADE,
            version bigint NOT NULL,
            deleted_by name NOT NULL
        );
        CREATE INDEX payment_deletions_by_household_version
            ON public.payment_deletions (household_id, version);

        -- Version, time and author of a payment, whoever records it: the version drawn under the
        -- household's lock (which refuses anyone but its writers, before row-level security
        -- looks at the row), the author the session's login. A payment is never changed.
        CREATE FUNCTION public.subhub_stamp_payment() RETURNS trigger
        LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
        BEGIN
            IF TG_OP = 'UPDATE' THEN
                RAISE EXCEPTION 'subhub:immutable_payment' USING ERRCODE = 'check_violation';
            END IF;
            NEW.version := public.subhub_next_version(NEW.household_id);
            NEW.recorded_at := pg_catalog.now();
            NEW.recorded_by := session_user;
            RETURN NEW;
        END $$;
        CREATE TRIGGER payments_stamp BEFORE INSERT OR UPDATE ON public.payments
            FOR EACH ROW EXECUTE FUNCTION public.subhub_stamp_payment();

        -- The tombstone of a deleted payment, by the session's login, with a version drawn
        -- under the household's lock. SECURITY DEFINER so PUBLIC needs no grant on the
        -- tombstones: a trigger function runs only for a row its caller was allowed to delete
        -- (or the cascade of a plan it was allowed to delete).
        CREATE FUNCTION public.subhub_record_payment_deletion() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        BEGIN
            -- A whole household being deleted leaves nobody to pull its tombstones.
            IF EXISTS (SELECT 1 FROM public.households h WHERE h.id = OLD.household_id) THEN
                INSERT INTO public.payment_deletions (id, household_id, version, deleted_by)
                VALUES (OLD.id, OLD.household_id, public.subhub_next_version(OLD.household_id),
                        session_user);
            END IF;
            RETURN OLD;
        END $$;
        CREATE TRIGGER payments_record_deletion AFTER DELETE ON public.payments
            FOR EACH ROW EXECUTE FUNCTION public.subhub_record_payment_deletion();

        -- Members read; owners and editors record and delete; nobody updates. Membership is
        -- read once per query, as for `expenses`.
        ALTER TABLE public.payments ENABLE ROW LEVEL SECURITY;
        CREATE POLICY payments_read ON public.payments FOR SELECT
            USING (household_id = ANY (ARRAY(SELECT m.household_id FROM public.household_members m
                                WHERE m.login = current_user)));
        CREATE POLICY payments_insert ON public.payments FOR INSERT
            WITH CHECK (household_id = ANY (ARRAY(SELECT m.household_id FROM public.household_members m
                                WHERE m.login = current_user AND m.role IN ('owner', 'editor'))));
        CREATE POLICY payments_delete ON public.payments FOR DELETE
            USING (household_id = ANY (ARRAY(SELECT m.household_id FROM public.household_members m
                                WHERE m.login = current_user AND m.role IN ('owner', 'editor'))));
        ALTER TABLE public.payment_deletions ENABLE ROW LEVEL SECURITY;
        CREATE POLICY payment_deletions_read ON public.payment_deletions FOR SELECT
            USING (household_id = ANY (ARRAY(SELECT m.household_id FROM public.household_members m
                                WHERE m.login = current_user)));

        REVOKE ALL ON public.payments, public.payment_deletions FROM PUBLIC;
        GRANT SELECT, DELETE ON public.payments TO PUBLIC;
        GRANT INSERT (household_id, id, expense_id, paid_on, amount_minor, currency, source,
            statement_key) ON public.payments TO PUBLIC;
        GRANT SELECT ON public.payment_deletions TO PUBLIC;
        REVOKE ALL ON FUNCTION public.subhub_stamp_payment(),
            public.subhub_record_payment_deletion() FROM PUBLIC;

        -- ===== Pushing payments =====
        -- Runs as the caller, as subhub_push does: row-level security and grants apply. Input:
        -- a JSON array of {key, kind: insert|delete, payment: {id, expense_id, paid_on,
        -- amount_minor, currency, source, statement_key}}; output, in the same order,
        -- {"conflicts": []} for a change applied (or applied before: its key is recorded) and
        -- {state, message} for one refused, each in its own subtransaction. A payment has no
        -- fields to conflict on. A payment the household has (shared again by a new link), or a
        -- statement row another member recorded for the plan first, stands: the insert does
        -- nothing, and the pull brings what the server holds.
        CREATE FUNCTION public.subhub_push_payments(household uuid, changes jsonb) RETURNS jsonb
        LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE
            change jsonb;
            payment jsonb;
            results jsonb := '[]';
            may_write boolean := coalesce(
                public.subhub_role(household, current_user) IN ('owner', 'editor'), false);
            state text;
            message text;
        BEGIN
            IF jsonb_typeof(changes) IS DISTINCT FROM 'array' THEN
                RAISE EXCEPTION 'subhub:malformed_push' USING ERRCODE = 'invalid_parameter_value';
            END IF;
            IF may_write THEN
                PERFORM public.subhub_lock_household(household);
            END IF;
            FOR change IN SELECT value FROM jsonb_array_elements(changes) LOOP
                BEGIN
                    payment := change->'payment';
                    IF NOT EXISTS (SELECT 1 FROM public.applied_changes a
                                   WHERE a.key = (change->>'key')::uuid) THEN
                        IF NOT may_write THEN
                            RAISE EXCEPTION 'permission denied' USING ERRCODE = 'insufficient_privilege';
                        END IF;
                        CASE change->>'kind'
                        WHEN 'insert' THEN
                            INSERT INTO public.payments (household_id, id, expense_id, paid_on,
                                amount_minor, currency, source, statement_key)
                            VALUES (household, (payment->>'id')::uuid, (payment->>'expense_id')::uuid,
                                (payment->>'paid_on')::date, (payment->>'amount_minor')::bigint,
                                payment->>'currency', payment->>'source', payment->>'statement_key')
                            -- Recorded before (a payment shared again by a new link), or its
                            -- statement row recorded by another member: nothing to add.
                            ON CONFLICT DO NOTHING;
                        WHEN 'delete' THEN
                            DELETE FROM public.payments p
                            WHERE p.id = (payment->>'id')::uuid AND p.household_id = household;
                        ELSE
                            RAISE EXCEPTION 'subhub:malformed_push'
                                USING ERRCODE = 'invalid_parameter_value';
                        END CASE;
                        INSERT INTO public.applied_changes (key, household_id)
                        VALUES ((change->>'key')::uuid, household);
                    END IF;
                    results := results || jsonb_build_array(jsonb_build_object('conflicts', '[]'::jsonb));
                EXCEPTION WHEN OTHERS THEN
                    GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, message = MESSAGE_TEXT;
                    results := results || jsonb_build_array(
                        jsonb_build_object('state', state, 'message', message));
                END;
            END LOOP;
            RETURN results;
        END $$;

        -- ===== Pulled, seen, pruned: payments' tombstones too =====
        -- Version 5's subhub_seen, pruning the payments' tombstones with the plans'.
        \#(seenFunction(pruning: ["expense_deletions", "payment_deletions"]))
        """#
    }
}
