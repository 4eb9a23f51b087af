import FoundationEssentials
import Glibc
import SubDomain
import SubFormats
import SubLocalization
import SubNotify

/// Reads a PDF statement's table in a process of its own (`subhub __read-pdf`), bounded in
/// time and memory: poppler takes minutes and gigabytes over some hostile pages (the same
/// text drawn a hundred thousand times over itself), and a library crash on a damaged file
/// ends that process, not the shell. The parent hands it the password and the file's
/// bytes on its input and reads the table back, one row a line: its number, then its cells,
/// separated by tabs (a cell is words joined by single spaces, so it holds no tab or line
/// break). Each refusal is the child's exit status.
enum PDFReadingChild {
    /// The hidden first argument that makes `subhub` this reader.
    static let command = "__read-pdf"
    /// The hidden first argument that draws a scan's pages into a folder, for OCR.
    static let renderCommand = "__render-pdf"
    /// How long the pages may take to read: a thousand-page statement takes a few seconds.
    static let seconds = 20
    /// The most memory the reader may take, in bytes.
    static let memory = 400 * 1_024 * 1_024

    /// The program run as the reader: the running `subhub` itself, once its `main` says so.
    /// The tests' in-process runs leave it unset and read in their own process.
    nonisolated(unsafe) static var executable: String?

    /// The exit statuses of the refusals, and the failures they stand for.
    static let refusals: [(status: Int32, error: StatementError)] = [
        (10, .pdfNeedsPassword), (11, .pdfWrongPassword), (12, .pdfDamaged),
        (13, .pdfTooManyPages(limit: ReadingLimits.pdfPages)), (14, .pdfNoText), (15, .noHeader),
        (16, .pdfLibraryMissing), (17, .tooManyCells(limit: ReadingLimits.pdfCharacters)),
    ]

    /// The table of `bytes`: read by the child process when there is one, else here.
    static func table(_ bytes: [UInt8], password: String?, words: StatementWords)
        throws(StatementError) -> [StatementReader.TableRow]
    {
        guard let executable else {
            return try PDFStatement.table(bytes, password: password, words: words)
        }
        let input = framed(bytes, password: password)
        let reader = ChildProcess(
            executable: executable, arguments: [command],
            environment: ["LANG": "C.UTF-8"], timeout: TimeInterval(seconds))
        let result: ChildProcess.Result
        do {
            result = try reader.run(input: input)
        } catch {
            // The reader could not start: read here instead, unbounded but not refused.
            return try PDFStatement.table(bytes, password: password, words: words)
        }
        guard let status = result.status else { throw .pdfTooComplex(seconds: seconds) }
        if let refusal = refusals.first(where: { $0.status == status }) {
            throw refusal.error
        }
        guard status == 0 else { throw .pdfTooComplex(seconds: seconds) }
        var rows: [StatementReader.TableRow] = []
        for line in result.standardOutput.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard let number = fields.first.flatMap({ Int($0) }) else { throw .pdfDamaged }
            rows.append(
                StatementReader.TableRow(line: number, cells: fields.dropFirst().map(String.init)))
        }
        return rows
    }

    /// The pages of a scanned PDF drawn in gray: by the child process when there is one
    /// (each page a file of its pixels in a private folder, named by its size), else here.
    static func scannedPages(_ bytes: [UInt8], password: String?) throws(StatementError)
        -> [GrayImage]
    {
        guard let executable else {
            return try PDFStatement.scannedPages(bytes, password: password)
        }
        var template = Array(
            (FileManager.default.temporaryDirectory.path + "/subhub-scan-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw .pdfDamaged }
        let folder = String(cString: made)
        defer { removeFolder(folder) }
        let reader = ChildProcess(
            executable: executable, arguments: [renderCommand, folder],
            environment: ["LANG": "C.UTF-8"], timeout: TimeInterval(seconds))
        let result: ChildProcess.Result
        do {
            result = try reader.run(input: framed(bytes, password: password))
        } catch {
            return try PDFStatement.scannedPages(bytes, password: password)
        }
        guard let status = result.status else { throw .pdfTooComplex(seconds: seconds) }
        if let refusal = refusals.first(where: { $0.status == status }) { throw refusal.error }
        if status == 18 { throw .pdfTooManyPages(limit: PDFStatement.scannedPages) }
        guard status == 0 else { throw .pdfTooComplex(seconds: seconds) }
        var images: [GrayImage] = []
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        {
            // page-0001-1654x2339.gray
            let parts = name.dropLast(5).split(separator: "-")
            guard parts.count == 3, let size = parts.last?.split(separator: "x"), size.count == 2,
                let width = Int(size[0]), let height = Int(size[1]),
                let data = FileManager.default.contents(atPath: folder + "/" + name),
                let image = GrayImage(width: width, height: height, bytes: [UInt8](data))
            else { throw .pdfDamaged }
            images.append(image)
        }
        return images
    }

    private static func removeFolder(_ folder: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            unlink(folder + "/" + name)
        }
        rmdir(folder)
    }

    /// The password's length and bytes on a line, then the file's bytes.
    private static func framed(_ bytes: [UInt8], password: String?) -> Data {
        let secret = Array((password ?? "").utf8)
        var input = Data(String(password == nil ? -1 : secret.count).utf8)
        input.append(0x0A)
        input.append(contentsOf: secret)
        input.append(contentsOf: bytes)
        return input
    }

    /// The child's side of `__render-pdf FOLDER`: each page's pixels written into the
    /// folder; the exit status.
    static func serveRendering(folder: String) -> Int32 {
        boundItself()
        guard let (bytes, password) = readFramedInput() else { return 12 }
        do throws(StatementError) {
            let pages = try PDFStatement.scannedPages(bytes, password: password)
            for (index, page) in pages.enumerated() {
                let number = String(index + 1)
                let name =
                    "page-" + String(repeating: "0", count: max(0, 4 - number.count)) + number
                    + "-\(page.width)x\(page.height).gray"
                let file = open(folder + "/" + name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
                guard file >= 0 else { return 12 }
                defer { close(file) }
                guard writeAll(file, page.bytes[...]) else { return 12 }
            }
            return 0
        } catch .pdfTooManyPages {
            return 18
        } catch {
            return refusals.first { $0.error.sameKind(as: error) }?.status ?? 12
        }
    }

    private static func boundItself() {
        var limit = rlimit(rlim_cur: rlim_t(memory), rlim_max: rlim_t(memory))
        _ = setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
        var cpu = rlimit(rlim_cur: rlim_t(seconds), rlim_max: rlim_t(seconds + 1))
        _ = setrlimit(Int32(RLIMIT_CPU.rawValue), &cpu)
    }

    private static func readFramedInput() -> (bytes: [UInt8], password: String?)? {
        var input: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(STDIN_FILENO, &chunk, chunk.count)
            guard count > 0 else { break }
            input += chunk[..<count]
        }
        guard let newline = input.firstIndex(of: 0x0A),
            let length = Int(String(decoding: input[..<newline], as: UTF8.self)),
            length >= -1, newline + 1 + max(length, 0) <= input.count
        else { return nil }
        let start = newline + 1
        let password =
            length < 0 ? nil : String(decoding: input[start..<start + length], as: UTF8.self)
        return (Array(input[(start + max(length, 0))...]), password)
    }

    private static func writeAll(_ file: Int32, _ bytes: ArraySlice<UInt8>) -> Bool {
        var output = bytes
        while !output.isEmpty {
            let written = output.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
            guard written > 0 else { return false }
            output = output.dropFirst(written)
        }
        return true
    }

    /// The child's side: bounds itself, reads its input, writes the table; the exit status.
    static func serve(localizer: Localizer) -> Int32 {
        boundItself()
        guard let (bytes, password) = readFramedInput() else { return 12 }
        let words = StatementWords(
            headings: localizer.library.statementHeadingWords,
            cells: localizer.library.statementCellWords)
        do throws(StatementError) {
            let table = try PDFStatement.table(bytes, password: password, words: words)
            var text = ""
            for row in table {
                text += String(row.line)
                for cell in row.cells {
                    text += "\t" + cell.replacing("\t", with: " ").replacing("\n", with: " ")
                }
                text += "\n"
            }
            var output = Array(text.utf8)[...]
            while !output.isEmpty {
                let written = output.withUnsafeBytes {
                    write(STDOUT_FILENO, $0.baseAddress, $0.count)
                }
                guard written > 0 else { return 12 }
                output = output.dropFirst(written)
            }
            return 0
        } catch {
            let kind = refusals.first { $0.error.sameKind(as: error) }
            return kind?.status ?? 12
        }
    }
}

extension StatementError {
    /// Whether two failures are the same refusal, whatever their limits say.
    fileprivate func sameKind(as other: StatementError) -> Bool {
        switch (self, other) {
        case (.pdfTooManyPages, .pdfTooManyPages), (.tooManyCells, .tooManyCells): true
        default: self == other
        }
    }
}
