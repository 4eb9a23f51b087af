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
        // The password's length and bytes, then the file's.
        let secret = Array((password ?? "").utf8)
        var input = Data(String(password == nil ? -1 : secret.count).utf8)
        input.append(0x0A)
        input.append(contentsOf: secret)
        input.append(contentsOf: bytes)
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

    /// The child's side: bounds itself, reads its input, writes the table; the exit status.
    static func serve(localizer: Localizer) -> Int32 {
        var limit = rlimit(rlim_cur: rlim_t(memory), rlim_max: rlim_t(memory))
        _ = setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
        var cpu = rlimit(rlim_cur: rlim_t(seconds), rlim_max: rlim_t(seconds + 1))
        _ = setrlimit(Int32(RLIMIT_CPU.rawValue), &cpu)
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
        else { return 12 }
        let start = newline + 1
        let password =
            length < 0
            ? nil : String(decoding: input[start..<start + length], as: UTF8.self)
        let bytes = Array(input[(start + max(length, 0))...])
        input = []
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
