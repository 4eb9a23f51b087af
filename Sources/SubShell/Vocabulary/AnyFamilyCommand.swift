/// A family command as a value of `Command`: equal when the commands are.
public struct AnyFamilyCommand: Hashable, Sendable {
    public let base: any FamilyCommand

    public init(_ base: some FamilyCommand) {
        self.base = base
    }

    public static func == (lhs: AnyFamilyCommand, rhs: AnyFamilyCommand) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        AnyHashable(base).hash(into: &hasher)
    }
}
