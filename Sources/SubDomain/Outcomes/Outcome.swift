/// A successful result with the warnings that came with it.
public struct Outcome<Value> {
    public var value: Value
    public var warnings: [DomainWarning]

    public init(_ value: Value, warnings: [DomainWarning] = []) {
        self.value = value
        self.warnings = warnings
    }
}

extension Outcome: Sendable where Value: Sendable {}
extension Outcome: Equatable where Value: Equatable {}
