/// Names typed in every way the folding rule must see as one, shared by the tests that check
/// that names, catalog words and brand searches fold alike.
public enum FoldingSamples {
    /// Each input with the folded form all three must reach: lower case, no accents,
    /// half-width, single spaces.
    public static let table: [(input: String, folded: String)] = [
        ("Netflix", "netflix"),
        ("ＮＥＴＦＬＩＸ", "netflix"),
        ("ｎｅｔｆｌｉｘ", "netflix"),
        ("  Día   Club ", "dia club"),
        ("ESTÁNDAR", "estandar"),
        ("Pai\u{301}s", "pais"),
        ("Ｄíａ\u{3000}Ｃｌｕｂ", "dia club"),
        ("hbo\tMAX", "hbo max"),
        ("Nguyễn Văn", "nguyen van"),
        ("ＹｏｕＴｕｂｅ Premium ２", "youtube premium 2"),
        ("Crème Brûlée", "creme brulee"),
    ]
}
