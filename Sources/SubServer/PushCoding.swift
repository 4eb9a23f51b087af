import SubJSON
import SubRecords

/// The wire form of a push (`subhub_push`, ServerSchema.version4): pending changes as one
/// JSON array, and the server's answer back as one result per change.
enum PushCoding {
    /// `[{"key", "id", "kind", "base", "fields", "before", "after"}, …]`; a record is an
    /// object of its columns' text (the server casts each to its column's type).
    static func json(of changes: [PendingChange]) -> String {
        var output = "["
        for (index, change) in changes.enumerated() {
            if index > 0 { output += "," }
            output += "{\"key\":"
            JSONString.append(change.key.uuidString, to: &output)
            output += ",\"id\":"
            JSONString.append(change.expenseID.uuidString, to: &output)
            output += ",\"kind\":"
            JSONString.append(change.kind.rawValue, to: &output)
            output += ",\"base\":" + (change.baseVersion.map(String.init) ?? "null")
            output += ",\"fields\":["
            for (position, field) in change.changedFields.enumerated() {
                if position > 0 { output += "," }
                JSONString.append(field, to: &output)
            }
            output += "],\"before\":"
            append(change.before, to: &output)
            output += ",\"after\":"
            append(change.after, to: &output)
            output += "}"
        }
        return output + "]"
    }

    private static func append(_ record: ExpenseRecord?, to output: inout String) {
        guard let record else {
            output += "null"
            return
        }
        output += "{"
        for (index, field) in ExpenseRecord.fieldNames.enumerated() {
            if index > 0 { output += "," }
            JSONString.append(field, to: &output)
            output += ":"
            if let value = record.values[index] {
                JSONString.append(value, to: &output)
            } else {
                output += "null"
            }
        }
        output += "}"
    }

    /// The answer: `{"conflicts": [{field, mine, theirs}]}` for a change applied (wholly or
    /// but its conflicting fields), `{state, message}` for one refused. Nil when the text is
    /// not that shape.
    static func results(from text: String) -> [Result<[FieldConflict], ServerError>]? {
        guard let answers = JSONParser.parse(text)?.array else { return nil }
        var results: [Result<[FieldConflict], ServerError>] = []
        results.reserveCapacity(answers.count)
        for answer in answers {
            if let conflicts = answer["conflicts"]?.array {
                var read: [FieldConflict] = []
                for conflict in conflicts {
                    guard let field = conflict["field"]?.string else { return nil }
                    read.append(
                        FieldConflict(
                            field: field, mine: conflict["mine"]?.string,
                            theirs: conflict["theirs"]?.string))
                }
                results.append(.success(read))
            } else if let state = answer["state"]?.string {
                results.append(
                    .failure(
                        PostgresConnection.failure(
                            sqlState: state, message: answer["message"]?.string ?? "")))
            } else {
                return nil
            }
        }
        return results
    }
}
