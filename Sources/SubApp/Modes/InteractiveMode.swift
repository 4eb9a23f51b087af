import SubLocalization

/// The interactive shell. Until the line editor lands it reads plain lines with a prompt.
struct InteractiveMode {
    let session: Session

    func run() -> Int32 {
        ScriptMode(session: session, input: StandardInput()).run()
    }
}
