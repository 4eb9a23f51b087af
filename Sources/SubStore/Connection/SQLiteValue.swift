@_exported import SubRecords

/// A value bound to a statement parameter. SubStore re-exports SubRecords, so the store's
/// users name its errors, history and records without a second import.
typealias SQLiteValue = ColumnValue
