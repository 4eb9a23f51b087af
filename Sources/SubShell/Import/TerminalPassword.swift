import Glibc

/// A password typed at the terminal with echo off, for a protected PDF: read from the
/// controlling terminal, never from a script's input, never kept in the history or the
/// profile, and forgotten once the file is open.
enum TerminalPassword {
    /// The password typed after `prompt`; `nil` when input is not a terminal (a script, a
    /// pipe) or nothing could be read, so a script is told instead of waiting.
    static func ask(_ prompt: String) -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard terminal >= 0 else { return nil }
        defer { close(terminal) }
        var saved = termios()
        guard tcgetattr(terminal, &saved) == 0 else { return nil }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ICANON)
        guard tcsetattr(terminal, TCSAFLUSH, &quiet) == 0 else { return nil }
        defer {
            _ = tcsetattr(terminal, TCSAFLUSH, &saved)
            _ = write(terminal, "\n", 1)
        }
        _ = prompt.utf8CString.withUnsafeBufferPointer {
            write(terminal, $0.baseAddress, $0.count - 1)
        }
        // A line of at most 1 KiB: no PDF password is longer.
        var typed: [UInt8] = []
        var byte: UInt8 = 0
        while typed.count < 1_024, read(terminal, &byte, 1) == 1, byte != 0x0A, byte != 0x0D {
            typed.append(byte)
        }
        return String(decoding: typed, as: UTF8.self)
    }
}
