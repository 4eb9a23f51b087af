/// What Tab could put under the cursor: a plain list, or a run of a `NameIndex` that is never
/// copied out unless it is listed. 100,000 names matching one letter cost nothing to count,
/// and the line editor asks before listing them.
public struct Candidates: RandomAccessCollection, Equatable, ExpressibleByArrayLiteral, Sendable {
    private enum Storage: Sendable {
        case list([String])
        case names(NameIndex, Range<Int>)
    }

    private let storage: Storage

    public init(_ list: [String]) { storage = .list(list) }
    public init(arrayLiteral elements: String...) { storage = .list(elements) }
    init(_ index: NameIndex, _ range: Range<Int>) { storage = .names(index, range) }

    public var startIndex: Int { 0 }
    public var endIndex: Int {
        switch storage {
        case .list(let list): list.count
        case .names(_, let range): range.count
        }
    }

    public subscript(position: Int) -> String {
        switch storage {
        case .list(let list): list[position]
        case .names(let index, let range): index.name(at: range.lowerBound + position)
        }
    }

    public static func == (lhs: Candidates, rhs: Candidates) -> Bool {
        lhs.elementsEqual(rhs)
    }
}
