import CGMime
import Glibc
import SubDomain

/// GMime's functions (and the few of glib and gobject it loads), resolved once with dlopen:
/// `subhub` does not link GMime, so a machine without it starts every command and is told
/// what is missing only when it reads mail.
private struct GMime {
    typealias Pointer = OpaquePointer
    typealias Callback = @convention(c) (Pointer?, Pointer?, UnsafeMutableRawPointer?) -> Void

    let byteArrayTake: @convention(c) (UnsafeMutablePointer<UInt8>?, Int) -> Pointer?
    let streamFromArray: @convention(c) (Pointer?) -> Pointer?
    let parserNew: @convention(c) (Pointer?) -> Pointer?
    let parserSetFormat: @convention(c) (Pointer?, UInt32) -> Void
    let parserMessage: @convention(c) (Pointer?, Pointer?) -> Pointer?
    let parserEnd: @convention(c) (Pointer?) -> Int32
    let subject: @convention(c) (Pointer?) -> UnsafePointer<CChar>?
    let messageID: @convention(c) (Pointer?) -> UnsafePointer<CChar>?
    let from: @convention(c) (Pointer?) -> Pointer?
    let date: @convention(c) (Pointer?) -> Pointer?
    let foreach: @convention(c) (Pointer?, Callback, UnsafeMutableRawPointer?) -> Void
    let contentType: @convention(c) (Pointer?) -> Pointer?
    let mediaType: @convention(c) (Pointer?) -> UnsafePointer<CChar>?
    let mediaSubtype: @convention(c) (Pointer?) -> UnsafePointer<CChar>?
    let partType: GType
    let textPartType: GType
    let isAttachment: @convention(c) (Pointer?) -> Int32
    let text: @convention(c) (Pointer?) -> UnsafeMutablePointer<CChar>?
    let content: @convention(c) (Pointer?) -> Pointer?
    let contentStream: @convention(c) (Pointer?) -> Pointer?
    let streamLength: @convention(c) (Pointer?) -> Int64
    let memoryStream: @convention(c) () -> Pointer?
    let writeToStream: @convention(c) (Pointer?, Pointer?) -> Int
    let memoryBytes: @convention(c) (Pointer?) -> UnsafeMutableRawPointer?
    let charset: @convention(c) (Pointer?) -> UnsafePointer<CChar>?
    let iconvOpen:
        @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> UnsafeMutableRawPointer?
    let iconvClose: @convention(c) (UnsafeMutableRawPointer?) -> Int32
    let addressCount: @convention(c) (Pointer?) -> Int32
    let address: @convention(c) (Pointer?, Int32) -> Pointer?
    let addressName: @convention(c) (Pointer?) -> UnsafePointer<CChar>?
    let mailboxType: GType
    let mailboxAddress: @convention(c) (Pointer?) -> UnsafePointer<CChar>?
    let free: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let unref: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let isA: @convention(c) (Pointer?, GType) -> Int32
    let ymd:
        @convention(c) (
            Pointer?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
            UnsafeMutablePointer<Int32>?
        ) -> Void

    /// The system's GMime, opened and initialised on the first mailbox; `nil` when it is
    /// not installed.
    static let system = GMime(path: MailReader.systemLibrary)

    init?(path: String) {
        guard let library = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, as type: T.Type = T.self) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        typealias TypeFunction = @convention(c) () -> GType
        guard let initialise = symbol("g_mime_init", as: (@convention(c) () -> Void).self),
            let byteArrayTake = symbol(
                "g_byte_array_new_take",
                as: (@convention(c) (UnsafeMutablePointer<UInt8>?, Int) -> Pointer?).self),
            let streamFromArray = symbol(
                "g_mime_stream_mem_new_with_byte_array",
                as: (@convention(c) (Pointer?) -> Pointer?).self),
            let parserNew = symbol(
                "g_mime_parser_new_with_stream", as: (@convention(c) (Pointer?) -> Pointer?).self),
            let parserSetFormat = symbol(
                "g_mime_parser_set_format", as: (@convention(c) (Pointer?, UInt32) -> Void).self),
            let parserMessage = symbol(
                "g_mime_parser_construct_message",
                as: (@convention(c) (Pointer?, Pointer?) -> Pointer?).self),
            let parserEnd = symbol(
                "g_mime_parser_eos", as: (@convention(c) (Pointer?) -> Int32).self),
            let subject = symbol(
                "g_mime_message_get_subject",
                as: (@convention(c) (Pointer?) -> UnsafePointer<CChar>?).self),
            let messageID = symbol(
                "g_mime_message_get_message_id",
                as: (@convention(c) (Pointer?) -> UnsafePointer<CChar>?).self),
            let from = symbol(
                "g_mime_message_get_from", as: (@convention(c) (Pointer?) -> Pointer?).self),
            let date = symbol(
                "g_mime_message_get_date", as: (@convention(c) (Pointer?) -> Pointer?).self),
            let foreach = symbol(
                "g_mime_message_foreach",
                as: (@convention(c) (Pointer?, Callback, UnsafeMutableRawPointer?) -> Void).self),
            let contentType = symbol(
                "g_mime_object_get_content_type",
                as: (@convention(c) (Pointer?) -> Pointer?).self),
            let mediaType = symbol(
                "g_mime_content_type_get_media_type",
                as: (@convention(c) (Pointer?) -> UnsafePointer<CChar>?).self),
            let mediaSubtype = symbol(
                "g_mime_content_type_get_media_subtype",
                as: (@convention(c) (Pointer?) -> UnsafePointer<CChar>?).self),
            let partType = symbol("g_mime_part_get_type", as: TypeFunction.self),
            let textPartType = symbol("g_mime_text_part_get_type", as: TypeFunction.self),
            let isAttachment = symbol(
                "g_mime_part_is_attachment", as: (@convention(c) (Pointer?) -> Int32).self),
            let text = symbol(
                "g_mime_text_part_get_text",
                as: (@convention(c) (Pointer?) -> UnsafeMutablePointer<CChar>?).self),
            let content = symbol(
                "g_mime_part_get_content", as: (@convention(c) (Pointer?) -> Pointer?).self),
            let contentStream = symbol(
                "g_mime_data_wrapper_get_stream", as: (@convention(c) (Pointer?) -> Pointer?).self),
            let streamLength = symbol(
                "g_mime_stream_length", as: (@convention(c) (Pointer?) -> Int64).self),
            let memoryStream = symbol(
                "g_mime_stream_mem_new", as: (@convention(c) () -> Pointer?).self),
            let writeToStream = symbol(
                "g_mime_data_wrapper_write_to_stream",
                as: (@convention(c) (Pointer?, Pointer?) -> Int).self),
            let memoryBytes = symbol(
                "g_mime_stream_mem_get_byte_array",
                as: (@convention(c) (Pointer?) -> UnsafeMutableRawPointer?).self),
            let charset = symbol(
                "g_mime_text_part_get_charset",
                as: (@convention(c) (Pointer?) -> UnsafePointer<CChar>?).self),
            let iconvOpen = symbol(
                "g_mime_iconv_open",
                as: (@convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?)
                    -> UnsafeMutableRawPointer?).self),
            let iconvClose = symbol(
                "g_mime_iconv_close",
                as: (@convention(c) (UnsafeMutableRawPointer?) -> Int32).self),
            let addressCount = symbol(
                "internet_address_list_length", as: (@convention(c) (Pointer?) -> Int32).self),
            let address = symbol(
                "internet_address_list_get_address",
                as: (@convention(c) (Pointer?, Int32) -> Pointer?).self),
            let addressName = symbol(
                "internet_address_get_name",
                as: (@convention(c) (Pointer?) -> UnsafePointer<CChar>?).self),
            let mailboxType = symbol("internet_address_mailbox_get_type", as: TypeFunction.self),
            let mailboxAddress = symbol(
                "internet_address_mailbox_get_addr",
                as: (@convention(c) (Pointer?) -> UnsafePointer<CChar>?).self),
            let free = symbol(
                "g_free", as: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self),
            let unref = symbol(
                "g_object_unref", as: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self),
            let isA = symbol(
                "g_type_check_instance_is_a",
                as: (@convention(c) (Pointer?, GType) -> Int32).self),
            let ymd = symbol(
                "g_date_time_get_ymd",
                as: (@convention(c) (
                    Pointer?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
                    UnsafeMutablePointer<Int32>?
                ) -> Void).self)
        else {
            dlclose(library)
            return nil
        }
        initialise()
        self.byteArrayTake = byteArrayTake
        self.streamFromArray = streamFromArray
        self.parserNew = parserNew
        self.parserSetFormat = parserSetFormat
        self.parserMessage = parserMessage
        self.parserEnd = parserEnd
        self.subject = subject
        self.messageID = messageID
        self.from = from
        self.date = date
        self.foreach = foreach
        self.contentType = contentType
        self.mediaType = mediaType
        self.mediaSubtype = mediaSubtype
        self.partType = partType()
        self.textPartType = textPartType()
        self.isAttachment = isAttachment
        self.text = text
        self.content = content
        self.contentStream = contentStream
        self.streamLength = streamLength
        self.memoryStream = memoryStream
        self.writeToStream = writeToStream
        self.memoryBytes = memoryBytes
        self.charset = charset
        self.iconvOpen = iconvOpen
        self.iconvClose = iconvClose
        self.addressCount = addressCount
        self.address = address
        self.addressName = addressName
        self.mailboxType = mailboxType()
        self.mailboxAddress = mailboxAddress
        self.free = free
        self.unref = unref
        self.isA = isA
        self.ymd = ymd
    }

    /// Whether GMime (through iconv) can convert `charset` to UTF-8.
    func converts(_ charset: String) -> Bool {
        guard let handle = iconvOpen("UTF-8", charset),
            Int(bitPattern: handle) != -1
        else { return false }
        _ = iconvClose(handle)
        return true
    }
}

/// What one message's walk of its MIME tree collects: GMime calls back with each part.
private final class PartWalk {
    let gmime: GMime
    var plain: [String] = []
    var html: [String] = []
    var parts = 0
    var textBytes = 0
    var attachments: [MailMessage.Attachment] = []
    /// A text part in a charset iconv does not know, or whose text is not UTF-8 once
    /// converted: the message is skipped, not guessed at.
    var undecodable = false

    init(_ gmime: GMime) {
        self.gmime = gmime
    }

    /// A part's content, its transfer encoding (base64, quoted-printable) undone; `nil`
    /// past `ReadingLimits.mailAttachmentBytes` (by its encoded size, before decoding).
    func decoded(_ part: OpaquePointer) -> [UInt8]? {
        guard let wrapper = gmime.content(part), let stream = gmime.contentStream(wrapper),
            gmime.streamLength(stream) <= Int64(ReadingLimits.mailAttachmentBytes) * 2,
            let memory = gmime.memoryStream()
        else { return nil }
        defer { gmime.unref(UnsafeMutableRawPointer(memory)) }
        guard gmime.writeToStream(wrapper, memory) >= 0, let array = gmime.memoryBytes(memory)
        else { return nil }
        // GLib's GByteArray: its data pointer, then its length as a 32-bit unsigned.
        let data = array.load(as: UnsafePointer<UInt8>?.self)
        let length = Int(
            array.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UInt32.self))
        guard let data, length <= ReadingLimits.mailAttachmentBytes else { return nil }
        return Array(UnsafeBufferPointer(start: data, count: length))
    }

    func visit(_ part: OpaquePointer?) {
        parts += 1
        guard parts <= ReadingLimits.mailParts, let part,
            gmime.isA(part, gmime.partType) != 0
        else { return }
        let type = gmime.contentType(part)
        let media = gmime.mediaType(type).map { String(cString: $0).lowercased() } ?? ""
        let subtype = gmime.mediaSubtype(type).map { String(cString: $0).lowercased() } ?? ""
        if gmime.isAttachment(part) != 0 || gmime.isA(part, gmime.textPartType) == 0 {
            let mediaType = media + "/" + subtype
            attachments.append(
                MailMessage.Attachment(
                    mediaType: mediaType,
                    bytes: mediaType == "application/pdf" ? decoded(part) : nil))
            return
        }
        guard subtype == "plain" || subtype == "html" else { return }
        if let charset = gmime.charset(part).map({ String(cString: $0) }),
            !gmime.converts(charset)
        {
            undecodable = true
            return
        }
        // A body far past what is read of it (its encoded size: base64 is a third longer) is
        // left alone rather than decoded whole: no receipt is megabytes of text.
        if let stream = gmime.contentStream(gmime.content(part)),
            gmime.streamLength(stream) > Int64(ReadingLimits.mailTextBytes) * 2
        {
            return
        }
        guard let raw = gmime.text(part) else { return }
        defer { gmime.free(raw) }
        let length = strlen(raw)
        guard textBytes < ReadingLimits.mailTextBytes else { return }
        let kept = min(length, ReadingLimits.mailTextBytes - textBytes)
        textBytes += kept
        let bytes = UnsafeRawBufferPointer(start: raw, count: kept)
        var text = String(validating: bytes, as: UTF8.self)
        // Cut at the limit inside a character: the character is left out.
        var back = 1
        while text == nil, kept < length, back <= 3, back < kept {
            text = String(validating: bytes.prefix(kept - back), as: UTF8.self)
            back += 1
        }
        guard let text else {
            undecodable = true
            return
        }
        if subtype == "html" { html.append(text) } else { plain.append(text) }
    }
}

/// Reads mail with GMime: a single message (`.eml`, a Maildir file) or an mbox file, each
/// message given to the caller as a `MailMessage`. The only file that imports CGMime.
public enum MailReader {
    /// Debian's GMime 3 (`libgmime-3.0-0`), the ABI the declarations are from.
    public static let systemLibrary = "libgmime-3.0.so.0"

    package enum Layout: Sendable {
        /// One message: an `.eml` file, or one file of a Maildir.
        case message
        /// Messages one after the other, each after its `From ` line.
        case mbox
    }

    /// Whether GMime can be opened: checked before any file is read, so a machine without
    /// it is told so whatever the files are. Tests name a library that is not there.
    package static func isAvailable(library: String = systemLibrary) -> Bool {
        library == systemLibrary ? GMime.system != nil : GMime(path: library) != nil
    }

    /// Parses `buffer` (from `malloc`; this takes it over and frees it) as `layout` and
    /// gives each message to `visit`, in order, until it returns false.
    /// - Returns: how many messages were left out unparsed, for holding more MIME boundary
    ///   lines than `ReadingLimits.mailBoundaryLines`.
    @discardableResult
    package static func read(
        taking buffer: UnsafeMutableBufferPointer<UInt8>, layout: Layout,
        visit: (MailMessage) -> Bool
    ) throws(MailError) -> Int {
        guard let gmime = GMime.system else {
            Glibc.free(buffer.baseAddress)
            throw .libraryMissing
        }
        let (kept, leftOut) = compactMessages(buffer, layout: layout)
        // The array GMime's stream owns: freed with the stream, so the bytes are held once.
        guard kept > 0, let array = gmime.byteArrayTake(buffer.baseAddress, kept) else {
            Glibc.free(buffer.baseAddress)
            return leftOut
        }
        guard let stream = gmime.streamFromArray(array) else { return leftOut }
        defer { gmime.unref(UnsafeMutableRawPointer(stream)) }
        guard let parser = gmime.parserNew(stream) else { return leftOut }
        defer { gmime.unref(UnsafeMutableRawPointer(parser)) }
        gmime.parserSetFormat(
            parser, layout == .mbox ? GMIME_FORMAT_MBOX.rawValue : GMIME_FORMAT_MESSAGE.rawValue)
        repeat {
            guard let message = gmime.parserMessage(parser, nil) else { break }
            let read = Self.message(message, gmime: gmime)
            gmime.unref(UnsafeMutableRawPointer(message))
            guard visit(read), layout == .mbox else { break }
        } while gmime.parserEnd(parser) == 0
        return leftOut
    }

    /// Moves the messages of `bytes` to its front, leaving out each that holds more lines
    /// starting with "--" (MIME boundaries) than `ReadingLimits.mailBoundaryLines`: GMime
    /// builds every part of a message in memory, about 2 KB each, so a file of tiny parts
    /// would take gigabytes. An mbox's messages start at its "From " lines.
    /// - Returns: the bytes kept, and how many messages were left out.
    static func compactMessages(_ bytes: UnsafeMutableBufferPointer<UInt8>, layout: Layout)
        -> (Int, Int)
    {
        var kept = 0
        var leftOut = 0
        var start = 0
        var boundaries = 0
        func close(at end: Int) {
            guard end > start else { return }
            if boundaries > ReadingLimits.mailBoundaryLines {
                leftOut += 1
            } else {
                // Never ahead of what it moves: memmove, as the two may overlap.
                if kept != start {
                    memmove(bytes.baseAddress! + kept, bytes.baseAddress! + start, end - start)
                }
                kept += end - start
            }
            start = end
            boundaries = 0
        }
        var line = 0
        let count = bytes.count
        while line < count {
            if bytes[line] == UInt8(ascii: "-"), line + 1 < count,
                bytes[line + 1] == UInt8(ascii: "-")
            {
                boundaries += 1
            } else if layout == .mbox, line > 0, bytes[line] == UInt8(ascii: "F"),
                line + 5 <= count,
                bytes[line + 1] == UInt8(ascii: "r"), bytes[line + 2] == UInt8(ascii: "o"),
                bytes[line + 3] == UInt8(ascii: "m"), bytes[line + 4] == UInt8(ascii: " ")
            {
                close(at: line)
            }
            guard let newline = memchr(bytes.baseAddress! + line, 0x0A, count - line) else { break }
            line =
                bytes.baseAddress!.distance(
                    to: newline.assumingMemoryBound(to: UInt8.self)) + 1
        }
        close(at: count)
        return (kept, leftOut)
    }

    private static func message(_ message: OpaquePointer, gmime: GMime) -> MailMessage {
        var result = MailMessage()
        result.subject = gmime.subject(message).map { String(cString: $0) } ?? ""
        result.messageID = gmime.messageID(message).map { String(cString: $0) }
        if let list = gmime.from(message), gmime.addressCount(list) > 0,
            let sender = gmime.address(list, 0)
        {
            result.senderName = gmime.addressName(sender).map { String(cString: $0) } ?? ""
            if gmime.isA(sender, gmime.mailboxType) != 0 {
                result.senderAddress =
                    gmime.mailboxAddress(sender).map { String(cString: $0) } ?? ""
            }
        }
        if let date = gmime.date(message) {
            var year: Int32 = 0
            var month: Int32 = 0
            var day: Int32 = 0
            gmime.ymd(date, &year, &month, &day)
            result.date = try? CivilDate(year: Int(year), month: Int(month), day: Int(day))
        }
        let walk = PartWalk(gmime)
        let context = Unmanaged.passUnretained(walk).toOpaque()
        gmime.foreach(
            message,
            { _, part, context in
                guard let context else { return }
                Unmanaged<PartWalk>.fromOpaque(context).takeUnretainedValue().visit(part)
            }, context)
        result.plainTexts = walk.plain
        result.htmlTexts = walk.html
        result.attachments = walk.attachments
        result.partCount = walk.parts
        result.undecodable = walk.undecodable
        return result
    }
}
