// libpq's declarations only: the library itself is opened at run time, on the first server
// command (`PostgresConnection.swift`, the one Swift file that imports this), so a process
// that never talks to a server does not load libpq and its TLS and Kerberos libraries.
#include <postgresql/libpq-fe.h>
