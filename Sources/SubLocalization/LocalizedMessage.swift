/// A message key with its arguments, not yet worded: what typed errors and warnings turn
/// into, so the words are chosen at the last moment in the reader's language.
public struct LocalizedMessage: Hashable, Sendable {
    public let key: MessageKey
    public let arguments: [String: MessageArgument]

    public init(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) {
        self.key = key
        self.arguments = arguments
    }
}

/// Something that can be worded from the catalogs.
public protocol LocalizableMessage {
    var localizedMessage: LocalizedMessage { get }
}
