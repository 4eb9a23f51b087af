import SubCLDR
import SubDomain

/// A CLDR date pattern (`d MMM y`, `MMM d, y`, `y年M月d日`, `d 'de' MMMM 'de' y`) written out
/// for a civil date with one locale's month names and era, in Latin digits.
///
/// The fields the digested patterns use are the ones read: era `G`, year `y`/`Y` (`yy` its
/// last two digits), month `M` (format names) and `L` (stand-alone names), day `d`. A
/// Gregorian civil date has no time or zone, so nothing else can appear in a date pattern.
struct CLDRDatePattern {
    let pattern: String
    let locale: CLDRLocale

    func format(_ date: CivilDate) -> String {
        var result = ""
        var characters = pattern[...]
        while let first = characters.first {
            if first == "'" {
                characters = characters.dropFirst()
                if characters.first == "'" {
                    result.append("'")
                    characters = characters.dropFirst()
                    continue
                }
                while let next = characters.first {
                    characters = characters.dropFirst()
                    if next == "'" {
                        if characters.first == "'" {
                            result.append("'")
                            characters = characters.dropFirst()
                            continue
                        }
                        break
                    }
                    result.append(next)
                }
            } else if first.isASCII, first.isLetter {
                let run = characters.prefix { $0 == first }
                characters = characters.dropFirst(run.count)
                result += field(first, width: run.count, date)
            } else {
                result.append(first)
                characters = characters.dropFirst()
            }
        }
        return result
    }

    private func field(_ letter: Character, width: Int, _ date: CivilDate) -> String {
        switch letter {
        case "G":
            return locale.string(.eraAbbreviated) ?? "AD"
        case "y", "Y":
            return width == 2 ? padded(date.year % 100, 2) : padded(date.year, width)
        case "M", "L":
            if width <= 2 { return padded(date.month, width) }
            let names: CLDRField
            switch (letter, width) {
            case ("M", 3): names = .monthFormatAbbreviated
            case ("M", _): names = .monthFormatWide
            case (_, 3): names = .monthStandaloneAbbreviated
            default: names = .monthStandaloneWide
            }
            return locale.string(names.advanced(by: date.month - 1)) ?? String(date.month)
        case "d":
            return padded(date.day, width)
        default:
            return ""
        }
    }

    private func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width
            ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
