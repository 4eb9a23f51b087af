import Testing

@testable import SubFormats

@Suite struct DateFormatTests {
    @Test func dateCodesAreDates() {
        for code in [
            "dd/mm/yyyy", "yyyy-mm-dd", "DD.MM.YYYY", "d-mmm-yy", "mmm yyyy", "mmmm",
            #"yyyy"年"m"月"d"日""#, "[$-409]mmmm d, yyyy", "yyyy-mm-dd hh:mm:ss", "[$-F800]dddd",
        ] {
            #expect(NumberFormat.showsDate(code: code), "\(code)")
        }
    }

    @Test func timesAndNumbersAreNot() {
        for code in [
            "General", "0.00", "#,##0.00 \"€\"", "h:mm", "hh:mm:ss", "[h]:mm", "mm:ss",
            "h:mm AM/PM", #"0 "days""#, #"#,##0\d"#, "[Red]-#,##0.00", "_-* #,##0.00_-",
        ] {
            #expect(!NumberFormat.showsDate(code: code), "\(code)")
        }
    }

    @Test func serialsBecomeDays() {
        #expect(SerialDate.isoText(serial: 45_296, date1904: false) == "2024-01-05")
        #expect(SerialDate.isoText(serial: 45_296.75, date1904: false) == "2024-01-05")
        #expect(SerialDate.isoText(serial: 61, date1904: false) == "1900-03-01")
        #expect(SerialDate.isoText(serial: 2_958_465, date1904: false) == "9999-12-31")
        #expect(SerialDate.isoText(serial: 43_834, date1904: true) == "2024-01-05")
        #expect(SerialDate.isoText(serial: 0, date1904: true) == "1904-01-01")
    }

    @Test func serialsOutsideExcelsDaysStayNumbers() {
        for serial in [-1, 0, 60, 2_958_466, 1e20] {
            #expect(SerialDate.isoText(serial: serial, date1904: false) == nil)
        }
        #expect(SerialDate.isoText(serial: -1, date1904: true) == nil)
    }

    @Test func cellReferences() {
        #expect(CellReference("A1") == CellReference(column: 0, row: 1))
        #expect(CellReference("Z10") == CellReference(column: 25, row: 10))
        #expect(CellReference("AA3") == CellReference(column: 26, row: 3))
        #expect(CellReference("XFD1048576") == CellReference(column: 16_383, row: 1_048_576))
        for text in ["", "A", "3", "A0", "1A", "a1", "XFE1", "A1048577", "B3:C4"] {
            #expect(CellReference(text) == nil, "\(text)")
        }
    }
}
