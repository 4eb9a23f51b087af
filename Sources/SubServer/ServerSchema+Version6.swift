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
/// kept per write (one row per household and currency) so a write costs what it changes, not
/// a sum over the household. As on the client, a change that makes nothing heavier passes.
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

        -- Counts a written row in and out of its currency's load; refuses a write that makes a
        -- load heavier past the bound. An automatic group weighs nothing (its members count).
        CREATE FUNCTION public.subhub_count_load() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
        DECLARE
            old_yearly numeric := 0;
            old_amount numeric := 0;
            new_yearly numeric := 0;
            new_amount numeric := 0;
            same_load boolean;
            total record;
        BEGIN
            IF TG_OP <> 'INSERT' AND OLD.status = 'active'
                AND OLD.group_mode IS DISTINCT FROM 'automatic' THEN
                old_yearly := public.subhub_yearly(OLD.amount_minor, OLD.period);
                old_amount := OLD.amount_minor;
            END IF;
            IF TG_OP <> 'DELETE' AND NEW.status = 'active'
                AND NEW.group_mode IS DISTINCT FROM 'automatic' THEN
                new_yearly := public.subhub_yearly(NEW.amount_minor, NEW.period);
                new_amount := NEW.amount_minor;
            END IF;
            same_load := TG_OP = 'UPDATE' AND OLD.currency = NEW.currency;
            IF TG_OP <> 'INSERT' AND NOT same_load AND (old_yearly > 0 OR old_amount > 0) THEN
                UPDATE public.household_loads
                SET yearly = yearly - old_yearly, amounts = amounts - old_amount
                WHERE household_id = OLD.household_id AND currency = OLD.currency;
            END IF;
            IF TG_OP <> 'DELETE' THEN
                IF same_load THEN
                    new_yearly := new_yearly - old_yearly;
                    new_amount := new_amount - old_amount;
                END IF;
                IF new_yearly = 0 AND new_amount = 0 THEN
                    RETURN NULL;
                END IF;
                INSERT INTO public.household_loads AS l (household_id, currency, yearly, amounts)
                VALUES (NEW.household_id, NEW.currency, new_yearly, new_amount)
                ON CONFLICT (household_id, currency) DO UPDATE
                    SET yearly = l.yearly + excluded.yearly, amounts = l.amounts + excluded.amounts
                RETURNING l.yearly, l.amounts INTO total;
                IF (new_yearly > 0 OR new_amount > 0)
                    AND (total.yearly > \#(ServerLimits.maximumTotal)
                         OR total.amounts > \#(ServerLimits.maximumTotal)) THEN
                    RAISE EXCEPTION 'subhub:total_over_limit' USING ERRCODE = 'check_violation';
                END IF;
            END IF;
            RETURN NULL;
        END $$;
        CREATE TRIGGER expenses_count_load AFTER INSERT OR UPDATE OR DELETE ON public.expenses
            FOR EACH ROW EXECUTE FUNCTION public.subhub_count_load();
        REVOKE ALL ON FUNCTION public.subhub_count_load() FROM PUBLIC;
        """#
    }
}
