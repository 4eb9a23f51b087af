import Synchronization

/// `VocabularyWords` made once, on first use, by any thread.
final class DeferredWords: Sendable {
    private let make: @Sendable () -> VocabularyWords
    private let made: Mutex<VocabularyWords?>

    init(_ words: VocabularyWords) {
        make = { words }
        made = Mutex(words)
    }

    init(_ make: @escaping @Sendable () -> VocabularyWords) {
        self.make = make
        made = Mutex(nil)
    }

    var words: VocabularyWords {
        made.withLock { made in
            if let words = made { return words }
            let words = make()
            made = words
            return words
        }
    }
}
