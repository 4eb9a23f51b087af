import SubDomain

/// Why a Wallos import could not run. Nothing is written when any of these is thrown.
public enum WallosError: Error, Hashable, Sendable {
    /// The file cannot be opened or read.
    case unreadable(path: String)
    /// The file is neither a Wallos database nor the JSON of its `get_subscriptions`.
    case notWallos(path: String)
    /// The file holds several Wallos users and none was chosen (`--user`).
    case userRequired(users: [String])
    /// `--user` names no user of the file.
    case unknownUser(name: String, users: [String])
    /// The API's JSON names currencies by row id only and uses more than one: the database
    /// is needed to tell them apart.
    case ambiguousCurrencies(count: Int)
    /// Rows that cannot be carried over; nothing was imported.
    case invalidRows([WallosRowProblem])
    /// More than `limit` rows in one of the file's lists (its subscriptions, currencies,
    /// categories, payment methods, users or household members), or more data than that
    /// many subscriptions hold: no household keeps as many.
    case tooManyRows(path: String, limit: Int)
}

/// What is wrong with one Wallos subscription.
public struct WallosRowProblem: Hashable, Sendable {
    public enum Problem: Error, Hashable, Sendable {
        case unreadablePrice(String)
        /// A price with more decimals than its currency has (`12.999` EUR, `1200.5` JPY):
        /// rounding it would change what the user pays without a word.
        case priceTooPrecise(String, currency: CurrencyCode)
        /// A number of cycles that is not a whole number (`2.7` months).
        case fractionalFrequency(String)
        case unknownCurrency(String?)
        case unknownCycle(cycle: Int64?, frequency: Int64?)
        case unreadableDate(String?)
        case rule(DomainError)
    }

    public let name: String
    /// Its id in Wallos's `subscriptions` table (or the API's JSON): the row to look at.
    public let row: Int64
    public let problem: Problem

    package init(name: String, row: Int64, problem: Problem) {
        self.name = name
        self.row = row
        self.problem = problem
    }
}
