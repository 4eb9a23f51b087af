import FoundationEssentials
import Glibc
import SubRecords

/// The full targets of the channels that carry a secret (a webhook URL with a token or a
/// password in it), kept out of the database in a file of their own, mode 0600, beside it.
///
/// The database holds the masked URL, which is all `remind channel list` and `remind status`
/// ever show; a backup or an export of the database carries no token. One line per channel:
/// its id, a tab, the URL (a URL holds neither tabs nor line breaks: `WebhookAddress`
/// refuses them).
struct ChannelSecrets {
    static let fileName = "reminder-secrets"

    let path: String

    init(databasePath: String) {
        path = FileSystem.parent(of: databasePath) + "/" + Self.fileName
    }

    /// Every secret target by channel id; none when the file is missing.
    func read() throws(StoreError) -> [Int: String] {
        guard FileSystem.exists(path) else { return [:] }
        guard let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)
        else { throw StoreError.fileSystem(path: path, errno: EIO) }
        var secrets: [Int: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2, let id = Int(parts[0]) else { continue }
            secrets[id] = String(parts[1])
        }
        return secrets
    }

    /// Writes `secrets` whole (replacing the file atomically, 0600); removes the file when
    /// none is left.
    func write(_ secrets: [Int: String]) throws(StoreError) {
        guard !secrets.isEmpty else {
            if FileSystem.exists(path), unlink(path) != 0 {
                throw StoreError.fileSystem(path: path, errno: errno)
            }
            return
        }
        let text = secrets.keys.sorted().map { "\($0)\t\(secrets[$0] ?? "")\n" }.joined()
        try AtomicFileWriter.write(Data(text.utf8), to: path, permissions: 0o600)
    }
}
