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
    ])
    func rejectsMalformedInputWithoutTrapping(text: String) {
        #expect(JSONParser.parse(text) == nil)
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
    /// and the export reader (refused, so JSONSerialization gets to say why).
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
