/// Which command asked a what-if: the heading names the items left out, or the one archived.
public enum WhatIfSource: Hashable, Sendable {
    /// `total --without A,B`.
    case without
    /// `archive NAME --dry-run`.
    case archiveDryRun
}
