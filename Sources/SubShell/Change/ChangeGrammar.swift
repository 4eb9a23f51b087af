import SubDomain
import SubLocalization

/// The grammar of `edit`, `archive`, `restore`, `delete` and `confirm`.
extension CommandTable {
    static let edit = CommandSpec(
        .edit,
        .init([
            .init(.name, .subscription), .init(.field, .field),
            .init(.value, .fieldValue, .joined(required: true)),
        ]) {
            values throws(UsageError) in
            guard case .field(let field)? = values.value(.field) else {
                throw .missingArgument(command: .edit, argument: .field)
            }
            return .edit(
                name: values.text(.name) ?? "", field: field, value: values.text(.value) ?? "")
        },
        access: .writesLedger, json: true)

    /// `archive NAME [--dry-run]`: with `--dry-run` only what it would do, nothing written.
    static let archive = CommandSpec(
        .archive,
        .init(
            [.init(.name, .subscription, .joined(required: true))],
            options: [.flag("--dry-run")]
        ) { values throws(UsageError) in
            let name = values.text(.name) ?? ""
            return values.flag("--dry-run") ? .archivePreview(name: name) : .archive(name: name)
        },
        access: .writesLedger, json: true)
    static let restore = CommandSpec(
        .restore, nameOnly { .restore(name: $0) }, access: .writesLedger, json: true)
    static let confirm = CommandSpec(
        .confirm, nameOnly { .confirm(name: $0) }, access: .writesLedger, json: true)

    static let delete = CommandSpec(
        .delete,
        .init(
            [.init(.name, .subscription, .joined(required: true))],
            options: [.yes]
        ) {
            values throws(UsageError) in
            .delete(name: values.text(.name) ?? "", confirmed: values.flag(.yes))
        },
        access: .writesLedger, json: true)
}

/// The changes as the parser and the tests write them.
extension Command {
    static func change(_ action: ChangeCommand.Action) -> Command {
        .family(AnyFamilyCommand(ChangeCommand(action)))
    }

    static func edit(name: String, field: EditField, value: String) -> Command {
        change(.edit(name: name, field: field, value: value))
    }

    static func archive(name: String) -> Command { change(.archive(name: name)) }
    static func archivePreview(name: String) -> Command { change(.archivePreview(name: name)) }
    static func restore(name: String) -> Command { change(.restore(name: name)) }

    static func delete(name: String, confirmed: Bool) -> Command {
        change(.delete(name: name, confirmed: confirmed))
    }

    static func confirm(name: String) -> Command { change(.confirm(name: name)) }
}
