#ifndef SUBHUB_CSQLITE_SHIM_H
#define SUBHUB_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a cast macro Swift cannot import; binding text needs it.
static inline sqlite3_destructor_type subhub_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}
#endif
