import Foundation
import TestSupport

/// `import mail` on an mbox of 10,000 messages (a few hundred receipts among newsletters,
/// shipping notices and personal mail, written by Python's `email` package in every charset
/// the receipts come in): the whole `subhub` process, within 10 s and 300 MB at its peak
/// (wait4's maximum resident size of the child).
struct MailBenchmark {
    let binary: String
    let folder: String

    func rows() throws -> (rows: [BenchRow], notes: [String]) {
        let mbox = folder + "/mail-10k.mbox"
        try? FileManager.default.removeItem(atPath: mbox)
        // Written again each run: the seed makes it the same mailbox.
        let manifest = try MailFixture.write(
            mbox, layout: "mbox", seed: 10_000, months: 60, total: 10_000)
        let data = folder + "/mail-profile"
        try? FileManager.default.removeItem(atPath: data)
        let run = ProcessProbe.run(
            [binary, "--json", "import", "mail", mbox],
            environment: [
                "LANG": "en_US.UTF-8", "SUBHUB_DATA_DIR": data, "HOME": data,
                "SUBHUB_NO_ONBOARDING": "1",
            ], timeout: 60, keepOutput: true)
        let size = (try? FileManager.default.attributesOfItem(atPath: mbox)[.size] as? Int) ?? 0
        let work = "`import mail`, mbox of \(manifest.messages) messages (\(size / 1_048_576) MB)"
        let read = run.flatMap { try? JSONSerialization.jsonObject(with: Data($0.output.utf8)) }
        let receipts = ((read as? [String: Any])?["mail"] as? [String: Any])?["receipts"] as? Int
        let peakMB = run.map { Double($0.peakKiB) / 1024 }
        let limitMB = 300.0
        return (
            [
                BenchRow.duration(
                    work, seconds: run?.succeeded == true ? run?.seconds : nil,
                    stoppedAfter: run?.stopped == true ? 60 : nil, limit: 10),
                BenchRow(
                    work: work + ", peak memory",
                    figure: peakMB.map { String(format: "%.0f MB", $0) } ?? "not measured",
                    reference: "absolute target (wait4 maxrss)", ratio: "—",
                    target: "≤ \(Int(limitMB)) MB", passed: peakMB.map { $0 <= limitMB } ?? false),
            ],
            [
                "mail: \(receipts ?? -1) of \(manifest.receipts) receipts read among "
                    + "\(manifest.messages) messages"
            ]
        )
    }
}
