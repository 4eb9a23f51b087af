import Foundation
import SubRecords
import Testing

@testable import SubStore

@Suite struct AtomicFileWriterTests {
    @Test func aNewFileGetsTheBytesAndTheModeAnyNewFileGets() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("export.json")
        try AtomicFileWriter.write(Data("hello".utf8), to: path)
        #expect(Sample.bytes(path) == Data("hello".utf8))
        #expect(FileSystem.permissions(path) == 0o666 & ~Self.umask())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["export.json"])
    }

    @Test func replacingKeepsTheReplacedFilesModeUnlessOneIsGiven() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("export.csv")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("old, longer".utf8)))
        chmod(path, 0o640)
        try AtomicFileWriter.write(Data("new".utf8), to: path)
        #expect(Sample.bytes(path) == Data("new".utf8))
        #expect(FileSystem.permissions(path) == 0o640)
        try AtomicFileWriter.write(Data("private".utf8), to: path, permissions: 0o600)
        #expect(FileSystem.permissions(path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["export.csv"])
    }

    /// `export FILE` without `--force` must not overwrite what is there.
    @Test func refusingLeavesAnExistingFileAndWritesAMissingOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("kept.json")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("mine".utf8)))
        let error = try #require(throws: StoreError.self) {
            try AtomicFileWriter.write(Data("theirs".utf8), to: path, ifExists: .refuse)
        }
        #expect(error == .fileSystem(path: path, errno: EEXIST))
        #expect(error.fileSystemReason == .alreadyExists)
        #expect(Sample.bytes(path) == Data("mine".utf8))

        let fresh = folder.file("fresh.json")
        try AtomicFileWriter.write(Data("new".utf8), to: fresh, ifExists: .refuse)
        #expect(Sample.bytes(fresh) == Data("new".utf8))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["fresh.json", "kept.json"])
    }

    @Test func aFolderOrAMissingFolderIsATypedErrorWithNothingLeft() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let directory = folder.file("a-folder")
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: false)
        let error = try #require(throws: StoreError.self) {
            try AtomicFileWriter.write(Data("x".utf8), to: directory)
        }
        #expect(error.fileSystemReason == .isADirectory)
        let missing = folder.file("no/such/folder/file.json")
        let missingError = try #require(throws: StoreError.self) {
            try AtomicFileWriter.write(Data("x".utf8), to: missing)
        }
        #expect(missingError == .fileSystem(path: missing, errno: ENOENT))
        #expect(missingError.fileSystemReason == .missingFolder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a-folder"])
    }

    /// A symbolic link at the destination is refused (`ELOOP`), replace or not: neither it nor
    /// its target (perhaps another user's file) changes.
    @Test func aSymbolicLinkIsRefusedAndLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let target = folder.file("target")
        let link = folder.file("link")
        #expect(FileManager.default.createFile(atPath: target, contents: Data("target".utf8)))
        #expect(symlink(target, link) == 0)
        #expect(throws: StoreError.fileSystem(path: link, errno: ELOOP)) {
            try AtomicFileWriter.write(Data("export".utf8), to: link)
        }
        #expect(Sample.bytes(target) == Data("target".utf8))
        #expect(FileSystem.linkStatus(link).map { $0.st_mode & S_IFMT } == S_IFLNK)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "link", "target",
            ])
    }

    /// A named pipe (like a device) is no file to replace: `--force` once put a regular file
    /// in its place.
    @Test func aNamedPipeIsRefusedAndLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pipe = folder.file("pipe")
        #expect(mkfifo(pipe, 0o600) == 0)
        for existing in [AtomicFileWriter.ExistingFile.replace, .refuse] {
            #expect(throws: StoreError.notARegularFile(path: pipe)) {
                try AtomicFileWriter.write(Data("export".utf8), to: pipe, ifExists: existing)
            }
        }
        #expect(FileSystem.linkStatus(pipe).map { $0.st_mode & S_IFMT } == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pipe"])
    }

    /// A full disk once left a truncated export behind: now the old file stays whole and
    /// the temporary file is gone.
    @Test(.enabled(if: ScratchMount.isAvailable))
    func aFullDiskLeavesTheDestinationUntouchedAndNoTemporaryFile() throws {
        let mount = try #require(ScratchMount(size: 64 * 1024))
        defer { mount.remove() }
        let path = mount.file("export.json")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("before".utf8)))
        let tooBig = Data(repeating: UInt8(ascii: "x"), count: 256 * 1024)
        let error = try #require(throws: StoreError.self) {
            try AtomicFileWriter.write(tooBig, to: path)
        }
        #expect(error == .fileSystem(path: path, errno: ENOSPC))
        #expect(error.fileSystemReason == .noSpace)
        #expect(Sample.bytes(path) == Data("before".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: mount.path) == ["export.json"])
    }

    @Test(.enabled(if: ScratchMount.isAvailable))
    func aReadOnlyFileSystemIsSaidSo() throws {
        let mount = try #require(ScratchMount())
        defer { mount.remove() }
        let path = mount.file("export.json")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("before".utf8)))
        #expect(mount.remountReadOnly())
        let error = try #require(throws: StoreError.self) {
            try AtomicFileWriter.write(Data("after".utf8), to: path)
        }
        #expect(error == .fileSystem(path: path, errno: EROFS))
        #expect(error.fileSystemReason == .readOnlyFileSystem)
        #expect(Sample.bytes(path) == Data("before".utf8))
    }

    /// The process umask, read without changing it (`umask(2)` can only set it, and
    /// setting it would race with other tests creating files).
    static func umask() -> mode_t {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("Umask:") }
        let digits = line.map { $0.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces) }
        return digits.flatMap { mode_t($0, radix: 8) } ?? 0o022
    }
}
