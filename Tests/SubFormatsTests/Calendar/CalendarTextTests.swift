import Testing

@testable import SubFormats

@Suite struct CalendarTextTests {
    @Test func escapesBackslashSemicolonCommaAndEveryLineBreak() {
        #expect(CalendarText.escaped(#"a\b;c,d"#) == #"a\\b\;c\,d"#)
        #expect(CalendarText.escaped("one\ntwo\r\nthree\rfour") == #"one\ntwo\nthree\nfour"#)
        #expect(CalendarText.escaped("a\u{2028}b\u{2029}c") == #"a\nb\nc"#)
        // Colons and quotes are plain in TEXT; a tab may stay.
        #expect(CalendarText.escaped("Note: \"x\"\ty") == "Note: \"x\"\ty")
    }

    @Test func aLineBreakNeverStartsAProperty() {
        let name = "Netflix\r\nATTENDEE:mailto:x@example.com\nBEGIN:VALARM"
        let escaped = CalendarText.escaped(name)
        #expect(escaped == #"Netflix\nATTENDEE:mailto:x@example.com\nBEGIN:VALARM"#)
        #expect(!escaped.contains("\n") && !escaped.contains("\r"))
    }

    @Test func otherControlCharactersBecomeTheReplacementCharacter() {
        #expect(
            CalendarText.escaped("a\u{07}b\u{1B}[31mc\u{7F}") == "a\u{FFFD}b\u{FFFD}[31mc\u{FFFD}")
    }

    @Test func aLineOf75OctetsStaysWhole() {
        let line = "SUMMARY:" + String(repeating: "a", count: 67)
        #expect(line.utf8.count == 75)
        #expect(CalendarText.folded(line) == line + "\r\n")
    }

    @Test func the76thOctetGoesToAContinuationLineAfterOneSpace() {
        let line = "SUMMARY:" + String(repeating: "a", count: 68)
        #expect(
            Array(CalendarText.folded(line).utf8)
                == Array(("SUMMARY:" + String(repeating: "a", count: 67) + "\r\n a\r\n").utf8))
    }

    @Test func aMultiByteCharacterIsNeverSplit() {
        // 74 octets, then "€" (3 octets) would end at 77: it moves whole to the next line.
        let prefix = "SUMMARY:" + String(repeating: "a", count: 66)
        let folded = CalendarText.folded(prefix + "€ b")
        #expect(Array(folded.utf8) == Array((prefix + "\r\n € b\r\n").utf8))
        // "é" (2 octets) after 73 octets fits exactly.
        let fits = "SUMMARY:" + String(repeating: "a", count: 65)
        #expect(CalendarText.folded(fits + "éz") == fits + "é\r\n z\r\n")
    }

    @Test func longTextFoldsIntoLinesOfAtMost75OctetsAndUnfoldsBack() {
        let line =
            "DESCRIPTION:" + String(repeating: "ñ", count: 50) + String(repeating: "😀", count: 30)
            + String(repeating: "€", count: 40)
        let folded = CalendarText.folded(line)
        let bytes = Array(folded.utf8)
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
        // Every physical line ends with CR LF and holds at most 75 octets before it.
        for physical in lines {
            #expect(physical.last == 0x0D)
            #expect(physical.count - 1 <= 75)
            // Whole UTF-8 sequences only: each line decodes on its own.
            #expect(String(validating: physical.dropLast(), as: UTF8.self) != nil)
        }
        // The cuts: "DESCRIPTION:" (12) + 31 "ñ" (2 each) = 74, a 32nd would make 76;
        // " " + 19 "ñ" + 9 "😀" (4 each) = 75; " " + 18 "😀" = 73; " " + 3 "😀" + 20 "€"
        // (3 each) = 73; " " + the last 20 "€" = 61.
        let physicalLengths = lines.map { $0.count - 1 }
        #expect(physicalLengths == [74, 75, 73, 73, 61])
        #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == line + "\r\n")
    }
}
