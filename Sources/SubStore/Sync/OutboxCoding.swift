import FoundationEssentials
import SubJSON
import SubRecords

/// How the outbox stores a record and a problem as JSON text, in one place.
enum OutboxCoding {
    static func text(of record: ExpenseRecord) -> String {
        var output = "["
        for (index, value) in record.values.enumerated() {
            if index > 0 { output += "," }
            if let value { JSONString.append(value, to: &output) } else { output += "null" }
        }
        return output + "]"
    }

    static func record(from text: String) -> ExpenseRecord? {
        guard case .array(let values)? = JSONParser.parse(text, loneSurrogate: .refused) else {
            return nil
        }
        var texts: [String?] = []
        for value in values {
            switch value {
            case .string(let string): texts.append(string)
            case .null: texts.append(nil)
            default: return nil
            }
        }
        return try? ExpenseRecord(values: texts)
    }

    /// `{"rejected":"reason"}` or `{"conflict":[["field","mine","theirs"],…]}`.
    static func text(of problem: PendingProblem) -> String {
        var output = ""
        switch problem {
        case .rejected(let reason):
            output = "{\"rejected\":"
            JSONString.append(reason, to: &output)
        case .conflict(let conflicts):
            output = "{\"conflict\":["
            for (index, conflict) in conflicts.enumerated() {
                if index > 0 { output += "," }
                output += "["
                JSONString.append(conflict.field, to: &output)
                for value in [conflict.mine, conflict.theirs] {
                    output += ","
                    if let value { JSONString.append(value, to: &output) } else { output += "null" }
                }
                output += "]"
            }
            output += "]"
        }
        return output + "}"
    }

    static func problem(from text: String) -> PendingProblem? {
        guard let members = JSONParser.parse(text, loneSurrogate: .refused)?.valuesByName else {
            return nil
        }
        if case .string(let reason)? = members["rejected"] { return .rejected(reason: reason) }
        guard case .array(let items)? = members["conflict"] else { return nil }
        func optionalText(_ value: JSONValue) -> String?? {
            switch value {
            case .string(let text): return .some(text)
            case .null: return .some(nil)
            default: return nil
            }
        }
        var conflicts: [FieldConflict] = []
        for item in items {
            guard case .array(let parts) = item, parts.count == 3,
                case .string(let field) = parts[0], let mine = optionalText(parts[1]),
                let theirs = optionalText(parts[2])
            else { return nil }
            conflicts.append(FieldConflict(field: field, mine: mine, theirs: theirs))
        }
        return .conflict(conflicts)
    }
}
