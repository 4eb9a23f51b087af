/// A plan recognized in a typed subscription name ("Spotify familiar", "Netflix Premium").
///
/// Typed values only: the shell words them from its catalogs.
public enum PlanKind: String, CaseIterable, Hashable, Sendable {
    case family, duo, student, individual, premium, standard, basic, withAds

    /// How many people usually share a plan of this kind, when the kind says so.
    ///
    /// A family plan takes the brand's usual member count (a Spotify family is six, a
    /// Nintendo Switch Online family eight); plans that do not say how many people share
    /// them give `nil`.
    public func memberCount(usualMembers: Int?) -> Int? {
        switch self {
        case .family: usualMembers
        case .duo: 2
        case .individual, .student: 1
        case .premium, .standard, .basic, .withAds: nil
        }
    }

    /// When a name mentions several plans ("premium para estudiantes"), the one that says
    /// most about who shares it wins: lower is stronger.
    package var precedence: Int {
        switch self {
        case .family: 0
        case .duo: 1
        case .student: 2
        case .individual: 3
        case .premium: 4
        case .standard: 5
        case .basic: 6
        case .withAds: 7
        }
    }
}
