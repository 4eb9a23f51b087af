/// What kind of service a curated brand is; the shell words each case from its catalogs.
///
/// The raw values are the stable identifiers used in `curated.json` and in `--json` output.
public enum BrandCategory: String, CaseIterable, Hashable, Sendable {
    case streaming, music, cloud, software, games, news, fitness, vpn, ai, telecom, education, other
}
