import Foundation
import SubDomain
import SubRecords
import Testing

@testable import SubStore

@Suite struct ExpenseStoreProfileTests {
    @Test func summaryCountsSubscriptionsGroupsAndArchivedOnceEach() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let location = try StoreLocation(dataRoot: folder.path, profile: "ana")
        let store = try ExpenseStore(location: location)
        #expect(try store.profileSummary().isEmpty)
        let group = Sample.expense("Family", 0, group: .automatic)
        var old = Sample.expense("Old", 100)
        old.status = .archived
        old.archivedOn = Sample.date("2026-01-01")
        try store.write { ledger in
            for expense in [
                group, Sample.expense("A", 100, parent: group.id),
                Sample.expense("B", 100), old,
            ] {
                ledger.append(expense)
            }
        }
        #expect(
            try store.profileSummary()
                == ProfileSummary(subscriptions: 2, groups: 1, archived: 1))
        store.close()

        #expect(ExpenseStore.profileExists(at: location))
        try ExpenseStore.deleteProfile(at: location)
        #expect(!ExpenseStore.profileExists(at: location))
        #expect(!FileSystem.exists(location.profileDirectory))
        // Deleting a profile that is already gone is not an error.
        try ExpenseStore.deleteProfile(at: location)
    }

    @Test func deletingAProfileLeavesFilesTheStoreDidNotWrite() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let location = try StoreLocation(dataRoot: folder.path, profile: "bob")
        try ExpenseStore(location: location).close()
        let foreign = location.profileDirectory + "/my-notes.txt"
        #expect(FileManager.default.createFile(atPath: foreign, contents: Data("x".utf8)))
        try ExpenseStore.deleteProfile(at: location)
        #expect(!FileSystem.exists(location.databasePath))
        #expect(FileSystem.exists(foreign))
    }

    /// Deleting through a symbolic link once removed the database it pointed to and then
    /// failed on the link, reporting an error after the damage. Now nothing is deleted.
    @Test func aSymlinkedProfileFolderIsRefusedBeforeAnythingIsDeleted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let elsewhere = try StoreLocation(dataRoot: folder.file("elsewhere"), profile: "ana")
        try ExpenseStore(location: elsewhere).write { $0.append(Sample.expense("Kept", 100)) }
        let root = folder.file("root")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
        let linked = try StoreLocation(dataRoot: root, profile: "ana")
        #expect(symlink(elsewhere.profileDirectory, linked.profileDirectory) == 0)

        // The shell can ask before its confirmation question; deleting asks again.
        #expect(throws: StoreError.fileSystem(path: linked.profileDirectory, errno: ELOOP)) {
            try ExpenseStore.checkProfileCanBeDeleted(at: linked)
        }
        let error = try #require(throws: StoreError.self) {
            try ExpenseStore.deleteProfile(at: linked)
        }
        #expect(error == .fileSystem(path: linked.profileDirectory, errno: ELOOP))
        #expect(error.fileSystemReason == .symbolicLink)
        #expect(FileSystem.linkStatus(linked.profileDirectory) != nil)
        #expect(try ExpenseStore(location: elsewhere).read().expenses.map(\.name) == ["Kept"])
    }

    /// A folder where one of the store's files belongs cannot be unlinked: found before the
    /// database is deleted, not after.
    @Test func aProfileThatCannotBeDeletedWholeIsLeftWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let location = try StoreLocation(dataRoot: folder.path, profile: "bob")
        try ExpenseStore(location: location).write { $0.append(Sample.expense("Kept", 100)) }
        let database = try #require(Sample.bytes(location.databasePath))
        let blocker = location.databasePath + "-journal"
        try FileManager.default.createDirectory(atPath: blocker, withIntermediateDirectories: false)
        #expect(throws: StoreError.fileSystem(path: blocker, errno: EISDIR)) {
            try ExpenseStore.deleteProfile(at: location)
        }
        #expect(Sample.bytes(location.databasePath) == database)
    }
}
