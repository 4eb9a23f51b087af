/// How the words before the command become `GlobalOptions`, by `GlobalOption`'s definitions.
extension GlobalOptions {
    /// Every global option, in the order `--help`'s man page and the shells' completion
    /// scripts list them: `GlobalOption`'s definitions, which `parse` reads.
    public static let specs: [GlobalOptionSpec] = GlobalOption.allCases.map(\.spec)

    /// Reads the options from `arguments` (without the program name). Options are read
    /// until the first word that is not one; everything after it is the command's.
    /// `--json` and `--yes`-style flags after the command are the command's to read.
    public static func parse(_ arguments: [String]) throws(Failure) -> GlobalOptions {
        var options = GlobalOptions()
        var index = 0
        func value(for option: String, inline: String?) throws(Failure) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw .missingValue(option: option) }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            guard argument.hasPrefix("-"), argument != "-" else { break }
            if argument == "--" {
                index += 1
                break
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            let inline = parts.count == 2 ? parts[1] : nil
            guard let spec = GlobalOption.named(name)?.spec else {
                throw .unknownOption(argument)
            }
            try spec.apply(
                spec.value == nil ? nil : try value(for: name, inline: inline), to: &options)
            index += 1
        }
        options.command = Array(arguments[index...])
        // `--json` is also accepted after the command (`subhub total --json`).
        if let position = options.command.firstIndex(of: GlobalOption.json.spec.name) {
            options.json = true
            options.command.remove(at: position)
        }
        return options
    }
}
