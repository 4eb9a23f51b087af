/// Integer division rounded half away from zero, the rounding every money rule uses.
///
/// The product needs `a × m / d` without floating point; the multiplication is done in 128
/// bits so it cannot overflow for any Int64 amount.
public enum IntegerRounding {
    /// `numerator × multiplier / divisor`, rounded half away from zero. `divisor` must be > 0.
    public static func scaled(_ numerator: Int64, times multiplier: Int64, dividedBy divisor: Int64)
        -> Int64
    {
        precondition(divisor > 0, "divisor must be positive")
        // Fast path: 64-bit arithmetic whenever the product fits (every real amount does);
        // 128-bit division is a library call and dominated the totals benchmark.
        let (narrow, overflow) = numerator.multipliedReportingOverflow(by: multiplier)
        if !overflow, narrow != Int64.min {
            let magnitude = narrow.magnitude
            var quotient = magnitude / UInt64(divisor)
            if (magnitude % UInt64(divisor)) * 2 >= UInt64(divisor) { quotient += 1 }
            return narrow < 0 ? -Int64(quotient) : Int64(quotient)
        }
        let product = Int128(numerator) * Int128(multiplier)
        let magnitude = product.magnitude
        let divisorMagnitude = UInt128(divisor)
        var quotient = magnitude / divisorMagnitude
        let remainder = magnitude % divisorMagnitude
        if remainder * 2 >= divisorMagnitude { quotient += 1 }
        let clamped = min(quotient, UInt128(Int64.max))
        return product < 0 ? -Int64(clamped) : Int64(clamped)
    }

    /// `numerator / divisor`, rounded half away from zero.
    public static func divide(_ numerator: Int64, by divisor: Int64) -> Int64 {
        scaled(numerator, times: 1, dividedBy: divisor)
    }

    /// Adds without trapping; saturates at the Int64 bounds (unreachable with amounts under
    /// `Money.maximumMinorUnits`, but a total must never crash the program).
    public static func saturatingAdd(_ lhs: Int64, _ rhs: Int64) -> Int64 {
        let (sum, overflow) = lhs.addingReportingOverflow(rhs)
        if !overflow { return sum }
        return rhs > 0 ? Int64.max : Int64.min
    }
}
