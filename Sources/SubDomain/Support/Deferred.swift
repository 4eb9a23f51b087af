import Synchronization

/// A value made once, on first use, by any thread: what a start does not need is not made.
/// Concurrent first callers wait for the one making it.
public final class Deferred<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let made: Mutex<Value?>

    /// A value already made.
    public init(_ value: Value) {
        make = { value }
        made = Mutex(value)
    }

    /// A value `make` makes the first time it is asked for.
    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
        made = Mutex(nil)
    }

    /// The value, made now if it was not yet.
    public var value: Value {
        made.withLock { made in
            if let value = made { return value }
            let value = make()
            made = value
            return value
        }
    }

    /// Whether the value has been made.
    public var isMade: Bool { made.withLock { $0 != nil } }
}
