import SubLocalization

/// The grammar of `group new|add|remove`.
extension CommandTable {
    static let group = CommandSpec(
        .group,
        subcommands: [
            (
                .groupNew,
                .init(
                    [.init(.name, .text), .init(.member, .subscription, .list(minimum: 0))],
                    options: [.value("--cap", .cap, .amount), .flag("--auto")],
                    oneOf: ["--cap", "--auto"]
                ) { values throws(UsageError) in
                    let name = values.text(.name) ?? ""
                    let members = values.texts(.member)
                    switch (values.flag("--auto"), values.option("--cap")?.text) {
                    case (true, nil):
                        return .groupNew(name: name, cap: .automatic, members: members)
                    case (false, let cap?):
                        return .groupNew(
                            name: name, cap: .manual(amountText: cap), members: members)
                    case (true, _?): throw .unexpectedArgument(command: .group, word: "--cap")
                    case (false, nil): throw .missingArgument(command: .group, argument: .cap)
                    }
                }
            ),
            (
                .groupAdd,
                .init([.init(.group, .group), .init(.member, .subscription, .list(minimum: 1))]) {
                    values throws(UsageError) in
                    .groupAdd(group: values.text(.group) ?? "", members: values.texts(.member))
                }
            ),
            (
                .groupRemove,
                .init([.init(.member, .subscription, .joined(required: true))]) {
                    values throws(UsageError) in
                    .groupRemove(member: values.text(.member) ?? "")
                }
            ),
        ],
        access: .writesLedger, json: true)
}

/// The group commands as the parser and the tests write them.
extension Command {
    static func groupNew(name: String, cap: GroupsCommand.Cap, members: [String]) -> Command {
        .family(AnyFamilyCommand(GroupsCommand(.create(name: name, cap: cap, members: members))))
    }

    static func groupAdd(group: String, members: [String]) -> Command {
        .family(AnyFamilyCommand(GroupsCommand(.add(group: group, members: members))))
    }

    static func groupRemove(member: String) -> Command {
        .family(AnyFamilyCommand(GroupsCommand(.remove(member: member))))
    }
}
