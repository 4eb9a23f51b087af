// libpq, reached only through this module map; `PostgresConnection.swift` is the one Swift
// file that imports it.
#include <libpq-fe.h>
