import Foundation
import PickerKit
import TestSupport

/// The prompts' surroundings in these tests: US English, Berlin time (``TestFixtures``), and a
/// clock stopped at 10:07 on Sunday 22 November 2026, seven minutes past a quarter, so the
/// minute-interval tests see a time that rounds and a lower bound that is not on the interval.
enum Fixture {
    static let berlin = TestFixtures.berlin
    static let now = date(2026, 11, 22, 10, 7)

    /// A wall time in Berlin.
    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        TestFixtures.date(year, month, day, hour, minute)
    }

    /// The environment prompts run in, answered by `terminal` (PickerTesting's
    /// `ScriptedTerminal`, unless a test records the settings itself).
    static func environment(_ terminal: any PromptTerminal, locale: String = "en_US") -> PromptEnvironment {
        PromptEnvironment(locale: Locale(identifier: locale), timeZone: berlin, now: now, terminal: terminal)
    }
}
