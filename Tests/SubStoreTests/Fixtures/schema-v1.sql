CREATE TABLE expenses (
    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
    position INTEGER NOT NULL,
    name TEXT NOT NULL CHECK (length(trim(name)) > 0),
    amount_minor INTEGER NOT NULL CHECK (amount_minor BETWEEN 0 AND 1000000000000),
    currency TEXT NOT NULL CHECK (length(currency) = 3 AND currency GLOB '[A-Z][A-Z][A-Z]'),
    period TEXT NOT NULL CHECK (
        period IN ('weekly', 'monthly', 'quarterly', 'semiannual', 'annual')
        OR period GLOB 'every-[1-9]*-days' OR period GLOB 'every-[1-9]*-weeks'
        OR period GLOB 'every-[1-9]*-months' OR period GLOB 'every-[1-9]*-years'),
    next_charge TEXT NOT NULL CHECK (next_charge IS date(next_charge)),
    trial_ends TEXT CHECK (trial_ends IS date(trial_ends)),
    status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')),
    archived_on TEXT CHECK (archived_on IS date(archived_on)),
    parent_id TEXT REFERENCES expenses (id) CHECK (parent_id IS NOT id),
    group_mode TEXT CHECK (group_mode IN ('automatic', 'manual')),
    shared_with INTEGER NOT NULL DEFAULT 1 CHECK (shared_with >= 1),
    category TEXT,
    brand_slug TEXT,
    last_confirmed TEXT CHECK (last_confirmed IS date(last_confirmed)),
    notes TEXT,
    created_on TEXT NOT NULL CHECK (created_on IS date(created_on)),
    -- An automatic group with no active child sums to zero; every other amount is a
    -- real charge and must be positive.
    CHECK (amount_minor > 0 OR group_mode IS 'automatic'),
    -- Archived items keep their archive date; active ones have none.
    CHECK ((status = 'archived') = (archived_on IS NOT NULL))
) STRICT;
CREATE INDEX expenses_by_position ON expenses (position);
CREATE INDEX expenses_by_parent ON expenses (parent_id);
PRAGMA application_id = 1400193608;
PRAGMA user_version = 1;
