import SubDomain

extension SpreadsheetError {
    /// The statement importer's words for it: only a missing libzip is something the user can
    /// fix on this machine; a limit passed is named, as a text statement's is; every other
    /// failure means the file itself cannot be read.
    public var statementError: StatementError {
        switch self {
        case .zipLibraryMissing: .spreadsheetLibraryMissing
        case .tooLarge(let limit): .workbookTooLarge(limit: limit)
        case .tooManyColumns(let row, let limit): .tooManyColumns(line: row, limit: limit)
        case .tooManyRows(let limit): .tooManyRows(limit: limit)
        case .tooManyCells(let limit): .tooManyCells(limit: limit)
        case .nestedTooDeep(let limit): .nestedTooDeep(line: nil, limit: limit)
        case .fileUnreadable, .notAZip, .damaged, .notAWorkbook, .noWorksheet:
            .unreadableSpreadsheet
        }
    }
}
