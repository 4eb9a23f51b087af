/// A brand colour and its forms for a terminal: 24-bit escape, or the nearest of the 256
/// xterm colours. Pure functions; the shell decides when to use them (see `ColorCapability`).
public struct BrandColor: Hashable, Sendable {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Reads six hex digits, with or without a leading `#`; `nil` for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        // UInt32(_:radix:) alone would accept a sign ("+12345").
        guard digits.utf8.count == 6, digits.allSatisfy(\.isHexDigit),
            let value = UInt32(digits, radix: 16)
        else { return nil }
        red = UInt8(value >> 16 & 0xFF)
        green = UInt8(value >> 8 & 0xFF)
        blue = UInt8(value & 0xFF)
    }

    /// Two cells painted in this colour (24-bit background), then a reset.
    public var trueColorSwatch: String {
        "\u{1B}[48;2;\(red);\(green);\(blue)m  \u{1B}[0m"
    }

    /// Two cells painted in the nearest xterm-256 colour, then a reset.
    public var palette256Swatch: String {
        "\u{1B}[48;5;\(xterm256Index)m  \u{1B}[0m"
    }

    /// The swatch for `capability`; empty when colour is off.
    public func swatch(for capability: ColorCapability) -> String {
        switch capability {
        case .trueColor: trueColorSwatch
        case .palette256: palette256Swatch
        case .none: ""
        }
    }

    /// The nearest colour among xterm's 6×6×6 cube (16–231) and grey ramp (232–255).
    ///
    /// The first sixteen are left out on purpose: each terminal theme redefines them, so
    /// they would not show the brand's colour.
    public var xterm256Index: Int {
        let cubeRed = Self.nearestCubeStep(red)
        let cubeGreen = Self.nearestCubeStep(green)
        let cubeBlue = Self.nearestCubeStep(blue)
        let cubeIndex = 16 + 36 * cubeRed + 6 * cubeGreen + cubeBlue
        let cubeDistance = distance(
            to: (Self.cubeLevels[cubeRed], Self.cubeLevels[cubeGreen], Self.cubeLevels[cubeBlue]))

        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = min(23, max(0, (average - 8 + 5) / 10))
        let greyLevel = 8 + 10 * greyStep
        let greyDistance = distance(to: (greyLevel, greyLevel, greyLevel))
        return greyDistance < cubeDistance ? 232 + greyStep : cubeIndex
    }

    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    private static func nearestCubeStep(_ component: UInt8) -> Int {
        var best = 0
        for step in 1..<cubeLevels.count
        where abs(cubeLevels[step] - Int(component)) < abs(cubeLevels[best] - Int(component)) {
            best = step
        }
        return best
    }

    private func distance(to other: (Int, Int, Int)) -> Int {
        let dr = Int(red) - other.0
        let dg = Int(green) - other.1
        let db = Int(blue) - other.2
        return dr * dr + dg * dg + db * db
    }
}
