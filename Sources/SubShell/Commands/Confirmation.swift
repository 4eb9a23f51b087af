import SubRecords
import SubServer
import FoundationEssentials
import Glibc
import SubDomain
import SubLocalization

/// A question a command needs answered before it changes anything, and the command to run
/// once the answer is yes. Modes answer it: the shell and a terminal ask; a script or a pipe
/// cannot, so the command is refused with `confirmationRequired`.
public struct Confirmation: Sendable {
    public enum Question: Sendable {
        /// "¿Borrar Netflix? (s/n)": a yes/no answer.
        case deleteSubscription(name: String)
        /// The profile's name typed back, after saying what would be lost.
        case deleteProfile(name: String, contents: ProfileSummary)
        /// An export onto a file that exists: yes/no.
        case overwriteFile(path: String)
        /// Leaving a household: what this login stops seeing; the local copy stays.
        case leaveHousehold(name: String, summary: HouseholdSummary)
        /// Deleting a household for every member, typed back by name.
        case deleteHousehold(name: String, summary: HouseholdSummary)
        /// Joining a household through an invitation: accepting it, yes/no.
        case acceptInvitation(HouseholdInvitation)
        /// An owner removing a member, typed back by login.
        case removeMember(login: String, household: String)
        /// Unlinking with writes the server has not received.
        case unlinkWithPending(household: String, pending: Int)
        /// Undoing several changes, or one that removes subscriptions: what it would do.
        case undo(UndoReport, ledger: ExpenseLedger)
        /// Adding a starter pack's picks at their reference prices: what would be added.
        case onboard([RecurringExpense])
        /// A question of one command folder's own, worded and answered there.
        case family(any FamilyQuestion)
    }

    public let question: Question
    /// The same command with its confirmation given.
    public let confirmed: Command

    public init(_ question: Question, confirmed: Command) {
        self.question = question
        self.confirmed = confirmed
    }

    /// The failure when nobody can answer: names the command to repeat with `--yes`.
    public var refusal: CommandFailure {
        switch question {
        case .deleteSubscription: .confirmationRequired(command: .delete, subcommand: nil)
        case .deleteProfile:
            .confirmationRequired(command: .profile, subcommand: .profileDelete)
        // "It exists and was left as it was (use --force)": the store's own wording.
        case .overwriteFile(let path): .store(.fileSystem(path: path, errno: EEXIST))
        case .leaveHousehold:
            .confirmationRequired(command: .household, subcommand: .householdLeave)
        case .deleteHousehold:
            .confirmationRequired(command: .household, subcommand: .householdDelete)
        // Says how to accept, and how to decline instead.
        case .acceptInvitation(let invitation): .invitationNotAccepted(invitation)
        case .removeMember:
            .confirmationRequired(command: .household, subcommand: .householdRemove)
        case .unlinkWithPending: .confirmationRequired(command: .unlink, subcommand: nil)
        case .undo: .confirmationRequired(command: .undo, subcommand: nil)
        case .onboard: .confirmationRequired(command: .onboard, subcommand: nil)
        case .family(let question): question.refusal
        }
    }

    /// Whether `answer` agrees: yes in the reader's language, or the profile's exact name.
    public func accepts(_ answer: String, localizer: Localizer) -> Bool {
        switch question {
        case .deleteSubscription, .overwriteFile, .leaveHousehold, .unlinkWithPending, .undo,
            .onboard, .acceptInvitation:
            if case .success(true) = localizer.parseYesNo(answer) { return true }
            return false
        case .deleteProfile(let name, _), .deleteHousehold(let name, _),
            .removeMember(let name, _):
            return answer.trimmingSpaces() == name
        case .family:
            return true
        }
    }

    /// The command an answer asks for; `nil` when it is a no (or not understood).
    /// A folder's own question reads its answer itself.
    public func command(answering answer: String, localizer: Localizer) -> Command? {
        if case .family(let question) = question {
            return question.command(answering: answer, localizer: localizer)
        }
        return accepts(answer, localizer: localizer) ? confirmed : nil
    }

    /// What runs when nobody can answer, instead of refusing: for proposals, showing them.
    var unanswered: Command? {
        switch question {
        case .family(let question): question.unanswered
        default: nil
        }
    }
}
