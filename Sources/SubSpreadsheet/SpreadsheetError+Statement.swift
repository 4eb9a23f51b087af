import SubDomain

extension SpreadsheetError {
    /// The statement importer's words for it: only a missing libzip is something the user can
    /// fix on this machine; every other failure means the file itself cannot be read.
    public var statementError: StatementError {
        switch self {
        case .zipLibraryMissing: .spreadsheetLibraryMissing
        case .fileUnreadable, .notAZip, .damaged, .notAWorkbook, .noWorksheet, .entryTooLarge:
            .unreadableSpreadsheet
        }
    }
}
