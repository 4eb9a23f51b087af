import SubServer

extension CommandRunner {
    /// `server init CONNINFO`: creates or upgrades the household schema; idempotent. The
    /// profile is not touched: this prepares a server others will link to.
    func initializeServer(_ conninfo: String) throws(CommandFailure) -> CommandOutcome {
        do throws(ServerError) {
            let connection = try PostgresConnection(conninfo: conninfo)
            return CommandOutcome(
                .report(
                    HouseholdReport.serverInitialized(
                        version: try ServerSchema.initialize(connection))))
        } catch {
            throw .server(error)
        }
    }
}
