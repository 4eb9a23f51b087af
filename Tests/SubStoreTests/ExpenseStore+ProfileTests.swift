import Foundation
import SubDomain
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
}
