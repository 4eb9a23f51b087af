import Foundation
import SubDomain
import SubJSON
import SubRecords
import TestSupport
import Testing

@testable import SubFormats

/// An export is read by SubJSON's `JSONParser`, the one JSON reader, and gives exactly what
/// JSONSerialization (which read exports before) gave, rows, kill count and errors alike, on
/// documents of every shape: real exports, and random ones with escapes, wrong types,
/// fractions, exponents, huge numbers, nested values, repeated and unknown keys, rows that
/// are no objects, odd white space, trailing text and cut-off files.
@Suite struct ExpenseExchangeJSONTests {
    private typealias Generator = Sample.SeededGenerator

    /// Both readings of `text`: the cells and kill count, or the error. `true` when the
    /// document was read.
    @discardableResult
    private func expectSameReading(_ text: String, _ context: String) -> Bool {
        #expect(
            (JSONParser.parse(text, loneSurrogate: .refused) == nil)
                == (referenceValue(text) == nil), "\(context)")
        var direct: Result<([ExchangeRowReader.Cells], Int), ExchangeError>
        var reference: Result<([ExchangeRowReader.Cells], Int), ExchangeError>
        do throws(ExchangeError) {
            direct = .success(try ExpenseExchange.parseJSONRows(text))
        } catch {
            direct = .failure(error)
        }
        do throws(ExchangeError) {
            reference = .success(try ExpenseExchange.jsonRows(of: referenceValue(text)))
        } catch {
            reference = .failure(error)
        }
        switch (direct, reference) {
        case (.success(let left), .success(let right)):
            #expect(left.0 == right.0, "\(context)")
            #expect(left.1 == right.1, "\(context)")
            return true
        case (.failure(let left), .failure(let right)):
            #expect(left == right, "\(context)")
        default:
            Issue.record("\(context): \(direct) against \(reference)")
        }
        return false
    }

    /// JSONSerialization's reading of `text` as a SubJSON value: the reference.
    private func referenceValue(_ text: String) -> JSONValue? {
        guard
            let object = try? JSONSerialization.jsonObject(
                with: Data(text.utf8), options: [.fragmentsAllowed])
        else { return nil }
        return referenceValue(object)
    }

    private func referenceValue(_ object: Any) -> JSONValue {
        switch object {
        case let text as String: return .string(text)
        case let array as [Any]: return .array(array.map(referenceValue))
        case let dictionary as [String: Any]:
            return .object(dictionary.map { ($0.key, referenceValue($0.value)) })
        case let number as NSNumber:
            // Its type code tells a boolean, an integer and a Double apart.
            switch String(cString: number.objCType) {
            case "c", "B": return .bool(number.boolValue)
            case "s", "i", "l", "q", "S", "I", "C":
                return .number(JSONNumber(String(number.int64Value))!)
            case "d" where number.doubleValue == -0x1p63:
                // JSONSerialization gives -9223372036854775808 as a Double; the one reader
                // keeps the whole number it is (the only integer they read apart).
                return .number(JSONNumber("-9223372036854775808")!)
            default: return .number(JSONNumber(String(describing: number.doubleValue))!)
            }
        default: return .null
        }
    }

    @Test func aRealExportIsReadAsBefore() throws {
        var ledger = ExpenseLedger()
        let today = Sample.date("2026-11-29")
        let group = Sample.expense(
            "Streaming \"TV\" / ñ 🎵", 3000, next: "2026-12-05", created: "2026-11-29",
            group: .manual)
        _ = try ledger.add(group, asOf: today)
        var member = Sample.expense(
            "Tab\there\nnew \u{01} line", 1799, next: "2026-12-05", created: "2026-11-29",
            sharedWith: 4, parent: group.id)
        member.notes = "quote \" back \\ del \u{7F}"
        member.reminderOffsets = [7, 1]
        _ = try ledger.add(member, asOf: today)
        ledger.recordImportedKills(12)
        let text = ExpenseExchange.export(ledger, as: .json)
        #expect(expectSameReading(text, "export"))
        let (rows, killCount) = try ExpenseExchange.parseJSONRows(text)
        #expect(rows.count == 2 && killCount == 12)
        #expect(rows[1].text[.notes] == "quote \" back \\ del \u{7F}")
    }

    @Test func numbersMustBeWrittenAsWholeNumbers() throws {
        func row(_ amount: String) throws -> ExchangeRowReader.Cells {
            let text =
                #"{"format":"subhub","version":1,"expenses":[{"amount_minor":"# + amount + "}]}"
            return try ExpenseExchange.parseJSONRows(text).0[0]
        }
        #expect(try row("1799").text[.amountMinor] == "1799")
        #expect(try row("-0").text[.amountMinor] == "0")
        #expect(try row("17.99").wronglyTyped[.amountMinor] == "17.99")
        #expect(try row("1e20").wronglyTyped[.amountMinor] == "1e+20")
        #expect(try row("1799.0").wronglyTyped[.amountMinor] == "1799.0")
        #expect(try row("true").wronglyTyped[.amountMinor] == "true")
        #expect(try row("99999999999999999999").wronglyTyped[.amountMinor] == "1e+20")
        #expect(throws: ExchangeError.malformedDocument(format: .json)) { try row("01") }
    }

    @Test(arguments: Array(1...40) as [UInt64])
    func randomDocumentsReadAsJSONSerializationReadThem(seed: UInt64) {
        var random = Generator(seed: seed)
        var parsed = 0
        let documents = 60
        for index in 0..<documents {
            let text = document(&random)
            if JSONParser.parse(text, loneSurrogate: .refused) != nil { parsed += 1 }
            expectSameReading(text, "seed \(seed) document \(index): \(text)")
        }
        // Most documents are JSON, so the rows and their types are what is compared.
        #expect(parsed > documents / 4, "only \(parsed) parsed")
    }

    // MARK: Random documents

    /// A document; a third of them `unusual`, which may hold a fraction, a nested value, a
    /// repeated key, a lone surrogate…
    private func document(_ random: inout Generator) -> String {
        let unusual = chance(1, of: 3, &random)
        var members: [String] = []
        if chance(9, of: 10, &random) {
            members.append(#""format" : "# + pick(["\"subhub\"", "\"other\"", "1"], &random))
        }
        if chance(9, of: 10, &random) {
            members.append(
                #""version" : "#
                    + pick(
                        unusual ? ["1.0", "1e0", "2"] : ["1", "1", "2", "0", "\"1\"", "-0"], &random
                    ))
        }
        if chance(1, of: 2, &random) {
            members.append(
                #""kill_count" : "#
                    + pick(
                        unusual
                            ? ["1.5", "1e2", "[3]"]
                            : ["3", "0", "null", "-1", "2000000", "\"3\"", "true"], &random))
        }
        if chance(1, of: 8, &random) {
            members.append(
                #""extra" : "# + pick(unusual ? ["[1]", "{}"] : ["1", "\"x\"", "null"], &random))
        }
        if chance(19, of: 20, &random) {
            let rows = (0..<Int.random(in: 0...4, using: &random)).map { _ in row(unusual, &random)
            }
            members.append(#""expenses" : ["# + rows.joined(separator: ",") + "]")
        }
        if unusual, chance(1, of: 5, &random), let first = members.first { members.append(first) }
        members.shuffle(using: &random)
        var text =
            "{"
            + members.map { space(&random) + $0 + space(&random) }
            .joined(separator: ",") + "}\n"
        if chance(1, of: 25, &random) { text += pick(["x", "{}", "\u{0C}", " "], &random) }
        if chance(1, of: 15, &random) {
            text = String(text.prefix(Int.random(in: 0..<text.count, using: &random)))
        }
        return text
    }

    private func row(_ unusual: Bool, _ random: inout Generator) -> String {
        if chance(1, of: 15, &random) {
            return pick(unusual ? ["[]", "{\"a\": {}}"] : ["1", "\"row\"", "null"], &random)
        }
        var members: [String] = []
        for field in ExchangeField.allCases where chance(4, of: 5, &random) {
            members.append(
                key(field.rawValue, &random) + " : " + value(for: field, unusual, &random))
        }
        if chance(1, of: 10, &random) {
            members.append(
                #""unknown" : "# + pick(unusual ? ["1.5", "[]"] : ["1", "\"x\""], &random))
        }
        if unusual, chance(1, of: 8, &random), let first = members.first {
            members.append(first)
        }
        members.shuffle(using: &random)
        return space(&random) + "{" + members.joined(separator: "," + space(&random)) + "}"
    }

    private func key(_ name: String, _ random: inout Generator) -> String {
        guard chance(1, of: 15, &random), let first = name.unicodeScalars.first else {
            return "\"\(name)\""
        }
        // The first letter written as an escape: the same key to a JSON reader.
        let hex = String(first.value, radix: 16)
        return "\"\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            + String(name.unicodeScalars.dropFirst()) + "\""
    }

    private func value(for field: ExchangeField, _ unusual: Bool, _ random: inout Generator)
        -> String
    {
        if chance(1, of: 8, &random) {
            return pick(
                [
                    "null", "true", "false", "12", "-7", "-0", "0", "123456789012345678",
                    "\"text\"",
                ], &random)
        }
        if unusual, chance(1, of: 20, &random) {
            return pick(
                [
                    "1.5", "1e3", "2E-1", "1234567890123456789", "-9223372036854775808",
                    "99999999999999999999", "01", "-", "[1, 2]", "{\"a\": 1}", "nul", "tru",
                ], &random)
        }
        if field.isNumeric { return String(Int.random(in: -5...50_000, using: &random)) }
        if field.isBoolean { return Bool.random(using: &random) ? "true" : "false" }
        var pieces = [
            "Netflix", " ", "é", "🎵", "\\n", "\\\"", "\\\\", "\\/", "\\t", "\\u00e9",
            "\\uD83C\\uDFB5", "\\u0000", "\u{7F}", "2026-12-01", "EUR", "monthly",
        ]
        if unusual { pieces += ["\\uD800", "\\uDC00x", "\\x", "\u{01}"] }
        let count = Int.random(in: 0...3, using: &random)
        return "\"" + (0..<count).map { _ in pick(pieces, &random) }.joined() + "\""
    }

    private func space(_ random: inout Generator) -> String {
        pick(["", " ", "\n  ", "\t", "\r\n", ""], &random)
    }

    private func chance(_ count: Int, of total: Int, _ random: inout Generator) -> Bool {
        Int.random(in: 0..<total, using: &random) < count
    }

    private func pick(_ choices: [String], _ random: inout Generator) -> String {
        choices.randomElement(using: &random)!
    }
}
