import SubBrands
import SubBrandsCore
import SubDomain

/// Where a subscription is managed or cancelled: the user's own link (`--url`), else the
/// recognized brand's. The seed's "gestionar" button, as a line the terminal can open.
enum ManageLink {
    static func url(for expense: RecurringExpense) -> String? {
        if let own = expense.manageURL { return own }
        guard let slug = expense.brandSlug else { return nil }
        return BrandCatalog.shared.brand(id: slug)?.manageURL
    }
}
