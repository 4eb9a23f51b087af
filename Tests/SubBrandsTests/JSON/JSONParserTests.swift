import Foundation
import SubJSON
import Testing

@testable import SubBrands

@Suite struct JSONParserTests {
    @Test func readsTheShapesTheBrandDataUses() throws {
        let value = try #require(
            JSONParser.parse(
                #" {"a": [1, -2.5, 3e2, true, false, null], "b": {"c": "d"}, "e": ""} "#))
        #expect(value["a"]?.array?.count == 6)
        #expect(value["a"]?.array?[0].integer == 1)
        #expect(value["a"]?.array?[1].integer == nil)
        #expect(value["a"]?.array?[2].integer == 300)
        #expect(value["a"]?.array?[3].bool == true)
        #expect(value["b"]?["c"]?.string == "d")
        #expect(value["e"]?.string == "")
        #expect(value["missing"] == nil)
    }

    @Test func decodesEscapesAndUTF8() {
        let text = JSONParser.parse(#""a\"b\\c\/d\n\u00e9\ud83c\udfac网飞""#)?.string
        #expect(text == "a\"b\\c/d\né🎬网飞")
        #expect(JSONParser.parse(#""\ud83c""#)?.string == "\u{FFFD}")
    }

    @Test(arguments: [
        "", "{", "[1,]", "{\"a\":}", "{\"a\" 1}", "\"unterminated", "tru", "[1 2]", "{} {}",
        "\"a\u{1}\"",
        "\"\\x\"", "\"\\u12\"", String(repeating: "[", count: 10_000),
        "01", "+1", ".5", "1.", "-", "1e", "1e+", "[-01]", "0x10", "1.5.2", "NaN", "Infinity",
    ])
    func rejectsMalformedInputWithoutTrapping(text: String) {
        #expect(JSONParser.parse(text) == nil)
    }

    /// Numbers keep their text, so an amount written `1799` is told from `1799.0` and `1e20`;
    /// the whole value is there when it fits Int64.
    @Test func numbersKeepTheirTextAndTheirExactWholeValue() {
        func number(_ text: String) -> JSONNumber? { JSONParser.parse(text)?.number }
        #expect(number("1799")?.int64 == 1799)
        #expect(number("-0")?.int64 == 0)
        #expect(number("9223372036854775807")?.int64 == .max)
        #expect(number("-9223372036854775808")?.int64 == .min)
        #expect(number("9223372036854775808")?.int64 == nil)
        #expect(number("9223372036854775808")?.double == 9_223_372_036_854_775_808)
        #expect(number("1799.0")?.int64 == nil)
        #expect(number("1e2")?.int64 == nil)
        #expect(number("1e2")?.double == 100)
        #expect(number(" -12.5E-1 ")?.text == "-12.5E-1")
        #expect(JSONNumber("2.50")?.text == "2.50")
        #expect(JSONNumber("2.5 x") == nil)
    }

    /// A key given twice answers with its last value, by subscript and by name alike.
    @Test func aRepeatedKeyKeepsItsLastValue() throws {
        let value = try #require(JSONParser.parse(#"{"a": 1, "b": true, "a": "two"}"#))
        #expect(value["a"] == .string("two"))
        #expect(value.valuesByName?["a"] == .string("two"))
        #expect(value.members?.count == 3)
    }

    /// Stored and imported text refuses half a surrogate pair; the catalogs replace it.
    @Test func loneSurrogatesFollowTheParsersPolicy() {
        #expect(JSONParser.parse(#"["\ud83c"]"#) == .array([.string("\u{FFFD}")]))
        #expect(JSONParser.parse(#"["\ud83c"]"#, loneSurrogate: .refused) == nil)
        #expect(
            JSONParser.parse(#"["\ud83c\udfac"]"#, loneSurrogate: .refused)
                == .array([.string("🎬")]))
    }

    @Test func agreesWithJSONSerializationOnTheBundledIcons() throws {
        let text = try BrandDataFiles.text("simple-icons.json")
        let ours = try #require(JSONParser.parse(text)?["icons"]?.array)
        let theirs = try #require(
            try BrandDataFiles.json("simple-icons.json")["icons"] as? [[String: Any]])
        #expect(ours.count == theirs.count)
        for (mine, reference) in zip(ours, theirs) {
            #expect(mine["title"]?.string == reference["title"] as? String)
            #expect(mine["slug"]?.string == reference["slug"] as? String)
        }
    }

    /// One string reader serves the catalogs (a lone surrogate becomes U+FFFD, as always)
    /// and stored or imported text (refused, as JSONSerialization refused it).
    @Test func escapesAreDecodedAndLoneSurrogatesFollowTheirPolicy() {
        func read(_ json: String, _ policy: JSONStringReader.LoneSurrogate) -> String? {
            var bytes = Array(json.utf8)
            return bytes.withUnsafeMutableBufferPointer { buffer in
                var position = 0
                let text = JSONStringReader.read(
                    UnsafeBufferPointer(buffer), at: &position, loneSurrogate: policy)
                return text.map { position == buffer.count ? $0 : "left \(position)" }
            }
        }
        for policy in [JSONStringReader.LoneSurrogate.replaced, .refused] {
            #expect(read(#""plain ñ 爱""#, policy) == "plain ñ 爱")
            #expect(read(#""a\"b\\c\/d\n\t""#, policy) == "a\"b\\c/d\n\t")
            #expect(read(#""\u00e9\ud83d\ude00""#, policy) == "é😀")
            #expect(read(#""bad \x""#, policy) == nil)
            #expect(read("\"tab\there\"", policy) == nil)
            #expect(read(#""unclosed"#, policy) == nil)
        }
        #expect(read(#""\ud83dx""#, .replaced) == "\u{FFFD}x")
        #expect(read(#""\ude00""#, .replaced) == "\u{FFFD}")
        #expect(read(#""\ud83d\u0041""#, .replaced) == "\u{FFFD}")
        #expect(read(#""\ud83dx""#, .refused) == nil)
        #expect(read(#""\ude00""#, .refused) == nil)
        #expect(read(#""\ud83d\u0041""#, .refused) == nil)
    }
}
