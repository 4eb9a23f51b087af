#if canImport(Glibc)
    import Glibc
#endif

/// Text in another encoding through the C library's iconv: an encoder independent of
/// SubHub's decoder, for the fixtures of tests and benchmarks (a GBK Alipay bill, a
/// Windows-1252 export, UTF-16 without a mark).
public enum IconvEncoder {
    /// `text` in `encoding` (an iconv name: `GB18030`, `WINDOWS-1252`, `UTF-16LE`…);
    /// characters the encoding lacks end the output where they stand.
    public static func encoded(_ text: String, as encoding: String) -> [UInt8] {
        let converter = iconv_open(encoding, "UTF-8")
        guard converter != iconv_t(bitPattern: -1) else { return [] }
        defer { iconv_close(converter) }
        var input = Array(text.utf8CString.dropLast())
        // Four bytes a character is the most any of these encodings needs.
        var output = [CChar](repeating: 0, count: input.count * 4 + 16)
        var inputLeft = input.count
        var outputLeft = output.count
        _ = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                var inputPointer = inputBuffer.baseAddress
                var outputPointer = outputBuffer.baseAddress
                return iconv(converter, &inputPointer, &inputLeft, &outputPointer, &outputLeft)
            }
        }
        return output.prefix(output.count - outputLeft).map { UInt8(bitPattern: $0) }
    }
}
