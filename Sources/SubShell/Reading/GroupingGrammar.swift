import SubDomain
import SubLocalization

/// The `--by category|card` option of `total` and `list`.
extension CommandTable {
    /// `--by category|card`, of `total` and `list`.
    static let by = OptionSpec.value("--by", .grouping, .grouping)

    static func grouping(_ values: ArgumentValues) -> TotalsGrouping? {
        values.option("--by")?.text.flatMap(TotalsGrouping.init(rawValue:))
    }
}
