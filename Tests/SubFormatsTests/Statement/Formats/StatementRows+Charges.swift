import SubDomain
import SubFormats

extension StatementRows {
    /// The rows a charge can come from (money out, booked), as the series finder takes them.
    var bookedCharges: [StatementCharge] {
        rows.filter { $0.direction == .out && $0.status == .booked }.map {
            StatementCharge(
                line: $0.line, date: $0.date, description: $0.description,
                amountMinor: $0.amountMinor)
        }
    }
}

extension StatementRow {
    /// The fields a test compares, dates as ISO text, so a failure shows what differs.
    var summary: String {
        let mark = direction == .out ? "-" : "+"
        return "\(line) \(date.iso) \(mark)\(amountMinor) \(status) \(description)"
            + (reference.map { " #\($0)" } ?? "")
    }
}
