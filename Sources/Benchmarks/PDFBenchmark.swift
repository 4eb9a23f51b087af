import Foundation
import TestSupport

/// `SUBHUB_BENCH_ONLY=pdf`: `import statement` of a 20-page PDF statement (700 rows written
/// by fpdf2, the header repeated on every page) through the release binary: its wall time
/// against 1 s and the peak memory of `subhub` and its reader against 300 MB.
enum PDFBenchmark {
    static func run(binary: String, folder: String) -> [String] {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/statement-20-pages.pdf"
        var rows: [PDFStatementFixture.Row] = []
        var balance = 900_000
        for index in 0..<700 {
            let month = 1 + index / 64
            let day = 1 + index % 28
            let cents = -(99 + (index * 7_919) % 25_000)
            balance += cents
            let date = String(format: "%02d/%02d/2026", day, month)
            let words = ["NETFLIX.COM", "MERCADONA 0231", "SPOTIFY AB", "REPSOL ESTACION"][
                index % 4]
            rows.append(
                .init([
                    date, words, String(format: "-%d,%02d", -cents / 100, -cents % 100),
                    String(format: "%d,%02d", balance / 100, balance % 100),
                ]))
        }
        let fixture = PDFStatementFixture(
            pageHeader: ["Banco Ejemplo S.A.", "Extracto de la cuenta ES12 3456 7890 1234"],
            columns: [
                .init("Fecha", width: 70), .init("Concepto", width: 200),
                .init("Importe", width: 80, align: "R"), .init("Saldo", width: 80, align: "R"),
            ], rows: rows, rowsPerPage: 35, footer: "Página {n}")
        do {
            try fixture.write(to: path)
        } catch {
            return ["pdf: the statement could not be written (\(error))"]
        }
        let environment = [
            "PATH": "/usr/bin:/bin", "HOME": folder, "LANG": "es_ES.UTF-8", "LC_ALL": "es_ES.UTF-8",
            "SUBHUB_DATA_DIR": folder + "/pdf-data",
        ]
        var runs: [ProcessProbe.Run] = []
        for _ in 0..<5 {
            if let run = ProcessProbe.run(
                [binary, "--profile", "bench", "--json", "import", "statement", path],
                environment: environment, keepOutput: false)
            {
                runs.append(run)
            }
        }
        guard !runs.isEmpty else { return ["pdf: subhub did not run"] }
        let seconds = runs.map(\.seconds).sorted()[runs.count / 2]
        let peak = Double(runs.map(\.peakKiB).max() ?? 0) / 1024
        return [
            String(
                format: "pdf: import statement of a 20-page PDF (700 rows)  %.2f s (limit 1 s)  %@",
                seconds, seconds <= 1 ? "ok" : "OVER"),
            String(
                format:
                    "pdf: peak memory of subhub and its reader        %.0f MB (limit 300 MB)  %@",
                peak, peak <= 300 ? "ok" : "OVER"),
        ]
    }
}
