import Foundation
import SubDomain
import Testing
@testable import SubLocalization

/// Every domain error and warning has a sentence in both languages.
@Suite struct WordingTests {
    let es = TestLocalizers.spanish
    let en = TestLocalizers.american

    static let errors: [DomainError] = [
        .nonPositiveAmount, .amountOverflow, .unknownCurrency(code: "XYZ"),
        .invalidDate(year: 2026, month: 2, day: 30), .invalidPeriodCount(0), .invalidMemberCount(0),
        .emptyName, .invalidReminderOffset(-1), .expenseNotFound(UUID()),
        .notAGroup(name: "Netflix"),
        .nestedGroup(name: "Familia"),
        .currencyMismatchInGroup(
            group: "Familia", groupCurrency: .eur, child: "Hulu", childCurrency: .usd),
        .periodMismatchInGroup(
            group: "Familia", groupPeriod: .monthly, child: "Hulu", childPeriod: .annual),
        .archivedTarget(name: "Netflix"), .automaticGroupAmount(name: "Familia"),
        .inexactCurrencyChange(from: .eur, to: .jpy),
    ]

    @Test func everyErrorIsWordedInBothLanguagesWithoutLeftovers() {
        for error in Self.errors {
            for localizer in [es, en] {
                let text = localizer.text(error)
                #expect(!text.contains("{") && !text.hasPrefix("error."), "\(error): \(text)")
            }
        }
    }

    @Test func exactErrorSentences() {
        #expect(
            es.text(DomainError.unknownCurrency(code: "XYZ"))
                == "No conozco la moneda «XYZ». Usa un código ISO 4217, como EUR o USD.")
        #expect(
            en.text(DomainError.invalidDate(year: 2026, month: 2, day: 30))
                == "The date 2026-02-30 does not exist.")
        #expect(
            es.text(
                DomainError.periodMismatchInGroup(
                    group: "Familia", groupPeriod: .monthly, child: "Hulu", childPeriod: .annual))
                == "«Hulu» es anual y el grupo «Familia» es mensual: deben coincidir.")
        #expect(
            en.text(DomainError.invalidMemberCount(0))
                == "A plan shared by 0 people is not valid: it must be between 1 and 1,000.")
        #expect(
            en.text(DomainError.invalidMemberCount(1001))
                == "A plan shared by 1,001 people is not valid: it must be between 1 and 1,000.")
        #expect(
            es.text(DomainError.invalidMemberCount(1001))
                == "Un plan compartido entre 1001 personas no es válido: debe estar entre 1 y 1000."
        )
        #expect(
            en.text(DomainError.inexactCurrencyChange(from: .eur, to: .jpy))
                == "The amount has decimals that JPY cannot hold.")
        #expect(
            es.text(DomainError.inexactCurrencyChange(from: .eur, to: .jpy))
                == "El importe tiene decimales que JPY no admite.")
    }

    @Test func warningsWithPluralDaysLeft() {
        let ends = TestLocalizers.date("2026-12-18")
        #expect(
            es.text(DomainWarning.trialEndingSoon(name: "Max", trialEnds: ends, daysLeft: 3))
                == "La prueba de «Max» termina el 18 dic 2026: quedan 3 días.")
        #expect(
            en.text(DomainWarning.trialEndingSoon(name: "Max", trialEnds: ends, daysLeft: 1))
                == "The trial of \"Max\" ends on Dec 18, 2026: 1 day left.")
        #expect(
            es.text(DomainWarning.trialEndingSoon(name: "Max", trialEnds: ends, daysLeft: 0))
                == "La prueba de «Max» termina hoy (18 dic 2026).")
        #expect(
            en.text(
                DomainWarning.groupOverCap(
                    group: "Family", capMonthly: TestLocalizers.eur(2000),
                    childrenMonthly: TestLocalizers.eur(2599)))
                == "The members of \"Family\" add up to €25.99 a month, over its cap of €20.00.")
    }

    @Test func everyWarningIsWorded() {
        let day = TestLocalizers.date("2026-01-01")
        let warnings: [DomainWarning] = [
            .groupOverCap(
                group: "g", capMonthly: TestLocalizers.eur(1),
                childrenMonthly: TestLocalizers.eur(2)),
            .duplicateActiveName(name: "n"), .previouslyArchived(name: "n", archivedOn: day),
            .nextChargeInPast(name: "n", date: day),
            .trialEndingSoon(name: "n", trialEnds: day, daysLeft: 2),
            .amountFarFromReference(
                name: "n", amount: TestLocalizers.eur(1), reference: TestLocalizers.eur(100)),
        ]
        for warning in warnings {
            for localizer in [es, en] {
                let text = localizer.text(warning)
                #expect(!text.contains("{") && !text.hasPrefix("warning."), "\(text)")
            }
        }
    }
}
