extension String {
    /// Every occurrence of `target`, compared byte for byte in UTF-8, replaced by
    /// `replacement`.
    ///
    /// Byte for byte, not by `Character`: "\n" is found inside "\r\n", which the standard
    /// library's `replacing(_:with:)` treats as one character. Foundation's
    /// `replacingOccurrences` lives in the ICU half of Foundation, which the product does not
    /// link.
    public func replacingAll(_ target: String, with replacement: String) -> String {
        let needle = Array(target.utf8)
        guard !needle.isEmpty else { return self }
        let bytes = Array(utf8)
        guard bytes.count >= needle.count else { return self }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var changed = false
        while index < bytes.count {
            if bytes[index] == needle[0], index + needle.count <= bytes.count,
                bytes[index..<index + needle.count].elementsEqual(needle)
            {
                output.append(contentsOf: replacement.utf8)
                index += needle.count
                changed = true
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return changed ? String(decoding: output, as: UTF8.self) : self
    }
}
