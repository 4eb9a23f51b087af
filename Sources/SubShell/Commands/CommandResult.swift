import FoundationEssentials
import SubBrandsCore
import SubRecords
import SubDomain
import SubLocalization
import SubServer
import SubNotify

/// What a command did or found, as typed values. The runner returns these and never prints;
/// `Presenter` alone turns them into catalog words or JSON, so every mode shows the same
/// thing and the command layer can be tested without reading sentences.
public enum CommandResult: Sendable {
    // Writes carry the ledger as it is afterwards, so `--json` can show each changed item
    // with its group and id.

    /// What a family command found (`cards`, `card expires`), worded by itself.
    case report(any CommandReport)

    /// `export FORMAT` without a file: the document itself, for standard output.
    case exportDocument(String)

    /// `help` (nil) or `help COMMAND`.
    case help(CommandName?)

    /// Nothing runs until someone agrees; the mode asks, or refuses when nobody can answer.
    case needsConfirmation(Confirmation)
    case quit
}
