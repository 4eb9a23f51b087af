#!/bin/sh
# Rebuilds subhub-v1.sqlite, the database a version-1 SubHub wrote, from the committed
# version-1 schema (identical to StoreSchema.version1; a test checks) and its rows.
set -eu
cd "$(dirname "$0")"
rm -f subhub-v1.sqlite
sqlite3 subhub-v1.sqlite < schema-v1.sql
sqlite3 subhub-v1.sqlite "PRAGMA journal_mode = WAL;" > /dev/null
sqlite3 subhub-v1.sqlite < data-v1.sql
