import SubRecords

/// A value bound to a statement parameter: a column's value as the records hold it.
typealias SQLiteValue = ColumnValue
