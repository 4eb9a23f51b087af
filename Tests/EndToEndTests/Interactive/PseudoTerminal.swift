import Foundation
import Glibc
import Testing

/// The real `subhub` binary on a pseudo-terminal, driven like a person at a keyboard:
/// send keys, wait for text to appear, read what the screen shows. Everything read from the
/// terminal is kept in a transcript that failures print.
final class PseudoTerminal {
    let pid: pid_t
    let master: Int32
    /// Every byte the program wrote to the terminal, escape sequences included.
    private(set) var raw: [UInt8] = []
    /// Where the next `expect` starts looking in the cleaned transcript, so expectations are
    /// met in order and an old prompt never satisfies a new wait.
    private var searchFrom: String.Index?
    private(set) var exitStatus: Int32?

    /// Starts `executable` with exactly `environment` (nothing inherited) on a fresh
    /// 100×30 terminal that is its controlling terminal and stdin, stdout and stderr.
    init(
        executable: String, arguments: [String] = [], environment: [String: String],
        rows: UInt16 = 30, columns: UInt16 = 100
    ) throws {
        // Everything the child touches is built before the fork: between fork and exec
        // only async-signal-safe calls are allowed (the test process has many threads).
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        var masterFD: Int32 = -1
        let child = argv.withUnsafeBufferPointer { argvBuffer in
            envp.withUnsafeBufferPointer { envpBuffer in
                let pid = forkpty(&masterFD, nil, nil, &size)
                if pid == 0 {
                    execve(argvBuffer[0]!, argvBuffer.baseAddress!, envpBuffer.baseAddress!)
                    _exit(127)
                }
                return pid
            }
        }
        guard child > 0 else { throw PseudoTerminalError.forkFailed(errno: errno) }
        pid = child
        master = masterFD
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    // MARK: Keys

    /// Types `text`, once the line editor is reading.
    ///
    /// libedit prints the prompt first and only then switches the terminal to raw mode, for
    /// each line it reads. Keys that arrive in between are echoed by the kernel as well, and
    /// a Ctrl-D there becomes a NUL byte. A person cannot type within that microsecond; a test
    /// can, so it waits until canonical mode is off (at most two seconds).
    func send(_ text: String) {
        let deadline = Date().addingTimeInterval(2)
        while terminalAttributes().c_lflag & tcflag_t(ICANON) != 0, exitStatus == nil,
            deadline.timeIntervalSinceNow > 0
        {
            _ = drain(timeout: 0.005)
        }
        var bytes = Array(text.utf8)
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes.removeFirst(written)
            } else if errno == EAGAIN || errno == EINTR {
                _ = drain(timeout: 10)
            } else {
                return
            }
        }
    }

    /// A line and Enter (a terminal sends carriage return).
    func sendLine(_ text: String) { send(text + "\r") }

    static let tab = "\t"
    static let enter = "\r"
    static let ctrlC = "\u{03}"
    static let ctrlD = "\u{04}"
    static let ctrlU = "\u{15}"
    static let up = "\u{1B}[A"

    // MARK: Reading

    /// What the terminal shows, top to bottom and including what scrolled away: the output
    /// replayed on a small screen model, so a line libedit redrew reads as it looks.
    var transcript: String {
        var screen = ScreenModel()
        screen.feed(raw)
        return screen.text
    }

    /// Waits until `text` appears after the previous expectation's match; records a test
    /// failure with the transcript when it does not appear within `timeout` seconds.
    @discardableResult
    func expect(
        _ text: String, timeout: Double = 5, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let cleaned = transcript
            let start = searchFrom.map { min($0, cleaned.endIndex) } ?? cleaned.startIndex
            if let found = cleaned.range(of: text, range: start..<cleaned.endIndex) {
                searchFrom = found.upperBound
                return true
            }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 || exitStatus != nil && !drain(timeout: 0) {
                Issue.record(
                    "Waited \(timeout) s for \(String(reflecting: text)); the terminal showed:\n\(transcriptForFailure)",
                    sourceLocation: sourceLocation)
                return false
            }
            _ = drain(timeout: min(remaining, 0.2))
        }
    }

    /// Waits for the program to end, reading what it still writes; its exit status, or nil
    /// (and a recorded failure) when it is still running after `timeout` seconds.
    func waitForExit(timeout: Double = 5, sourceLocation: SourceLocation = #_sourceLocation)
        -> Int32?
    {
        let deadline = Date().addingTimeInterval(timeout)
        while exitStatus == nil {
            _ = drain(timeout: 0.05)
            if deadline.timeIntervalSinceNow <= 0 {
                Issue.record(
                    "The program did not exit within \(timeout) s; the terminal showed:\n\(transcriptForFailure)",
                    sourceLocation: sourceLocation)
                return nil
            }
        }
        while drain(timeout: 0) {}
        return exitStatus
    }

    /// The terminal's current settings (the master sees the slave's line discipline).
    func terminalAttributes() -> termios {
        var attributes = termios()
        tcgetattr(master, &attributes)
        return attributes
    }

    var transcriptForFailure: String {
        "----- transcript -----\n\(transcript)\n----- end (status: \(exitStatus.map(String.init) ?? "running")) -----"
    }

    /// Reads what is available within `timeout` seconds; false when nothing came.
    @discardableResult
    private func drain(timeout: Double) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(max(0, timeout) * 1000))
        var got = false
        if ready > 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if count > 0 {
                    raw += buffer[..<count]
                    got = true
                } else {
                    break  // EAGAIN: all read for now; EIO: the child closed the terminal.
                }
            }
        }
        reapIfExited()
        return got
    }

    private func reapIfExited() {
        guard exitStatus == nil else { return }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid {
            // WIFEXITED / WEXITSTATUS are macros Swift cannot see.
            exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        }
    }
}

enum PseudoTerminalError: Error {
    case forkFailed(errno: Int32)
}

/// Just enough of an xterm to replay libedit's output: text, carriage return, newline,
/// backspace, tab, and the CSI cursor, erase, insert and delete sequences; colours and modes
/// are ignored. One cell per Unicode scalar, two for East Asian wide ones (`爱奇艺` takes six
/// columns, as libedit counts them). Lines are never trimmed, so a prompt keeps its trailing
/// space.
struct ScreenModel {
    private var lines: [[Unicode.Scalar]] = [[]]
    private var row = 0
    private var column = 0
    /// The right half of a wide character's two cells; never shown.
    private static let continuation: Unicode.Scalar = "\u{0}"

    var text: String {
        lines.map { String(String.UnicodeScalarView($0.filter { $0 != Self.continuation })) }
            .joined(separator: "\n")
    }

    /// CJK ideographs and punctuation, kana, Hangul and full-width forms take two columns.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let ranges: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD,
        ]
        return ranges.contains { $0.contains(scalar.value) }
    }

    mutating func feed(_ bytes: [UInt8]) {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar.value {
            case 0x1B:
                guard index < scalars.count else { return }
                let kind = scalars[index]
                index += 1
                if kind == "[" {
                    var parameters = ""
                    while index < scalars.count, !(0x40...0x7E).contains(scalars[index].value) {
                        parameters.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                    guard index < scalars.count else { return }
                    control(scalars[index], parameters)
                    index += 1
                } else if kind == "]" {
                    while index < scalars.count, scalars[index] != "\u{07}",
                        scalars[index] != "\u{1B}"
                    { index += 1 }
                    index += index < scalars.count && scalars[index] == "\u{1B}" ? 2 : 1
                }
            case 0x0D: column = 0
            case 0x0A: moveTo(row: row + 1, column: column)
            case 0x08: column = max(0, column - 1)
            case 0x09: column = (column / 8 + 1) * 8
            case 0..<0x20, 0x7F: break
            default: put(scalar)
            }
        }
    }

    private mutating func control(_ final: Unicode.Scalar, _ parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0.filter(\.isNumber)) }
        let count = max(1, numbers.first.flatMap { $0 } ?? 1)
        switch final {
        case "A": moveTo(row: max(0, row - count), column: column)
        case "B": moveTo(row: row + count, column: column)
        case "C": column += count
        case "D": column = max(0, column - count)
        case "G": column = count - 1
        case "K":
            padLine()
            switch numbers.first.flatMap({ $0 }) ?? 0 {
            case 1: for cell in 0..<min(column + 1, lines[row].count) { lines[row][cell] = " " }
            case 2: lines[row] = []
            default: lines[row].removeSubrange(min(column, lines[row].count)...)
            }
        case "J":
            lines[row].removeSubrange(min(column, lines[row].count)...)
            lines.removeSubrange((row + 1)...)
        case "@":
            padLine()
            lines[row].insert(contentsOf: repeatElement(" ", count: count), at: column)
        case "P":
            padLine()
            lines[row].removeSubrange(column..<min(lines[row].count, column + count))
        case "X":
            for _ in 0..<count { put(" ") }
            column -= count
        default: break  // colours, modes, absolute positions: not needed for a line editor
        }
    }

    private mutating func moveTo(row newRow: Int, column newColumn: Int) {
        while lines.count <= newRow { lines.append([]) }
        row = newRow
        column = newColumn
    }

    private mutating func padLine() {
        while lines[row].count < column { lines[row].append(" ") }
    }

    private mutating func put(_ scalar: Unicode.Scalar) {
        for cell in Self.isWide(scalar) ? [scalar, Self.continuation] : [scalar] {
            padLine()
            if column < lines[row].count {
                lines[row][column] = cell
            } else {
                lines[row].append(cell)
            }
            column += 1
        }
    }
}
