// Sentences for the typed reasons of `StoreError.fileSystem` (SubStore's
// `FileSystemReason`), each naming `path`. They replace glibc's `strerror` text, which is
// English in every language.
extension MessageKey {
    public static let storeFileNoSpace = MessageKey("store.file.no_space")
    public static let storeFilePermissionDenied = MessageKey("store.file.permission_denied")
    public static let storeFileReadOnlyFileSystem = MessageKey("store.file.read_only_file_system")
    public static let storeFileIsADirectory = MessageKey("store.file.is_a_directory")
    public static let storeFileMissingFolder = MessageKey("store.file.missing_folder")
    public static let storeFileAlreadyExists = MessageKey("store.file.already_exists")
    public static let storeFileSymbolicLink = MessageKey("store.file.symbolic_link")
    public static let storeFileOther = MessageKey("store.file.other")

    static let storeKeys: [MessageKey] = [
        storeFileNoSpace, storeFilePermissionDenied, storeFileReadOnlyFileSystem,
        storeFileIsADirectory, storeFileMissingFolder, storeFileAlreadyExists,
        storeFileSymbolicLink, storeFileOther,
    ]
}
