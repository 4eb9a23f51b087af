/// Schema version 6: every row the server accepts is one every client stores, and no write
/// takes a currency past what a client can add up.
///
/// Version 4's CHECKs left out what only the client's cache refused: a manage link that is
/// not a web address (`javascript:…`) or is longer than 2,048 characters, the "archived with
/// its group" mark on an active row, an invisible payer, a zero amount on a plan that is not a
/// group (version 1's CHECK was NULL, so passed, without a group mode). Such a row froze every
/// member: each sync failed on the cache's own table rules and every read said "No
/// connection". The CHECK added here comes from the same limits as the client's decoding
/// (SubDomain's `ReadableRow`).
///
/// A client refuses a change that would make the active plans of one currency weigh more
/// than `Money.maximumTotalMinorUnits` (a year of their charges, or their amounts, summed):
/// past it no total can be added up. The server now refuses the same, with `household_loads`
/// kept per statement (one row per household and currency) so a write costs what it changes,
/// not a sum over the household. As on the client, a change that makes nothing heavier passes.
extension ServerSchema {
    static var version6: String {
        #"""
        -- ===== Rows every client stores =====
        CREATE FUNCTION public.subhub_readable_link(link text) RETURNS boolean
        LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, public, pg_temp AS $$
            SELECT length(link) <= \#(ServerLimits.linkLimit)
                AND link ~* '^https?://[^/?#@:]'
                AND link !~ '[\#(ServerLimits.forbiddenInLinks)]'
        $$;
        ALTER TABLE public.expenses ADD CONSTRAINT expenses_readable_everywhere CHECK (
            length(name) <= \#(ServerLimits.textLimit)
            AND (notes IS NULL OR length(notes) <= \#(ServerLimits.textLimit))
            AND (category IS NULL OR length(category) <= \#(ServerLimits.textLimit))
            AND (brand_slug IS NULL OR length(brand_slug) <= \#(ServerLimits.textLimit))
            AND (manage_url IS NULL OR public.subhub_readable_link(manage_url))
            AND (paid_by IS NULL OR (public.subhub_readable_name(paid_by)
                                     AND length(paid_by) <= \#(ServerLimits.payerLimit)))
            AND (NOT archived_with_group OR status = 'archived')
            -- Version 1's `amount_minor > 0 OR group_mode = 'automatic'` is NULL, so passes, for
            -- a plan with no group mode at all: a zero-amount plan no cache stores.
            AND (amount_minor > 0 OR group_mode IS NOT DISTINCT FROM 'automatic')
        ) NOT VALID;

        -- ===== No currency past what a client can add up =====
        -- A year of a plan's charges, exactly as SubDomain's `Period.yearlyCharges` counts them
        -- (365 days, 52 weeks, 12 months a year), rounded half away from zero.
        CREATE FUNCTION public.subhub_yearly(amount bigint, period text) RETURNS numeric
        LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, public, pg_temp AS $$
            SELECT CASE
                WHEN period = 'weekly' THEN amount * 52::numeric
                WHEN period = 'monthly' THEN amount * 12::numeric
                WHEN period = 'quarterly' THEN amount * 4::numeric
                WHEN period = 'semiannual' THEN amount * 2::numeric
                WHEN period = 'annual' THEN amount::numeric
                WHEN period ~ '^every-[1-9][0-9]{0,6}-(days|weeks|months|years)$' THEN
                    round(amount::numeric
                        * CASE split_part(period, '-', 3)
                            WHEN 'days' THEN 365 WHEN 'weeks' THEN 52 WHEN 'months' THEN 12
                            ELSE 1 END
                        / split_part(period, '-', 2)::numeric)
                -- A period no client reads (a row from before version 4's CHECKs) weighs
                -- nothing: the client skips the row too.
                ELSE 0
            END
        $$;

        -- What the active plans of each household and currency weigh: no client reads it.
        CREATE TABLE public.household_loads (
            household_id uuid NOT NULL REFERENCES public.households (id) ON DELETE CASCADE,
            currency text NOT NULL,
            yearly numeric NOT NULL,
            amounts numeric NOT NULL,
            PRIMARY KEY (household_id, currency)
        );
        REVOKE ALL ON public.household_loads FROM PUBLIC;
        INSERT INTO public.household_loads (household_id, currency, yearly, amounts)
            SELECT household_id, currency, sum(public.subhub_yearly(amount_minor, period)),
                   sum(amount_minor)
            FROM public.expenses
            WHERE status = 'active' AND group_mode IS DISTINCT FROM 'automatic'
            GROUP BY household_id, currency;

        -- Adds each household's and currency's change of load; true when a load made heavier
        -- is past the bound. Called by the counting trigger only.
        CREATE FUNCTION public.subhub_add_loads(households uuid[], currencies text[],
                                                yearly numeric[], amounts numeric[])
        RETURNS boolean
        LANGUAGE sql SET search_path = pg_catalog, public, pg_temp AS $$
            WITH delta AS (
                SELECT d.* FROM unnest(households, currencies, yearly, amounts)
                    AS d(household_id, currency, yearly, amounts)
                WHERE d.yearly <> 0 OR d.amounts <> 0
            ), counted AS (
                INSERT INTO public.household_loads AS l (household_id, currency, yearly, amounts)
                SELECT d.household_id, d.currency, d.yearly, d.amounts FROM delta d
                -- A household deleted by this statement has no load left to keep.
                WHERE EXISTS (SELECT 1 FROM public.households h WHERE h.id = d.household_id)
                ON CONFLICT (household_id, currency) DO UPDATE
                    SET yearly = l.yearly + excluded.yearly, amounts = l.amounts + excluded.amounts
                RETURNING l.household_id, l.currency, l.yearly, l.amounts
            )
            SELECT coalesce(bool_or((d.yearly > 0 OR d.amounts > 0)
                                    AND (c.yearly > \#(ServerLimits.maximumTotal)
                                         OR c.amounts > \#(ServerLimits.maximumTotal))), false)
            FROM counted c JOIN delta d USING (household_id, currency)
        $$;

        -- Counts a statement's rows in and out of their currencies' loads, once per statement:
        -- a row trigger would update one load row per written row, and a bulk upload of
        -- 200,000 rows in one transaction would walk ever longer chains of that row's dead
        -- versions. Active plans count, automatic groups do not (their members count for them).
        CREATE FUNCTION public.subhub_count_load() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE
            over boolean;
        BEGIN
            IF TG_OP = 'INSERT' THEN
                SELECT public.subhub_add_loads(array_agg(d.household_id), array_agg(d.currency),
                                               array_agg(d.yearly), array_agg(d.amounts))
                INTO over
                FROM (SELECT n.household_id, n.currency,
                             sum(public.subhub_yearly(n.amount_minor, n.period)) AS yearly,
                             sum(n.amount_minor) AS amounts
                      FROM new_rows n
                      WHERE n.status = 'active' AND n.group_mode IS DISTINCT FROM 'automatic'
                      GROUP BY n.household_id, n.currency) d;
            ELSIF TG_OP = 'DELETE' THEN
                SELECT public.subhub_add_loads(array_agg(d.household_id), array_agg(d.currency),
                                               array_agg(d.yearly), array_agg(d.amounts))
                INTO over
                FROM (SELECT o.household_id, o.currency,
                             -sum(public.subhub_yearly(o.amount_minor, o.period)) AS yearly,
                             -sum(o.amount_minor) AS amounts
                      FROM old_rows o
                      WHERE o.status = 'active' AND o.group_mode IS DISTINCT FROM 'automatic'
                      GROUP BY o.household_id, o.currency) d;
            ELSE
                SELECT public.subhub_add_loads(array_agg(d.household_id), array_agg(d.currency),
                                               array_agg(d.yearly), array_agg(d.amounts))
                INTO over
                FROM (SELECT u.household_id, u.currency, sum(u.yearly) AS yearly,
                             sum(u.amounts) AS amounts
                      FROM (SELECT n.household_id, n.currency,
                                   public.subhub_yearly(n.amount_minor, n.period) AS yearly,
                                   n.amount_minor::numeric AS amounts
                            FROM new_rows n
                            WHERE n.status = 'active' AND n.group_mode IS DISTINCT FROM 'automatic'
                            UNION ALL
                            SELECT o.household_id, o.currency,
                                   -public.subhub_yearly(o.amount_minor, o.period),
                                   -o.amount_minor::numeric
                            FROM old_rows o
                            WHERE o.status = 'active' AND o.group_mode IS DISTINCT FROM 'automatic'
                           ) u
                      GROUP BY u.household_id, u.currency) d;
            END IF;
            IF over THEN
                RAISE EXCEPTION 'subhub:total_over_limit' USING ERRCODE = 'check_violation';
            END IF;
            RETURN NULL;
        END $$;
        CREATE TRIGGER expenses_count_load_insert AFTER INSERT ON public.expenses
            REFERENCING NEW TABLE AS new_rows
            FOR EACH STATEMENT EXECUTE FUNCTION public.subhub_count_load();
        CREATE TRIGGER expenses_count_load_update AFTER UPDATE ON public.expenses
            REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
            FOR EACH STATEMENT EXECUTE FUNCTION public.subhub_count_load();
        CREATE TRIGGER expenses_count_load_delete AFTER DELETE ON public.expenses
            REFERENCING OLD TABLE AS old_rows
            FOR EACH STATEMENT EXECUTE FUNCTION public.subhub_count_load();
        REVOKE ALL ON FUNCTION public.subhub_count_load(),
            public.subhub_add_loads(uuid[], text[], numeric[], numeric[]) FROM PUBLIC;
        """#
    }
}
