/// Every brand in catalog order: curated ones first, then Simple Icons in slug order.
///
/// Brands loaded from JSON (tests) are kept as values; the digest the binary carries keeps
/// the Simple Icons part as an `IconTable` and makes each `Brand` when it is asked for.
package struct BrandList: RandomAccessCollection, Sendable {
    private let curated: [Brand]
    private let icons: Icons

    private enum Icons: Sendable {
        case values([Brand])
        case table(IconTable)
    }

    /// Brands already made, curated first and the Simple Icons ones after, in slug order.
    package init(_ brands: [Brand]) {
        let curatedCount = brands.firstIndex { $0.source != .curated } ?? brands.count
        self.curated = Array(brands[..<curatedCount])
        self.icons = .values(Array(brands[curatedCount...]))
    }

    /// Curated brands as values and the Simple Icons ones as a digest table.
    package init(curated: [Brand], icons: IconTable) {
        self.curated = curated
        self.icons = .table(icons)
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int {
        switch icons {
        case .values(let brands): curated.count + brands.count
        case .table(let table): curated.count + table.count
        }
    }

    package subscript(position: Int) -> Brand {
        if position < curated.count { return curated[position] }
        switch icons {
        case .values(let brands): return brands[position - curated.count]
        case .table(let table): return table.brand(position - curated.count)
        }
    }

    package var curatedBrands: [Brand] { curated }

    /// The catalog position of the brand with `id`: a curated one first, else the Simple Icon
    /// with that slug, found by binary search (they are in slug order).
    package func position(ofID id: String) -> Int? {
        if let position = curated.firstIndex(where: { $0.id == id }) { return position }
        var id = id
        return id.withUTF8 { wanted -> Int? in
            var low = 0
            var high = endIndex - curated.count
            while low < high {
                let middle = (low + high) / 2
                let order = compareSlug(at: middle, with: wanted)
                if order == 0 { return curated.count + middle }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// Byte order of icon `index`'s slug against `wanted` (slugs are ASCII, so byte order
    /// is the String order the loader sorted them by).
    private func compareSlug(at index: Int, with wanted: UnsafeBufferPointer<UInt8>) -> Int {
        switch icons {
        case .values(let brands):
            var slug = brands[index].id
            return slug.withUTF8 { Self.compare($0, wanted) }
        case .table(let table):
            return Self.compare(table.slugBytes(index), wanted)
        }
    }

    private static func compare(
        _ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>
    )
        -> Int
    {
        for (a, b) in zip(left, right) where a != b { return a < b ? -1 : 1 }
        return left.count - right.count
    }
}
