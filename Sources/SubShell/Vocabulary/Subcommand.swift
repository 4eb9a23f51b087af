/// The words after `group`, `profile`, `rates`, `remind` and the other commands that take one.
public enum Subcommand: String, CaseIterable, Sendable {
    case groupNew = "group.new"
    case groupAdd = "group.add"
    case groupRemove = "group.remove"
    case profileDelete = "profile.delete"
    case serverInit = "server.init"
    case householdInvite = "household.invite"
    case householdMembers = "household.members"
    case householdLeave = "household.leave"
    case householdDelete = "household.delete"
    case householdRemove = "household.remove"
    case pendingDrop = "pending.drop"
    case pendingRetry = "pending.retry"
    case catalogCheck = "catalog.check"
    case importWallos = "import.wallos"
    case importStatement = "import.statement"
    case importImage = "import.image"
    case importMail = "import.mail"
    case ratesSet = "rates.set"
    case ratesImport = "rates.import"
    case ratesBase = "rates.base"
    case ratesClear = "rates.clear"
    case cardExpires = "card.expires"
    case remindRun = "remind.run"
    case remindStatus = "remind.status"
    case remindChannel = "remind.channel"
    case remindInstall = "remind.install"
    case remindUninstall = "remind.uninstall"

    /// The English word, always accepted.
    public var canonicalWord: String { String(rawValue.split(separator: ".").last ?? "") }
}
