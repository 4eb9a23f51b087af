import SubDomain
import SubLocalization
import SubRecords
import SubStore

extension CommandRunner {
    /// The expiries the profile holds; none before it has a database.
    func cardExpiries() throws(CommandFailure) -> CardExpiries {
        try session.reading { store throws(StoreError) in try store.cardExpiries() }
            ?? CardExpiries()
    }
}
