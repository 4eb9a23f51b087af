import SubBrandsCore
import Testing

@testable import SubBrands

@Suite struct BrandColorTests {
    @Test func hexIsReadWithOrWithoutHash() {
        #expect(BrandColor(hex: "E50914") == BrandColor(red: 0xE5, green: 0x09, blue: 0x14))
        #expect(BrandColor(hex: "#1ed760") == BrandColor(red: 0x1E, green: 0xD7, blue: 0x60))
        for bad in ["", "#", "12345", "1234567", "GGGGGG", "+12345", "-12345", "🎬🎬🎬🎬🎬🎬"] {
            #expect(BrandColor(hex: bad) == nil, "\(bad)")
        }
    }

    @Test func trueColorSwatchIsABackgroundThenAReset() {
        #expect(BrandColor(hex: "E50914")?.trueColorSwatch == "\u{1B}[48;2;229;9;20m  \u{1B}[0m")
    }

    @Test(arguments: [
        ("000000", 16), ("FFFFFF", 231), ("FF0000", 196), ("00FF00", 46), ("0000FF", 21),
        ("808080", 244), ("E50914", 160), ("1ED760", 41), ("767676", 243), ("5F87AF", 67),
    ])
    func nearestXterm256Colour(hex: String, index: Int) {
        #expect(BrandColor(hex: hex)?.xterm256Index == index)
    }

    @Test func swatchFollowsTheCapability() {
        let red = BrandColor(red: 255, green: 0, blue: 0)
        #expect(red.swatch(for: .none) == "")
        #expect(red.swatch(for: .palette256) == "\u{1B}[48;5;196m  \u{1B}[0m")
        #expect(red.swatch(for: .trueColor) == red.trueColorSwatch)
    }

    @Test func everyBrandColourIsReadable() {
        for brand in BrandCatalog.shared.allBrands {
            if let hex = brand.hex { #expect(BrandColor(hex: hex) != nil, "\(brand.id)") }
        }
    }
}
