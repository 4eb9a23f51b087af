import SubDomain
import Testing

@testable import SubShell

/// A line of `list` fits the terminal by what shows on screen: a swatch's colour codes take
/// no columns, and a note is shown whole or not at all, never cut inside an amount.
@Suite struct ListRowWidthTests {
    static let swatch = "\u{1B}[48;2;229;9;20m  \u{1B}[0m "

    static func row(_ name: String, swatch: String = "", notes: String) -> ListRow {
        .item(
            indent: 0, swatch: swatch, name: name, charged: "12,99 €/mes", monthly: "12,99 €/mes",
            mark: "", notes: notes)
    }

    @Test func aColouredRowKeepsItsDateAtEightyColumns() {
        let lines = ListRow.layout(
            [
                Self.row(
                    "Netflix", swatch: Self.swatch, notes: "dentro de 13 días · compartida entre 3"),
                Self.row("Gimnasio", notes: "7 ene 2027"),
            ], width: 80)
        #expect(lines[0].contains("dentro de 13 días"), "\(lines[0])")
        #expect(lines[1].contains("7 ene 2027"), "\(lines[1])")
        let visible = lines[0].replacingOccurrences(of: Self.swatch, with: "   ")
        #expect(DisplayWidth.of(visible) <= 80, "\(visible)")
    }

    /// Random notes and widths: every note shown is whole, and every line fits.
    @Test func notesAreShownWholeOrLeftOut() {
        let notes = [
            "mañana", "grupo", "se pasa del techo de 20,00 € en 16.869.069,85 €",
            "compartida entre 3, 4,50 € cada uno", "prueba hasta el 4 dic 2026",
        ]
        for width in stride(from: 40, through: 140, by: 7) {
            for count in 1...notes.count {
                let joined = notes.prefix(count).joined(separator: " · ")
                for line in ListRow.layout([Self.row("Video", notes: joined)], width: width) {
                    for shownLine in line.split(separator: "\n") {
                        #expect(DisplayWidth.of(String(shownLine)) <= width, "\(shownLine)")
                        let tail = shownLine.components(separatedBy: "€/mes").last ?? ""
                        for part in tail.components(separatedBy: " · ")
                        where !part.trimmingCharacters(in: .whitespaces).isEmpty {
                            let part = part.trimmingCharacters(in: .whitespaces)
                            #expect(part == "…" || notes.contains(part), "\(width): \(part)")
                        }
                    }
                }
            }
        }
    }
}
