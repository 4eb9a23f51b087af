import Foundation
import SubDomain
import SubRecords
import SubServer
import Testing

@testable import SubShell

/// With `--json`, every household answer is one JSON document a script can read: the
/// forms that once printed their sentence under `--json` included.
@Suite struct HouseholdReportJSONTests {
    static let setting = ReportSetting(
        localizer: CommandTableTests.english, today: CivilDate(iso: "2026-12-07")!,
        colors: .none, width: nil)
    static let id = UUID(uuidString: "3F2A0000-0000-4000-8000-000000000001")!

    func json(_ report: HouseholdReport) throws -> [String: Any] {
        let text = report.json(Self.setting).serialized()
        #expect(!text.contains("\n"), "\(text)")
        return try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }

    @Test func eachFormThatPrintedASentenceAnswersInJSON() throws {
        #expect(try json(.serverInitialized(version: 6))["schema_version"] as? Int == 6)
        let invited = try json(
            .invited(
                login: "carol", role: .viewer, household: "home", invitation: true,
                householdID: Self.id))
        #expect(invited["login"] as? String == "carol")
        #expect(invited["role"] as? String == "viewer")
        #expect(invited["household_id"] as? String == "3f2a0000-0000-4000-8000-000000000001")
        #expect(invited["invitation"] as? Bool == true)
        let declined = try json(
            .invitationDeclined(
                HouseholdInvitation(
                    householdID: Self.id, householdName: "home", role: .editor,
                    invitedBy: "alice")))
        #expect(declined["declined"] as? String == "home")
        #expect(declined["invited_by"] as? String == "alice")
        let removed = try json(
            .memberRemoved(login: "bob", household: "home", invitationOnly: true))
        #expect(removed["invitation_withdrawn"] as? Bool == true)
        for report in [
            HouseholdReport.leftHousehold(household: "home", kept: 2),
            .householdDeleted(household: "home", kept: 2),
        ] {
            let left = try json(report)
            #expect(left["household"] as? String == "home")
            #expect(left["kept"] as? Int == 2)
        }
    }

    /// The sentences stay what they were: JSON is only what `--json` asks for.
    @Test func theSentencesAreUnchanged() {
        #expect(
            HouseholdReport.serverInitialized(version: 6).lines(Self.setting)
                == ["The server has SubHub's schema, version 6."])
    }
}
