import CEditLine
import FoundationEssentials
import Glibc
import SubDomain
import SubLocalization

/// The line editor: libedit with Emacs keys, reverse search, `~/.editrc`, history kept in a
/// 0600 file, Tab completion through `completer`, Ctrl-C cancelling the line instead of the
/// program and Ctrl-Z suspending cleanly. The only file that imports CEditLine.
final class EditLineReader: LineReading {
    private let editor: OpaquePointer
    private let history: OpaquePointer
    private let historyPath: String?
    /// The prompt libedit shows; stable memory that the C callback returns.
    private var promptBuffer: UnsafeMutablePointer<CChar>
    private var interrupted = false
    var completer: ((String) -> Completion)?
    /// Asked before listing more than `listingLimit` candidates ("Show all 100,000
    /// possibilities?"), as readline does; with the answer's check. Without them, lists all.
    var listingQuestion: ((Int) -> String)?
    var listingAccepted: ((String) -> Bool)?
    static let listingLimit = 100

    /// Prepares the terminal for multibyte input and creates the editor; `nil` when libedit
    /// cannot start (no terminal).
    init?(historyPath: String?) {
        Self.ensureUTF8CharacterType()
        guard let editor = el_init("subhub", subhub_stdin(), subhub_stdout(), subhub_stderr()),
            let history = history_init()
        else { return nil }
        self.editor = editor
        self.history = history
        self.historyPath = historyPath
        self.promptBuffer = strdup("> ")!

        subhub_el_set_clientdata(editor, Unmanaged.passUnretained(self).toOpaque())
        // The editor must be chosen before any binding, or the bindings vanish silently.
        subhub_el_set_editor(editor, "emacs")
        subhub_el_set_prompt_esc(editor, promptCallback, 1)
        subhub_el_set_signal(editor, 1)
        // Ctrl-C and Ctrl-Z arrive as keys, not signals: Ctrl-C cancels the line, and the
        // process group is never interrupted behind libedit's back.
        subhub_el_settty(editor, "-d", "-isig")
        subhub_el_add_function(editor, "subhub-complete", "Complete the word", completeCallback)
        subhub_el_bind(editor, "^I", "subhub-complete")
        subhub_el_add_function(editor, "subhub-interrupt", "Cancel the line", interruptCallback)
        subhub_el_bind(editor, "^C", "subhub-interrupt")
        subhub_el_add_function(editor, "subhub-suspend", "Suspend", suspendCallback)
        subhub_el_bind(editor, "^Z", "subhub-suspend")
        subhub_el_bind(editor, "^R", "em-inc-search-prev")

        subhub_history_set_size(history, 1000)
        subhub_history_set_unique(history, 1)
        subhub_el_set_hist(editor, history)
        if let historyPath, FileManager.default.fileExists(atPath: historyPath) {
            subhub_history_load(history, historyPath)
        }
        // ~/.editrc (and $EDITRC) may rebind keys, as in every libedit program.
        subhub_el_source_default(editor)
    }

    deinit {
        el_end(editor)
        history_end(history)
        free(promptBuffer)
    }

    func readLine(prompt: String) -> LineInput {
        free(promptBuffer)
        promptBuffer = strdup(prompt) ?? strdup("> ")!
        interrupted = false
        var count: Int32 = 0
        guard let raw = el_gets(editor, &count) else {
            return interrupted ? .interrupted : .endOfInput
        }
        if interrupted { return .interrupted }
        var line = String(cString: raw)
        if line.hasSuffix("\n") { line.removeLast() }
        return .line(line)
    }

    func remember(_ line: String) {
        guard !line.isEmpty, !line.hasPrefix(" "), !HistorySecrets.found(in: line) else {
            return
        }
        subhub_history_enter(history, line)
        guard let historyPath else { return }
        let folder = historyPath.lastIndex(of: "/").map { String(historyPath[..<$0]) } ?? "."
        try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        // Written beside it and renamed over it: a symlink put there meanwhile is replaced,
        // never followed, and the file is 0600 from its first byte.
        let temporary = historyPath + ".\(getpid()).tmp"
        let previous = umask(0o077)
        subhub_history_save(history, temporary)
        umask(previous)
        if rename(temporary, historyPath) != 0 { unlink(temporary) }
    }

    // MARK: Callbacks from C

    fileprivate static func reader(of editor: OpaquePointer?) -> EditLineReader? {
        guard let editor, let data = subhub_el_get_clientdata(editor) else { return nil }
        return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue()
    }

    fileprivate func prompt() -> UnsafeMutablePointer<CChar> { promptBuffer }

    fileprivate func interrupt() -> UInt8 {
        interrupted = true
        fputs("^C\n", subhub_stdout())
        return UInt8(CC_NEWLINE)
    }

    fileprivate func complete() -> UInt8 {
        guard let completer, let info = el_line(editor)?.pointee, let start = info.buffer,
            let cursor = info.cursor
        else { return UInt8(CC_ERROR) }
        let length = cursor - start
        let bytes = UnsafeBufferPointer(
            start: UnsafeRawPointer(start).assumingMemoryBound(to: UInt8.self), count: length)
        let before = String(decoding: bytes, as: UTF8.self)
        let completion = completer(before)
        var changed = false
        if let replacement = completion.replacement, replacement != completion.partial {
            el_deletestr(editor, Int32(completion.partial.unicodeScalars.count))
            el_insertstr(editor, replacement)
            changed = true
        }
        if completion.candidates.count > 1 {
            if completion.candidates.count > Self.listingLimit, let listingQuestion,
                let listingAccepted
            {
                fputs("\n" + listingQuestion(completion.candidates.count), subhub_stdout())
                fflush(subhub_stdout())
                var key: CChar = 0
                let answered = el_getc(editor, &key) == 1
                fputs("\n", subhub_stdout())
                let text = String(decoding: [UInt8(bitPattern: key)], as: UTF8.self)
                guard answered, listingAccepted(text) else { return UInt8(CC_REDISPLAY) }
            }
            let columns = CompletionColumns.layout(
                Array(completion.candidates), width: Self.terminalWidth())
            fputs("\n" + columns.joined(separator: "\n") + "\n", subhub_stdout())
            return UInt8(CC_REDISPLAY)
        }
        if completion.candidates.isEmpty && !changed { return UInt8(CC_REFRESH_BEEP) }
        return UInt8(CC_REFRESH)
    }

    // MARK: Terminal

    /// libedit drops every non-ASCII key unless the character type is a UTF-8 locale; the
    /// environment's locale is used when it is UTF-8, `C.UTF-8` otherwise.
    private static func ensureUTF8CharacterType() {
        setlocale(LC_CTYPE, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        if codeset.uppercased().replacingAll("-", with: "") != "UTF8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    static func terminalWidth() -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return 80
    }

    /// Rows the terminal shows (for the pager decision).
    static func terminalHeight() -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 {
            return Int(size.ws_row)
        }
        return 24
    }
}

private let promptCallback: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>? = {
    editor in
    EditLineReader.reader(of: editor)?.prompt()
}

private let completeCallback: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editor, _ in
    EditLineReader.reader(of: editor)?.complete() ?? UInt8(CC_ERROR)
}

private let interruptCallback: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editor, _ in
    EditLineReader.reader(of: editor)?.interrupt() ?? UInt8(CC_NEWLINE)
}

/// Ctrl-Z: with EL_SIGNAL set, libedit restores the terminal before the stop and prepares it
/// again on `fg`; the line is then drawn again.
private let suspendCallback: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { _, _ in
    kill(getpid(), SIGTSTP)
    return UInt8(CC_REDISPLAY)
}
