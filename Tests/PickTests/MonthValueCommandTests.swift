import Foundation
import Testing

@testable import pick

/// `pick month --value` comes back unchanged when nothing is touched, whatever calendar the
/// wheels show (issue 25, point 4): a persian, hebrew or chinese month does not begin on the
/// first of an ISO month, and the value keeps its day so the month printed is the one given.
@Suite("pick month: a value given comes back")
struct MonthValueCommandTests {
    static let calendars = ["gregorian", "persian", "hebrew", "islamic-umalqura", "islamic-civil", "chinese", "dangi",
                            "japanese", "buddhist", "coptic", "ethiopic", "indian", "roc"]

    @Test("--no-input prints --value as given", arguments: calendars)
    func roundTrip(calendar: String) throws {
        for month in ["2026-11", "2026-01", "2024-02", "1999-12", "2030-07"] {
            for zone in ["UTC", "Asia/Tehran", "Pacific/Kiritimati", "America/Los_Angeles"] {
                let outcome = try CommandRun.pick(["month", "--no-input", "--value", month, "--calendar", calendar,
                                                   "--time-zone", zone])
                #expect(outcome.exit.status == 0, "\(calendar): \(outcome.errorText)")
                #expect(outcome.outputText == month + "\n", "\(calendar) \(zone)")
            }
        }
    }
}
