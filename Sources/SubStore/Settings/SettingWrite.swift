import SubRecords

/// A setting changed inside a ledger write (an undo putting one back), recorded in the same
/// history change as the rows the write changed.
struct SettingWrite {
    let key: SettingKey
    let old: String?
    /// `nil` removes the setting.
    let new: String?
}
