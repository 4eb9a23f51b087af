import SubLocalization

/// Tab at the starter pack's pick prompt: completes the name being typed after the last
/// comma among the pack's brands (by the start of the name or of one of its words, case and
/// accents aside); numbers and ranges are left alone.
enum StarterPickCompletion {
    static func complete(_ line: String, names: [String]) -> Completion {
        let afterComma = line.split(separator: ",", omittingEmptySubsequences: false).last ?? ""
        let partial = String(afterComma.drop { $0 == " " })
        let typed = TextFolding.fold(partial)
        guard !typed.isEmpty, !partial.allSatisfy({ $0.isNumber || $0 == "-" || $0 == " " }) else {
            return .none
        }
        let matches = names.filter { name in
            let folded = TextFolding.fold(name)
            return folded.hasPrefix(typed)
                || folded.split(separator: " ").contains { $0.hasPrefix(typed) }
        }
        guard let first = matches.first else {
            return Completion(partial: partial, replacement: nil, candidates: [])
        }
        // One name closes with ", " so the next pick can follow at once.
        if matches.count == 1 {
            return Completion(partial: partial, replacement: first + ", ", candidates: matches)
        }
        var common = first
        for name in matches.dropFirst() {
            common = String(zip(common, name).prefix { $0 == $1 }.map(\.0))
        }
        let longer = TextFolding.fold(common).count > typed.count
        return Completion(
            partial: partial, replacement: longer ? common : nil, candidates: matches)
    }
}
