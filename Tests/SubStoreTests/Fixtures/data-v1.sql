-- Rows of the version-1 fixture (subhub-v1.sqlite): a standalone subscription, an automatic
-- group whose stored amount is stale (version 1 had no trigger to keep it), two children,
-- an archived item, a manual group and a name with accents and an emoji.
BEGIN;
INSERT INTO expenses (id, position, name, amount_minor, currency, period, next_charge,
    trial_ends, status, archived_on, parent_id, group_mode, shared_with, category, brand_slug,
    last_confirmed, notes, created_on) VALUES
('11111111-1111-4111-8111-111111111111', 0, 'Netflix', 1299, 'EUR', 'monthly', '2026-12-05',
    NULL, 'active', NULL, NULL, NULL, 1, 'video', 'netflix', '2026-10-01', NULL, '2025-01-05'),
('22222222-2222-4222-8222-222222222222', 1, 'Música en familia', 500, 'EUR', 'monthly',
    '2026-12-10', NULL, 'active', NULL, NULL, 'automatic', 1, 'music', NULL, NULL, NULL,
    '2025-02-01'),
('33333333-3333-4333-8333-333333333333', 2, 'Spotify 🎵', 1799, 'EUR', 'monthly', '2026-12-10',
    '2026-12-01', 'active', NULL, '22222222-2222-4222-8222-222222222222', NULL, 4, NULL,
    'spotify', NULL, 'plan familiar', '2025-02-01'),
('44444444-4444-4444-8444-444444444444', 3, 'Deezer', 1199, 'EUR', 'monthly', '2026-12-10',
    NULL, 'active', NULL, '22222222-2222-4222-8222-222222222222', NULL, 1, NULL, NULL, NULL,
    NULL, '2025-02-01'),
('55555555-5555-4555-8555-555555555555', 4, 'Gym', 4500, 'EUR', 'every-4-weeks', '2026-12-01',
    NULL, 'archived', '2026-06-30', NULL, NULL, 1, 'sport', NULL, NULL, NULL, '2024-09-01'),
('66666666-6666-4666-8666-666666666666', 5, 'Cloud', 10000, 'USD', 'annual', '2027-03-01',
    NULL, 'active', NULL, NULL, 'manual', 2, NULL, NULL, NULL, NULL, '2025-03-01');
COMMIT;
