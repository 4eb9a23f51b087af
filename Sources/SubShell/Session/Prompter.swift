/// Asks the person at the terminal a question and returns the answer; `nil` when nobody can
/// answer (script mode, no terminal) or they pressed Ctrl-C / Ctrl-D.
public protocol Prompter: AnyObject {
    func ask(_ prompt: String) -> String?
}
