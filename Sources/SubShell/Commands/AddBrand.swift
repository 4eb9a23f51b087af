import SubBrands
import SubBrandsCore

/// What the brand catalog says of a name typed for `add`: the brand it names (with the plan
/// it mentions), or else the brand it seems a typo of. Looked up once per name
/// (`AddResolver.brand(for:)`), outside any write transaction.
struct AddBrand: Hashable, Sendable {
    /// The brand the name names exactly: it fills in what the user left out.
    let named: BrandSuggestion?
    /// The brand a name with one typo or another spelling seems to mean (`Netflx`): only
    /// ever said, never taken, since the name may be something else.
    let near: Brand?
}
