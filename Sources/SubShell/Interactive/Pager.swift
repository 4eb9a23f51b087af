import FoundationEssentials
import Glibc

/// Runs the user's pager on text that does not fit the screen.
///
/// The pager gets the terminal: it runs in its own process group, made the terminal's
/// foreground group by the child itself before it runs a line of the pager (a pager that
/// touched the terminal before the shell handed it over was stopped by SIGTTIN or SIGTTOU,
/// and the shell waited for it forever, Ctrl-C included). The shell waits with job control:
/// a pager that stops anyway is given the terminal again and continued, so the prompt always
/// comes back. A pager that quits early closes its pipe; that must not kill the shell with
/// SIGPIPE.
enum Pager {
    /// Feeds `text` to `command` (run by /bin/sh, as `$PAGER` is a command line); false when
    /// the pager could not start, so the caller prints the text itself.
    static func show(_ text: String, command: String) -> Bool {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return false }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // First, while standard input is still the terminal (it becomes the pipe next).
        let terminal = STDIN_FILENO
        let shellGroup = getpgrp()
        let ownsTerminal = isatty(terminal) == 1 && tcgetpgrp(terminal) == shellGroup
        if ownsTerminal, let takeTerminal = TerminalHandOver.action {
            _ = takeTerminal(&actions, terminal)
        }
        posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        posix_spawn_file_actions_addclose(&actions, readEnd)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group, so the terminal can be handed to it alone; default signal
        // handling, whatever the shell ignores.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))

        var environment = ProcessInfo.processInfo.environment
        // less: keep colours, quit when the text fits after all, and on Ctrl-C.
        if environment["LESS"] == nil { environment["LESS"] = "FRXK" }
        // The text is UTF-8 whatever the C library's locale says (without an installed
        // es_ES locale less showed `19,99<C2><A0><E2><82><AC>`).
        if environment["LESSCHARSET"] == nil { environment["LESSCHARSET"] = "utf-8" }
        let words: [String] = ["/bin/sh", "-c", command]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] =
            environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, envp)
        close(readEnd)
        guard spawned == 0 else {
            close(writeEnd)
            return false
        }

        // Where the C library cannot hand the terminal over in the child, the parent does;
        // a pager faster than this is stopped, and continued below.
        if ownsTerminal { giveTerminal(terminal, to: child) }

        let previousPipeHandler = signal(SIGPIPE, SIG_IGN)
        writeAll(text, to: writeEnd)
        close(writeEnd)
        signal(SIGPIPE, previousPipeHandler)

        var status: Int32 = 0
        var continued = 0
        while true {
            let waited = waitpid(child, &status, WUNTRACED)
            if waited == -1 {
                if errno == EINTR { continue }
                break
            }
            // Stopped (a terminal read in the background, or Ctrl-Z): the terminal is its
            // again and it goes on. One that keeps stopping itself is ended: the shell never
            // waits on a stopped child.
            guard status & 0xff == 0x7f else { break }
            continued += 1
            if ownsTerminal { giveTerminal(terminal, to: child) }
            if continued > 3 { _ = kill(-child, SIGKILL) }
            _ = kill(-child, SIGCONT)
        }

        if ownsTerminal {
            // Taking the terminal back from the background raises SIGTTOU unless ignored.
            let previousTTOU = signal(SIGTTOU, SIG_IGN)
            _ = tcsetpgrp(terminal, shellGroup)
            signal(SIGTTOU, previousTTOU)
        }
        // A pager that could not be found or run (the shell's 126/127), or that died of a
        // signal, showed nothing the reader could keep: the caller prints the text instead.
        let exitedNormally = status & 0x7f == 0
        let exitCode = (status >> 8) & 0xff
        if !exitedNormally || exitCode == 126 || exitCode == 127 { return false }
        return true
    }

    /// Makes `group` the terminal's foreground group from the shell's side.
    private static func giveTerminal(_ terminal: Int32, to group: pid_t) {
        // Handing it over from the background raises SIGTTOU unless ignored.
        let previousTTOU = signal(SIGTTOU, SIG_IGN)
        _ = tcsetpgrp(terminal, group)
        signal(SIGTTOU, previousTTOU)
    }

    /// Writes until done or until the pager stops reading (it quit: the rest is not wanted).
    private static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        bytes.withUnsafeMutableBytes { buffer in
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}

/// glibc's `posix_spawn_file_actions_addtcsetpgrp_np` (2.35 and later): the child makes its
/// own process group the terminal's foreground before it executes, so there is no moment in
/// which the pager runs without the terminal. Found at run time; older C libraries lack it.
private enum TerminalHandOver {
    typealias Action =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    static let action: Action? = {
        guard
            let symbol = dlsym(
                UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addtcsetpgrp_np")
        else { return nil }
        return unsafeBitCast(symbol, to: Action.self)
    }()
}
