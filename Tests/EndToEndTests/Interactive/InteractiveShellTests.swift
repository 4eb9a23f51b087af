import Foundation
import Glibc
import Testing

/// The real `subhub` on a pseudo-terminal: what a person typing into the shell sees and gets.
/// Serialized: each test owns a process and the machine has two cores, so running them side
/// by side would only make their timing less predictable.
@Suite(.serialized) struct InteractiveShellTests {
    @Test func tabCompletesBrandNamesAfterAdd() throws {
        let sandbox = try ShellSandbox()
        let shell = try sandbox.shell()
        shell.expect("subhub> ")

        shell.send("add Netf" + PseudoTerminal.tab)
        shell.expect("add Netflix ")
        // The completed line is what the program runs.
        shell.sendLine("5")
        shell.expect("Añadida Netflix: " + ShellSandbox.euros("5,00"))
        shell.expect("subhub> ")

        // add's name is one word to the parser, so a brand with a space goes in quoted.
        shell.send("add Movistar P" + PseudoTerminal.tab)
        shell.expect("'Movistar Plus+' ")
        shell.sendLine("8")
        shell.expect("Añadida Movistar Plus+: " + ShellSandbox.euros("8,00"))
        shell.expect("subhub> ")

        // In the dialogue the whole answer is the name: no quotes there.
        shell.sendLine("add")
        shell.expect("Nombre: ")
        shell.send("Movistar P" + PseudoTerminal.tab)
        shell.expect("Movistar Plus+ ")
        shell.send(PseudoTerminal.enter)
        shell.expect("Reconocida Movistar Plus+")
        shell.send(PseudoTerminal.ctrlC)
        shell.expect("Cancelado. No se ha guardado nada.")
        shell.expect("subhub> ")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)

        let names = try sandbox.listedItems().compactMap { $0["name"] as? String }.sorted()
        #expect(names == ["Movistar Plus+", "Netflix"], "\(shell.transcriptForFailure)")
    }

    @Test func anAmbiguousPrefixListsItsCandidatesAndCompletesTheirCommonPart() throws {
        let sandbox = try ShellSandbox()
        // Not brand names: "Netflix Kids" would be stored as the brand's own "Netflix".
        try sandbox.run(["add", "Club Lectura", "5"])
        try sandbox.run(["add", "Club Lectura Niños", "3"])
        let shell = try sandbox.shell()
        shell.expect("subhub> ")

        shell.send("show club l" + PseudoTerminal.tab)
        shell.expect("Club Lectura        Club Lectura Niños\n")  // the list, in columns
        shell.expect("subhub> show Club Lectura")  // the line again, with the common prefix
        shell.send(" n" + PseudoTerminal.tab)
        shell.expect("Niños ")
        shell.send(PseudoTerminal.enter)
        shell.expect("Club Lectura Niños")
        shell.expect(ShellSandbox.euros("3,00"))
        shell.expect("subhub> ")

        // First words: the Spanish words in a Spanish shell; English names only when no
        // Spanish word fits.
        shell.send("re" + PseudoTerminal.tab + PseudoTerminal.enter)
        shell.expect("«restaurar» necesita un nombre.")
        shell.expect("subhub> ")
        shell.send("ad" + PseudoTerminal.tab + PseudoTerminal.enter)
        shell.expect("Nombre: ")
        shell.send(PseudoTerminal.ctrlC)
        shell.expect("subhub> ")
        shell.send(PseudoTerminal.ctrlU + PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)
    }

    @Test func theAddDialogueGoesBackWithLessThanAndTakesDefaultsWithEnter() throws {
        let sandbox = try ShellSandbox()
        let shell = try sandbox.shell()
        shell.expect("subhub> ")
        shell.sendLine("add")
        shell.expect("Nombre: ")
        shell.sendLine("Netflix")
        shell.expect("Reconocida Netflix")
        shell.expect("Importe [")
        shell.sendLine("4,99")
        shell.expect("Moneda [EUR]: ")
        shell.sendLine("<")  // back to the amount, which now proposes what was typed
        shell.expect("Importe [4,99]: ")
        shell.send(PseudoTerminal.enter)
        shell.expect("Moneda [EUR]: ")
        shell.send(PseudoTerminal.enter)
        shell.expect("Cada cuánto [mensual]: ")
        shell.sendLine("<")  // back to the currency, answered differently this time
        shell.expect("Moneda [EUR]: ")
        shell.sendLine("USD")
        shell.expect("Cada cuánto [mensual]: ")
        shell.sendLine("anual")
        shell.expect("Fin de la prueba gratuita [ninguna]: ")
        shell.send(PseudoTerminal.enter)
        shell.expect("Próximo cargo [")
        shell.sendLine("2027-01-15")
        // The notice, in words: a month before the charge.
        shell.expect("Preaviso para cancelar [ninguno]: ")
        shell.sendLine("1 mes")
        for label in [
            "Personas que la comparten [1]: ",
            "Categoría [",
            "Grupo [ninguno]: ",
        ] {
            shell.expect(label)
            shell.send(PseudoTerminal.enter)
        }
        shell.expect("Netflix: ")
        shell.expect("¿Guardar? [S/n] ")
        shell.send(PseudoTerminal.enter)
        shell.expect("Añadida Netflix")
        shell.expect("subhub> ")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)

        let items = try sandbox.listedItems()
        try #require(items.count == 1, "\(items)\n\(shell.transcriptForFailure)")
        let row = items[0]
        #expect(row["name"] as? String == "Netflix")
        #expect(row["amount_minor"] as? Int == 499)
        #expect(row["currency"] as? String == "USD")
        #expect(row["period"] as? String == "annual")
        #expect(row["next_charge"] as? String == "2027-01-15")
        #expect(row["notice_period"] as? String == "1m")
    }

    /// Going back with `<` all the way to the name and keeping it must not throw away the
    /// answers already given: the 6 people sharing "Spotify familiar" are still 6.
    @Test func goingBackToTheNameKeepsEveryLaterAnswer() throws {
        let sandbox = try ShellSandbox()
        let shell = try sandbox.shell()
        shell.expect("subhub> ")
        shell.sendLine("añadir")
        shell.expect("Nombre: ")
        shell.sendLine("Spotify familiar")
        shell.expect("Importe [")
        shell.sendLine("17,99")
        for label in [
            "Moneda [EUR]: ", "Cada cuánto [mensual]: ", "Fin de la prueba", "Próximo cargo [",
            "Preaviso para cancelar [ninguno]: ",
        ] {
            shell.expect(label)
            shell.send(PseudoTerminal.enter)
        }
        shell.expect("Personas que la comparten [")
        shell.sendLine("6")
        shell.expect("Categoría [")
        for label in [
            "Personas que la comparten [6]: ", "Preaviso para cancelar [ninguno]: ",
            "Próximo cargo [", "Fin de la prueba",
            "Cada cuánto [mensual]: ", "Moneda [EUR]: ", "Importe [17,99]: ",
            "Nombre [Spotify familiar]: ",
        ] {
            shell.sendLine("<")
            shell.expect(label)
        }
        shell.send(PseudoTerminal.enter)
        for label in [
            "Importe [17,99]: ", "Moneda [EUR]: ", "Cada cuánto [mensual]: ", "Fin de la prueba",
            "Próximo cargo [", "Preaviso para cancelar [ninguno]: ",
            "Personas que la comparten [6]: ", "Categoría [",
            "Grupo [ninguno]: ",
            "¿Guardar? [S/n] ",
        ] {
            shell.expect(label)
            shell.send(PseudoTerminal.enter)
        }
        shell.expect("subhub> ")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)
        let items = try sandbox.listedItems()
        try #require(items.count == 1, "\(items)\n\(shell.transcriptForFailure)")
        #expect(items[0]["shared_with"] as? Int == 6)
        #expect(items[0]["amount_minor"] as? Int == 1799)
    }

    @Test func ctrlCCancelsTheDialogueAndTheLineButNotTheShell() throws {
        let sandbox = try ShellSandbox()
        let shell = try sandbox.shell()
        shell.expect("subhub> ")

        // In the middle of a dialogue.
        shell.sendLine("add")
        shell.expect("Nombre: ")
        shell.sendLine("Spotify")
        shell.expect("Importe [")
        shell.send(PseudoTerminal.ctrlC)
        shell.expect("Cancelado. No se ha guardado nada.")
        shell.expect("subhub> ")

        // At the very last question.
        shell.sendLine("add")
        shell.expect("Nombre: ")
        shell.sendLine("Spotify")
        for _ in 0..<9 {
            shell.expect("]: ")
            shell.send(PseudoTerminal.enter)
        }
        shell.expect("¿Guardar? [S/n] ")
        shell.send(PseudoTerminal.ctrlC)
        shell.expect("Cancelado. No se ha guardado nada.")
        shell.expect("subhub> ")

        // On a half-typed command line: it is dropped, not run.
        shell.send("add Día 5" + PseudoTerminal.ctrlC)
        shell.expect("subhub> ")

        // The shell goes on.
        shell.sendLine("list")
        shell.expect("Aquí no hay nada todavía.")
        shell.expect("subhub> ")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)
        #expect(!shell.transcript.contains("Añadida"))
        #expect(try sandbox.listedItems().isEmpty, "\(shell.transcriptForFailure)")
    }

    @Test(arguments: [
        (
            "es_ES.UTF-8", ShellSandbox.euros("5,00") + " al mes · 1 activa", "help",
            "SubHub: lo que te cuestan tus suscripciones cada mes. Órdenes:",
            "Tab completa · ayuda lista las órdenes"
        ),
        (
            "en_US.UTF-8", "€5.00 a month · 1 active", "help",
            "SubHub: what your subscriptions cost you each month. Commands:",
            "Tab completes · help lists the commands"
        ),
    ])
    func theSameSessionSpeaksTheTerminalsLanguage(
        language: String, headline: String, command: String, helpIntro: String, hint: String
    ) throws {
        let sandbox = try ShellSandbox(language: language)
        try sandbox.run(["add", "Netflix", "5", "EUR"])
        let shell = try sandbox.shell()
        shell.expect(headline)
        shell.expect(hint)
        shell.expect("subhub> ")
        shell.sendLine(command)
        shell.expect(helpIntro)
        shell.expect("subhub> ")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)
    }

    @Test func historySurvivesARestartWithoutLinesStartingWithASpace() throws {
        let sandbox = try ShellSandbox()
        do {
            let first = try sandbox.shell()
            first.expect("subhub> ")
            first.sendLine("list")
            first.expect("subhub> ")
            first.sendLine(" help")  // not kept
            first.expect("Órdenes:")
            first.expect("subhub> ")
            first.send(PseudoTerminal.ctrlD)
            #expect(first.waitForExit() == 0)
        }

        var info = stat()
        try #require(
            stat(sandbox.historyPath, &info) == 0, "no history file at \(sandbox.historyPath)")
        #expect(info.st_mode & 0o777 == 0o600)
        let saved = try String(contentsOfFile: sandbox.historyPath, encoding: .utf8)
        #expect(saved.contains("list"))
        #expect(!saved.contains("help"))

        let second = try sandbox.shell()
        second.expect("subhub> ")
        second.send(PseudoTerminal.up)
        second.expect("list")
        // What the line holds is what runs.
        second.send(PseudoTerminal.enter)
        second.expect("Aquí no hay nada todavía.")
        second.expect("subhub> ")
        second.send(PseudoTerminal.ctrlD)
        #expect(second.waitForExit() == 0)
    }

    @Test func ctrlDOnAnEmptyLineLeavesWithStatusZeroAndRestoresTheTerminal() throws {
        let sandbox = try ShellSandbox()
        try sandbox.run(["add", "Netflix", "9,99"])
        try sandbox.run(["add", "Spotify", "5"])
        let shell = try sandbox.shell()
        shell.expect(ShellSandbox.euros("14,99") + " al mes · 2 activas")
        shell.expect("subhub> ")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)

        // Back to a cooked, echoing terminal with signals, as it was given.
        let flags = shell.terminalAttributes().c_lflag
        #expect(flags & tcflag_t(ICANON) != 0)
        #expect(flags & tcflag_t(ECHO) != 0)
        #expect(flags & tcflag_t(ISIG) != 0)
    }

    @Test func multibyteInputReachesTheProgramIntact() throws {
        let sandbox = try ShellSandbox()
        try sandbox.run(["add", "Netflix", "5"])  // a brand: its row gets a colour swatch
        let shell = try sandbox.shell()
        shell.expect("subhub> ")
        shell.sendLine("add Día 5")
        shell.expect("Añadida Día: ")
        shell.expect("subhub> ")
        shell.sendLine("list")
        shell.expect("Día")
        shell.expect("subhub> ")
        // Columns line up whether or not a row has a swatch (and "í" is one cell).
        let rows = shell.transcript.split(separator: "\n").filter { $0.contains("€/mes") }
        let amountColumns = Set(
            rows.map { $0.distance(from: $0.startIndex, to: $0.range(of: "5,00")!.lowerBound) })
        #expect(rows.count == 2 && amountColumns.count == 1, "\(shell.transcriptForFailure)")
        // Accent-insensitive completion of a name with a multibyte letter.
        shell.send("show dia" + PseudoTerminal.tab)
        shell.expect("Día ")
        shell.send(PseudoTerminal.enter)
        shell.expect(ShellSandbox.euros("5,00"))
        shell.expect("subhub> ")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)

        let names = try sandbox.listedItems().compactMap { $0["name"] as? String }.sorted()
        #expect(names == ["Día", "Netflix"], "\(shell.transcriptForFailure)")
    }

    @Test func thePagerOwnsTheTerminalUntilItExitsAndTheShellGoesOn() throws {
        let sandbox = try ShellSandbox()
        let lines = (1...30).map { "add Servicio\($0) \($0)" }.joined(separator: "\n") + "\n"
        try sandbox.runScript(lines)
        // A pager that reads a key from the terminal, as less does: in the background it
        // would be stopped (SIGTTIN) and the prompt would come back over it.
        let pager =
            "cat >/dev/null; echo pager-ready; read answer </dev/tty; echo pager-got-$answer"
        let shell = try sandbox.shell(rows: 12, extra: ["PAGER": pager])
        shell.expect("subhub> ")
        shell.sendLine("lista")
        shell.expect("pager-ready")
        shell.sendLine("yes")
        shell.expect("pager-got-yes")
        shell.expect("subhub> ")
        shell.sendLine("total")
        shell.expect("al mes")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)
    }

    /// less, quit with `q` again and again: the pager must never be left stopped with the
    /// shell waiting on it, and the euro sign shows as itself although no es_ES locale is
    /// installed for the C library.
    @Test func lessQuitAgainAndAgainAlwaysGivesThePromptBack() throws {
        let sandbox = try ShellSandbox()
        let lines = (1...30).map { "add Servicio\($0) \($0)" }.joined(separator: "\n") + "\n"
        try sandbox.runScript(lines)
        let shell = try sandbox.shell(rows: 12, extra: ["PAGER": "less"])
        shell.expect("subhub> ")
        for _ in 1...8 {
            shell.sendLine("lista")
            shell.expect("Servicio1 ")
            shell.send("q")
            shell.expect("subhub> ")
        }
        #expect(
            shell.transcript.contains(ShellSandbox.euros("1,00")), "\(shell.transcriptForFailure)")
        #expect(!shell.transcript.contains("<C2><A0>"), "\(shell.transcriptForFailure)")
        shell.sendLine("total")
        shell.expect("al mes")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)
    }

    /// A pager that reads the terminal at once, before anything else, races the shell's
    /// hand-over of the terminal: it must own the terminal before its first instruction.
    @Test func aPagerThatReadsTheTerminalAtOnceIsNeverStopped() throws {
        let sandbox = try ShellSandbox()
        let lines = (1...30).map { "add Servicio\($0) \($0)" }.joined(separator: "\n") + "\n"
        try sandbox.runScript(lines)
        let pager = "read answer </dev/tty; echo pager-got-$answer; cat >/dev/null"
        let shell = try sandbox.shell(rows: 12, extra: ["PAGER": pager])
        shell.expect("subhub> ")
        for round in 1...10 {
            shell.sendLine("lista")
            shell.sendLine("r\(round)")
            shell.expect("pager-got-r\(round)")
            shell.expect("subhub> ")
        }
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)
    }

    /// A pager that stops (Ctrl-Z, or a stop signal) is continued, never waited on forever;
    /// one that keeps stopping is ended, and the prompt comes back either way.
    @Test func aStoppedPagerIsContinuedOrEnded() throws {
        let sandbox = try ShellSandbox()
        let lines = (1...30).map { "add Servicio\($0) \($0)" }.joined(separator: "\n") + "\n"
        try sandbox.runScript(lines)
        let once = try sandbox.shell(
            rows: 12, extra: ["PAGER": "kill -TSTP $$; cat >/dev/null; echo pager-went-on"])
        once.expect("subhub> ")
        once.sendLine("lista")
        once.expect("pager-went-on")
        once.expect("subhub> ")
        once.send(PseudoTerminal.ctrlD)
        #expect(once.waitForExit() == 0)

        let forever = try sandbox.shell(
            rows: 12, extra: ["PAGER": "while :; do kill -STOP $$; done"])
        forever.expect("subhub> ")
        forever.sendLine("lista")
        forever.expect("subhub> ")
        forever.sendLine("total")
        forever.expect("al mes")
        forever.send(PseudoTerminal.ctrlD)
        #expect(forever.waitForExit() == 0)
    }

    /// At 100 columns a row with a long name, a shared trial and a large amount used to wrap
    /// in the middle of the amount; now the name gives way and the amount stays whole.
    @Test func listFitsTheTerminalWidthWithoutSplittingAnAmount() throws {
        let sandbox = try ShellSandbox()
        try sandbox.runScript(
            """
            add "Un servicio con un nombre larguísimo de verdad" 1234567,89 --shared 4 --trial-ends 2026-12-30 --notes "una nota bastante larga para ocupar sitio"
            add Netflix 12,99

            """)
        let shell = try sandbox.shell(columns: 100)
        shell.expect("subhub> ")
        shell.sendLine("lista")
        shell.expect("Netflix")
        shell.expect("subhub> ")
        let listed = shell.transcript.split(separator: "\n").filter { $0.contains("1.234.567,89") }
        #expect(!listed.isEmpty, "\(shell.transcriptForFailure)")
        for line in listed { #expect(line.count <= 100, "\(line)") }
        #expect(shell.transcript.contains("…"))
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)
    }

    /// A CSV export shown on a terminal must not turn a name's bytes into escape sequences
    /// (a file or a pipe still gets them unchanged, for a lossless round trip).
    @Test func aCSVExportOnTheTerminalCarriesNoEscapeSequences() throws {
        let sandbox = try ShellSandbox()
        let setup = try sandbox.runScript("add \"Net\u{1B}[31mflix\" 5\nexport csv\n")
        #expect(setup.stdout.contains("Net\u{1B}[31mflix"))
        let shell = try sandbox.shell()
        shell.expect("subhub> ")
        shell.sendLine("exportar csv")
        shell.expect("flix")
        shell.expect("subhub> ")
        let colourCode: [UInt8] = [0x1B] + Array("[31m".utf8)
        let bytes = shell.raw
        let escapeThenBracket = (0..<max(0, bytes.count - colourCode.count)).contains {
            (start: Int) -> Bool in Array(bytes[start..<start + colourCode.count]) == colourCode
        }
        #expect(!escapeThenBracket, "\(shell.transcriptForFailure)")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)
    }

    /// Twelve charges due today: the headline shows five and says how many more there are.
    @Test func theHeadlineShowsAFewAlertsAndCountsTheRest() throws {
        let sandbox = try ShellSandbox()
        let lines = (1...12).map { "añadir Servicio\($0) \($0) --next hoy" }.joined(separator: "\n")
        try sandbox.runScript(lines + "\n")
        let shell = try sandbox.shell()
        shell.expect("y 7 avisos más")
        shell.expect("subhub> ")
        #expect(shell.transcript.components(separatedBy: "se cobra hoy").count - 1 == 5)
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)
    }

    /// A last day to cancel within a week is a high risk of the headline, and a subscription's
    /// own reminder fires even beyond the profile's farthest one (the headline's rows are
    /// read by SQL over a window that must reach them).
    @Test func theHeadlineNamesCancelByDatesAndOwnReminders() throws {
        let sandbox = try ShellSandbox()
        let lines = [
            "añadir Gimnasio 30 --next 'dentro de 33 días' --notice 30d",
            "añadir Club 5 --next 'dentro de 10 días' --remind 10",
            "añadir Lejos 7 --next 'dentro de 10 días'",
        ].joined(separator: "\n")
        try sandbox.runScript(lines + "\n")
        let shell = try sandbox.shell()
        shell.expect("Club se cobra en 10 días")
        shell.expect("!! Gimnasio: cancela como muy tarde el ")
        shell.expect("(dentro de 3 días) para evitar el cargo del ")
        shell.expect("subhub> ")
        #expect(!shell.transcript.contains("Lejos"), "\(shell.transcriptForFailure)")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)
    }

    /// The headline adds the estimate across currencies only once `rates base` chose a
    /// currency: never unasked.
    @Test func theHeadlineEstimatesOnlyOnceAsked() throws {
        let sandbox = try ShellSandbox()
        try sandbox.runScript(
            "añadir Netflix 12,99 EUR\nañadir Spotify 10,81 USD\ncambio fijar USD=1,081\n")
        let before = try sandbox.shell()
        before.expect("subhub> ")
        #expect(!before.transcript.contains("≈"), "\(before.transcriptForFailure)")
        before.send(PseudoTerminal.ctrlD)
        #expect(before.waitForExit() == 0)

        try sandbox.runScript("cambio base EUR\n")
        let after = try sandbox.shell()
        // 12,99 € + 10,81 US$ / 1,081 (= 10,00 €).
        after.expect("≈ 22,99")
        after.expect("al mes en EUR, al cambio del ")
        after.expect("subhub> ")
        after.send(PseudoTerminal.ctrlD)
        #expect(after.waitForExit() == 0)
    }

    /// Above 100 candidates Tab asks first, as readline does; "n" lists nothing.
    @Test func manyCandidatesAreListedOnlyWhenTheUserSaysSo() throws {
        let sandbox = try ShellSandbox()
        let lines = (1...150).map { "añadir Serie\($0) 1" }.joined(separator: "\n")
        try sandbox.runScript(lines + "\n")
        let shell = try sandbox.shell()
        shell.expect("subhub> ")
        shell.send("mostrar Ser\t")
        shell.expect("¿Mostrar las 150 posibilidades? [s/N] ")
        shell.send("n")
        shell.expect("subhub> mostrar Serie")
        #expect(!shell.transcript.contains("Serie149"))
        shell.send("\t")
        shell.expect("¿Mostrar las 150 posibilidades? [s/N] ")
        shell.send("s")
        shell.expect("Serie149")
        shell.send(PseudoTerminal.ctrlC)
        // The new prompt first: a Ctrl-D typed while Ctrl-C is still being handled may be
        // flushed with the line it cancels, as in any readline shell.
        shell.expect("Serie^C")
        shell.expect("subhub> ")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)
    }

    /// A history file that is a symlink would be overwritten and chmodded through: refused
    /// with a warning, and the file it points to is left exactly as it was.
    @Test func aSymlinkedHistoryIsNeitherReadNorWritten() throws {
        let sandbox = try ShellSandbox()
        let target = sandbox.folder.appendingPathComponent("precious.txt")
        try "do not touch\n".write(to: target, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: target.path)
        try FileManager.default.createDirectory(
            atPath: (sandbox.historyPath as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.historyPath, withDestinationPath: target.path)
        let shell = try sandbox.shell()
        shell.expect("enlace simbólico")
        shell.expect("subhub> ")
        shell.sendLine("total")
        shell.expect("subhub> ")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)
        #expect(try String(contentsOf: target, encoding: .utf8) == "do not touch\n")
        let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions]
        #expect(mode as? Int == 0o644)
    }

    /// A pager that cannot be started (or dies) must not take the output with it.
    @Test func aPagerThatCannotStartLeavesTheOutputPrinted() throws {
        let sandbox = try ShellSandbox()
        let lines = (1...30).map { "add Servicio\($0) \($0)" }.joined(separator: "\n") + "\n"
        try sandbox.runScript(lines)
        for pager in ["/nonexistent/pager", "kill -9 $$"] {
            let shell = try sandbox.shell(rows: 12, extra: ["PAGER": pager])
            shell.expect("subhub> ")
            shell.sendLine("lista")
            shell.expect("Servicio9 ")
            shell.expect("subhub> ")
            shell.sendLine("total")
            shell.expect("al mes")
            shell.send(PseudoTerminal.ctrlD)
            #expect(shell.waitForExit() == 0, "\(pager)")
        }
    }
}
