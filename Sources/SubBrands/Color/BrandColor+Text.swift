extension BrandColor {
    /// `text` drawn in this colour (foreground) for `capability`, then a reset; `text` as it
    /// is when colour is off. The shell decides the capability (see `ColorCapability`).
    public func painted(_ text: String, for capability: ColorCapability) -> String {
        switch capability {
        case .trueColor: "\u{1B}[38;2;\(red);\(green);\(blue)m\(text)\u{1B}[0m"
        case .palette256: "\u{1B}[38;5;\(xterm256Index)m\(text)\u{1B}[0m"
        case .none: text
        }
    }
}
