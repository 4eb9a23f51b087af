import SubShell
import SubLocalization
import Testing

/// What Tab offers, without a terminal: a Spanish localizer, a fixed profile and fixed brands.
@Suite struct CompletionEngineTests {
    static let spanish = Localizer.fromEnvironment(["LANG": "es_ES.UTF-8"])
    static let english = Localizer.fromEnvironment(["LANG": "en_US.UTF-8"])
    static let profile = ["Netflix", "Día Club", "Club Lectura", "Club Lectura Niños", "Spotify"]
    static let brandNames = ["Netflix", "Movistar Plus+", "Movistar Fibra", "Spotify"]

    let engine = CompletionEngine(
        localizer: Self.spanish, names: { Self.profile },
        brands: { typed in
            let folded = TextFolding.fold(typed)
            return Self.brandNames.filter { TextFolding.fold($0).hasPrefix(folded) }
        })

    // MARK: First word

    @Test func aSpanishShellOffersSpanishCommandWordsFirst() {
        let completion = engine.complete("re")
        #expect(completion.candidates == ["restaurar"])
        #expect(completion.replacement == "restaurar ")
        #expect(completion.partial == "re")
    }

    @Test func englishCommandNamesStillCompleteWhenNoSpanishWordFits() {
        #expect(engine.complete("ad").replacement == "add ")
        #expect(engine.complete("rest").candidates == ["restaurar"])
    }

    @Test(arguments: [
        ("mos", "mostrar "), ("añad", "añadir "), ("ayu", "ayuda "), ("AYU", "ayuda "),
    ])
    func aSpanishAliasCompletesAlone(typed: String, replacement: String) {
        let completion = engine.complete(typed)
        #expect(completion.candidates.count == 1)
        #expect(completion.replacement == replacement)
    }

    @Test func anUnknownFirstWordOffersNothing() {
        let completion = engine.complete("zz")
        #expect(completion.candidates.isEmpty)
        #expect(completion.replacement == nil)
    }

    @Test func exportOffersEveryFormatTheCalendarIncluded() {
        #expect(engine.complete("export ").candidates == ["json", "csv", "ics"])
        #expect(engine.complete("exportar i").replacement == "ics ")
    }

    // MARK: Names

    @Test func namesAfterShowMatchWithoutAccentsAndKeepTheirSpaces() {
        let completion = engine.complete("show dia")
        #expect(completion.candidates == ["Día Club"])
        #expect(completion.partial == "dia")
        #expect(completion.replacement == "Día Club ")
    }

    @Test func aSpanishCommandWordTakesNamesToo() {
        #expect(engine.complete("mostrar Spo").replacement == "Spotify ")
    }

    @Test func multiWordNamesCompleteFromTheWholeRestOfTheLine() {
        let completion = engine.complete("show Club Lectura N")
        #expect(completion.partial == "Club Lectura N")
        #expect(completion.replacement == "Club Lectura Niños ")
    }

    @Test func severalNamesListAndCompleteTheirCommonPrefix() {
        let completion = engine.complete("show club")
        #expect(completion.candidates == ["Club Lectura", "Club Lectura Niños"])
        #expect(completion.partial == "club")
        #expect(completion.replacement == "Club Lectura")
    }

    @Test func nothingLongerThanTypedLeavesTheLineAsItIs() {
        let completion = engine.complete("show Club Lectura")
        #expect(completion.candidates.count == 2)
        #expect(completion.replacement == nil)
    }

    @Test func insideAnOpenQuoteTheNameContinuesAndClosesTheQuote() {
        let completion = engine.complete("show 'Día C")
        #expect(completion.partial == "'Día C")
        #expect(completion.replacement == "'Día Club' ")
    }

    @Test func anOpenDoubleQuoteIsKept() {
        #expect(engine.complete("show \"club lectura n").replacement == "\"Club Lectura Niños\" ")
    }

    @Test func aNameAsOneWordIsQuotedWhenItHasSpaces() {
        // edit NAME FIELD VALUE: the name is one word there.
        #expect(engine.complete("edit Día").replacement == "'Día Club' ")
        #expect(engine.complete("edit Net").replacement == "Netflix ")
    }

    // MARK: Fields, currencies, periods, brands

    @Test func fieldsAfterEditName() {
        let completion = engine.complete("edit Netflix im")
        #expect(completion.candidates == ["importe"])
        #expect(completion.replacement == "importe ")
        #expect(!engine.complete("edit Netflix ").candidates.contains("amount"))
        #expect(engine.complete("edit Netflix ").candidates.contains("categoría"))
        #expect(
            Set(engine.complete("editar Netflix pr").candidates) == [
                "precio", "próximo", "prueba", "preaviso",
            ])
    }

    @Test func anEditedValueCompletesByItsFieldsKind() {
        #expect(engine.complete("edit Netflix periodo tri").replacement == "trimestral ")
        #expect(engine.complete("editar Netflix moneda US").candidates.contains("USD"))
        #expect(engine.complete("edit Netflix notas ").candidates.isEmpty)
    }

    /// Periods people call by one word complete like the named ones, in the reader's language.
    @Test func oneWordPeriodsComplete() {
        #expect(engine.complete("add Gym 30 EUR quin").replacement == "quincenal ")
        #expect(engine.completeAnswer("bime", kind: .period).replacement == "bimestral ")
        #expect(engine.completeAnswer("diar", kind: .period).replacement == "diario ")
        let english = CompletionEngine(localizer: Self.english, names: { [] }, brands: { _ in [] })
        #expect(english.completeAnswer("fort", kind: .period).replacement == "fortnightly ")
    }

    @Test func dialogueAnswersCompleteTheirOwnKindNeverCommands() {
        #expect(engine.completeAnswer("seman", kind: .period).replacement == "semanal ")
        #expect(engine.completeAnswer("GB", kind: .currency).candidates.contains("GBP"))
        #expect(engine.completeAnswer("ma", kind: .date).candidates.contains("mañana"))
        #expect(engine.completeAnswer("ayu", kind: .period).candidates.isEmpty)
        #expect(
            engine.completeAnswer("Club L", kind: .group).candidates == [
                "Club Lectura", "Club Lectura Niños",
            ])
    }

    @Test func optionValuesCompleteByTheOptionsKind() {
        #expect(engine.complete("add Netflix 12 --next mañ").replacement == "mañana ")
        #expect(engine.complete("add Netflix 12 --sh").replacement == "--shared ")
        #expect(engine.complete("grupo nu").replacement == "nuevo ")
    }

    @Test func currenciesAndPeriodsAfterTheAmountOfAdd() {
        let afterAmount = engine.complete("add Netflix 12,99 ")
        #expect(afterAmount.candidates.contains("EUR"))
        #expect(afterAmount.candidates.contains("mensual"))
        #expect(engine.complete("add Netflix 12,99 US").candidates.contains("USD"))
        #expect(engine.complete("add Netflix 12,99 men").replacement == "mensual ")
        // After the currency, only periods.
        let afterCurrency = engine.complete("add Netflix 12,99 EUR ")
        #expect(afterCurrency.candidates.contains("anual"))
        #expect(!afterCurrency.candidates.contains("EUR"))
    }

    @Test func brandsAfterAddAreQuotedWhenTheyHaveSpaces() {
        #expect(engine.complete("add Netf").replacement == "Netflix ")
        // add's name is one word to the parser: the amount comes next.
        let movistar = engine.complete("add Movistar P")
        #expect(movistar.partial == "Movistar P")
        #expect(movistar.replacement == "'Movistar Plus+' ")
        let both = engine.complete("add movi")
        #expect(both.candidates == ["Movistar Plus+", "Movistar Fibra"])
        #expect(both.replacement == "'Movistar ")
        #expect(engine.complete("add 'Movistar F").replacement == "'Movistar Fibra' ")
    }

    @Test func theDialoguesNameStepTakesBrandsUnquoted() {
        let completion = engine.completeBrandAnswer("Movistar P")
        #expect(completion.partial == "Movistar P")
        #expect(completion.replacement == "Movistar Plus+ ")
    }

    @Test func optionNamesWhereTheyBelong() {
        #expect(engine.complete("add Netflix 5 --tr").replacement == "--trial-ends ")
        #expect(engine.complete("delete --y").replacement == "--yes ")
    }

    // MARK: remind channel

    /// The actions and, after `add` alone, the kinds of channel, in the reader's language;
    /// after `remove` (a number) or after the kind (an address) nothing is offered.
    @Test func reminderChannelWordsCompleteInTheReadersLanguage() {
        #expect(
            engine.complete("avisos canal ").candidates == ["añadir", "lista", "quitar", "probar"])
        #expect(engine.complete("avisos canal a").replacement == "añadir ")
        #expect(
            engine.complete("avisos canal añadir ").candidates
                == ["escritorio", "correo", "webhook", "orden"])
        #expect(engine.complete("avisos canal add co").replacement == "correo ")
        #expect(engine.complete("avisos canal quitar ").candidates.isEmpty)
        #expect(engine.complete("avisos canal añadir correo ").candidates.isEmpty)
    }
}
