import CXML2
import Glibc

/// libxml2's HTML parser, resolved once with dlopen on the first HTML body: `subhub` does not
/// link libxml2.
private struct LibXML2 {
    let read:
        @convention(c) (
            UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32
        )
            -> OpaquePointer?
    let root: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<xmlNode>?
    let freeDocument: @convention(c) (OpaquePointer?) -> Void

    static let system = LibXML2(path: HTMLText.systemLibrary)

    init?(path: String) {
        guard let library = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard
            let read = symbol(
                "htmlReadMemory",
                as: (@convention(c) (
                    UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
                    Int32
                ) -> OpaquePointer?).self),
            let root = symbol(
                "xmlDocGetRootElement",
                as: (@convention(c) (OpaquePointer?) -> UnsafeMutablePointer<xmlNode>?).self),
            let freeDocument = symbol(
                "xmlFreeDoc", as: (@convention(c) (OpaquePointer?) -> Void).self)
        else {
            dlclose(library)
            return nil
        }
        self.read = read
        self.root = root
        self.freeDocument = freeDocument
    }
}

/// An HTML body as the text a reader sees: block elements and table cells apart, scripts,
/// styles and comments left out, entities decoded. The only file that imports CXML2.
package enum HTMLText {
    /// Debian's libxml2 (`libxml2`), the ABI the declarations are from.
    package static let systemLibrary = "libxml2.so.2"

    /// Elements that end a line: each starts its text on a line of its own.
    private static let blocks: Set<String> = [
        "p", "div", "br", "tr", "li", "ul", "ol", "table", "h1", "h2", "h3", "h4", "h5", "h6",
        "section", "article", "header", "footer", "blockquote", "pre", "hr", "title", "dt", "dd",
        "center", "tbody", "thead", "tfoot",
    ]

    /// The text of `html` (UTF-8), lines apart, runs of spaces made one.
    /// - Throws: `.htmlLibraryMissing` when libxml2 cannot be opened.
    package static func text(of html: String) throws(MailError) -> String {
        guard let xml = LibXML2.system else { throw .htmlLibraryMissing }
        var html = html
        let options = Int32(
            HTML_PARSE_RECOVER | HTML_PARSE_NOERROR
                | HTML_PARSE_NOWARNING | HTML_PARSE_NONET
                | HTML_PARSE_COMPACT)
        let document = html.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                xml.read($0.baseAddress, Int32(clamping: $0.count), nil, "UTF-8", options)
            }
        }
        guard let document else { return "" }
        defer { xml.freeDocument(document) }
        var lines: [String] = []
        var line = ""
        func endLine() {
            let trimmed = line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if !trimmed.isEmpty { lines.append(trimmed) }
            line = ""
        }
        // Walked without recursion: libxml2 nests at most 256 deep, but a walk of its own
        // holds no stack either way.
        var node = xml.root(document)
        while let current = node {
            let name = current.pointee.name.map { String(cString: $0).lowercased() } ?? ""
            var descend = false
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content {
                    line += String(cString: content)
                }
            case XML_ELEMENT_NODE:
                if name == "script" || name == "style" || name == "head" {
                    break
                }
                if blocks.contains(name) { endLine() }
                if name == "td" || name == "th" { line += " " }
                descend = true
            default: break
            }
            if descend, let child = current.pointee.children {
                node = child
                continue
            }
            // Up until a sibling, ending the lines of the blocks left.
            var up: UnsafeMutablePointer<xmlNode>? = current
            node = nil
            while let here = up {
                if here.pointee.type == XML_ELEMENT_NODE,
                    let name = here.pointee.name.map({ String(cString: $0).lowercased() }),
                    blocks.contains(name)
                {
                    endLine()
                }
                if let next = here.pointee.next {
                    node = next
                    break
                }
                up = here.pointee.parent
                if up?.pointee.type != XML_ELEMENT_NODE { up = nil }
            }
        }
        endLine()
        return lines.joined(separator: "\n")
    }
}
