import FoundationEssentials
import Glibc

/// Runs the user's pager on text that does not fit the screen.
///
/// The pager gets the terminal: it runs in its own process group, made the terminal's
/// foreground group until it exits (a pager left in the background is stopped the moment it
/// reads a key, and the shell's prompt came back over half a page). A pager that quits early
/// closes its pipe; that must not kill the shell with SIGPIPE.
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
        // less: keep colours, quit when the text fits after all.
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
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

        let terminal = STDIN_FILENO
        let shellGroup = getpgrp()
        let ownsTerminal = isatty(terminal) == 1 && tcgetpgrp(terminal) == shellGroup
        if ownsTerminal { _ = tcsetpgrp(terminal, child) }

        let previousPipeHandler = signal(SIGPIPE, SIG_IGN)
        writeAll(text, to: writeEnd)
        close(writeEnd)
        signal(SIGPIPE, previousPipeHandler)

        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 && errno == EINTR {}

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
