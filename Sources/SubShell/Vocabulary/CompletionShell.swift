/// A shell SubHub writes a completion script for.
public enum CompletionShell: String, CaseIterable, Hashable, Sendable {
    case bash, zsh, fish
}
