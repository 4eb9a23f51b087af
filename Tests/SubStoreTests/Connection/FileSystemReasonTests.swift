import Foundation
import SubRecords
import SubStore
import Testing

@Suite struct FileSystemReasonTests {
    @Test func errnoValuesMapToTheReasonsUsersAreTold() {
        let expected: [(Int32, FileSystemReason)] = [
            (ENOSPC, .noSpace), (EDQUOT, .noSpace), (EACCES, .permissionDenied),
            (EPERM, .permissionDenied), (EROFS, .readOnlyFileSystem), (EISDIR, .isADirectory),
            (ENOENT, .missingFolder), (ENOTDIR, .missingFolder), (EEXIST, .alreadyExists),
            (ELOOP, .symbolicLink), (EIO, .other), (ENAMETOOLONG, .other),
        ]
        for (code, reason) in expected {
            #expect(FileSystemReason(errno: code) == reason, "errno \(code)")
        }
        #expect(StoreError.readOnly(path: "/x").fileSystemReason == nil)
    }
}
