import SubJSON
import SubLocalization

/// A failure as `--json` answers it, on standard output like every other answer:
/// `{"error": {"code": "not_found", "message": "…", "lines": […]}}`.
///
/// The code is the failure's kind, and the kind of the error inside it where it wraps one
/// (`invalid_value.unknown_field`, `domain.empty_name`, `store.locked`): the case names of
/// `CommandFailure` and the errors it carries, in snake case. Scripts branch on the code;
/// the message is for people, in the reader's language.
enum FailureJSON {
    static func document(_ failure: CommandFailure, localizer: Localizer) -> OrderedJSON {
        let lines = FailureWording(localizer: localizer).body(for: failure)
        return .object([
            (
                "error",
                .object([
                    ("code", .string(code(of: failure))),
                    ("message", .string(lines.first ?? "")),
                    ("lines", .array(lines.dropFirst().map { .string($0) })),
                ])
            )
        ])
    }

    /// `invalid_value.unknown_field`: the case's name and, one level down, the name of the
    /// case of the error it carries. Reflection costs nothing until a failure is worded.
    static func code(of failure: CommandFailure) -> String {
        // A folder's own failure reads as if it were a case of `CommandFailure`.
        if case .family(let failure) = failure { return code(ofCase: failure) }
        return code(ofCase: failure)
    }

    private static func code(ofCase failure: Any) -> String {
        let outer = caseName(failure)
        guard let payload = Mirror(reflecting: failure).children.first?.value,
            let inner = innerError(payload)
        else { return outer }
        return outer + "." + caseName(inner)
    }

    /// The error a failure wraps (a tuple payload's first error, or the payload itself).
    private static func innerError(_ payload: Any) -> Any? {
        if payload is any Error { return payload }
        return Mirror(reflecting: payload).children.first { $0.value is any Error }?.value
    }

    private static func caseName(_ value: Any) -> String {
        let name =
            Mirror(reflecting: value).children.first?.label
            ?? String(describing: value).prefix { $0 != "(" }.description
        var snake = ""
        for character in name {
            if character.isUppercase {
                if !snake.isEmpty { snake.append("_") }
                snake += character.lowercased()
            } else {
                snake.append(character)
            }
        }
        return snake
    }
}
