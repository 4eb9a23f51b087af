import Synchronization

/// A value made once, on first use, by any thread: what a start does not need is not made.
final class Deferred<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let made: Mutex<Value?>

    init(_ value: Value) {
        make = { value }
        made = Mutex(value)
    }

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
        made = Mutex(nil)
    }

    var value: Value {
        made.withLock { made in
            if let value = made { return value }
            let value = make()
            made = value
            return value
        }
    }
}
