import Foundation

/// The least any program can do that needs what `subhub` needs to start: a C program linked
/// against exactly subhub's libraries, in three steps. `bare` writes subhub's help text and
/// nothing else (what loading those libraries costs); `store` first opens the profile
/// read-only and reads one setting, as `help` must for the stored language (SQLite reads the
/// WAL index and parses the whole schema before any table can be read); `prompt` then reads
/// the headline's totals, starts libedit and shows the prompt on the terminal.
///
/// Timed beside the static hello, these say which part of a start-up target any
/// implementation could meet, and how much of subhub's own time is above the floor.
enum FloorReference {
    /// The C source, with `help` (subhub's help text) as its only output in `bare` and `store`.
    static func source(help: String) -> String {
        """
        #include <histedit.h>
        #include <sqlite3.h>
        #include <stdio.h>
        #include <string.h>

        static const char help[] = \(cLiteral(help));

        int main(int argc, char **argv) {
            if (argc < 2 || strcmp(argv[1], "bare") == 0) {
                fputs(help, stdout);
                return 0;
            }
            if (argc < 4) return 64;
            sqlite3 *db;
            sqlite3_stmt *statement;
            if (sqlite3_open_v2(argv[2], &db, SQLITE_OPEN_READONLY, 0) != SQLITE_OK) return 65;
            if (sqlite3_prepare_v2(db, "SELECT value FROM settings WHERE key = ?1", -1,
                                   &statement, 0) != SQLITE_OK) return 66;
            sqlite3_bind_text(statement, 1, "preferred_language", -1, SQLITE_STATIC);
            while (sqlite3_step(statement) == SQLITE_ROW) {}
            sqlite3_finalize(statement);
            if (strcmp(argv[1], "store") == 0) {
                fputs(help, stdout);
                sqlite3_close(db);
                return 0;
            }
            if (sqlite3_prepare_v2(db, "SELECT * FROM currency_totals", -1, &statement, 0)
                != SQLITE_OK) return 67;
            while (sqlite3_step(statement) == SQLITE_ROW) {}
            sqlite3_finalize(statement);
            EditLine *editor = el_init(argv[0], stdin, stdout, stderr);
            History *remembered = history_init();
            HistEvent event;
            history(remembered, &event, H_SETSIZE, 1000);
            el_set(editor, EL_HIST, history, remembered);
            fputs(argv[3], stdout);
            fflush(stdout);
            char line[256];
            if (fgets(line, sizeof line, stdin) == 0) line[0] = 0;
            el_end(editor);
            history_end(remembered);
            sqlite3_close(db);
            return 0;
        }

        """
    }

    /// Compiles the floor into `folder` with the C compiler on PATH, linked against every
    /// library in `libraries` (sonames, as `readelf -d` lists them) whether used or not.
    static func build(help: String, libraries: Set<String>, in folder: String)
        -> (path: String?, problem: String?)
    {
        let sourcePath = folder + "/floor.c"
        let binaryPath = folder + "/floor"
        guard
            (try? source(help: help).write(toFile: sourcePath, atomically: true, encoding: .utf8))
                != nil
        else { return (nil, "cannot write \(sourcePath)") }
        // libc and the loader come with every link; the others by name (-l:libedit.so.2).
        let linked = libraries.filter { !$0.hasPrefix("libc.so") && !$0.hasPrefix("ld-linux") }
            .sorted().map { "-l:" + $0 }
        guard
            let run = ProcessProbe.run(
                [
                    "/usr/bin/env", "clang", "-O2", sourcePath, "-o", binaryPath,
                    "-Wl,--no-as-needed",
                ] + linked,
                environment: ProcessInfo.processInfo.environment, timeout: 120),
            run.succeeded
        else { return (nil, "clang could not build the C floor") }
        return (binaryPath, nil)
    }

    /// `text` as one C string literal: every byte outside printable ASCII, and the quote and
    /// backslash, as an octal escape, so the help's UTF-8 and newlines survive unchanged.
    static func cLiteral(_ text: String) -> String {
        var literal = "\""
        for byte in text.utf8 {
            if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"),
                byte != UInt8(ascii: "?")
            {
                literal.append(Character(Unicode.Scalar(byte)))
            } else {
                literal += "\\" + String(byte, radix: 8).leftPadded(to: 3)
            }
        }
        return literal + "\""
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
