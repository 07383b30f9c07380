import Foundation
import PickerKit
import PickerTesting

/// A ``PromptTerminal`` that runs each prompt in `PickerTesting`'s virtual terminal
/// (``PickerDriver``, the same session core as the real terminal) with the next key script,
/// and keeps what a real terminal would be left showing: the answered lines, one per
/// confirmed prompt.
final class VirtualTerminal: PromptTerminal, @unchecked Sendable {
    // Unchecked: prompts run one at a time; the lock keeps the records consistent anyway.
    private let lock = NSLock()
    private var scripts: [String]
    private var records = Records()
    let width: Int

    struct Records {
        /// The lines confirmed prompts left on screen, oldest first.
        var answeredLines: [String] = []
        /// Each prompt's first frame.
        var firstFrames: [String] = []
        /// Each prompt's last frame, as it ended.
        var lastFrames: [String] = []
        /// How many prompts said they were open (when warnings are printed).
        var opened = 0
    }

    init(width: Int = 60, scripts: [String]) {
        self.width = width
        self.scripts = scripts
    }

    var answeredLines: [String] { lock.withLock { records.answeredLines } }
    var firstFrames: [String] { lock.withLock { records.firstFrames } }
    var lastFrames: [String] { lock.withLock { records.lastFrames } }
    var opened: Int { lock.withLock { records.opened } }

    func run<Picker: TerminalPicker>(
        _ picker: Picker, feed: InputFeed<Picker>?, settings: PromptSessionSettings, finalLine: ((Picker) -> String)?
    ) throws(PromptError) -> TerminalSessionResult<Picker> {
        let script: String? = lock.withLock { scripts.isEmpty ? nil : scripts.removeFirst() }
        guard let script else { throw .noTerminal(reason: "the virtual terminal has no script left") }
        var driver = PickerDriver(picker, width: width, theme: settings.theme, options: settings.options)
        settings.opened()
        let first = driver.frame
        do {
            try driver.run(script)
        } catch {
            throw .terminalFailed("\(error)")
        }
        driver.settle()
        let outcome = driver.outcome ?? .cancelled
        lock.withLock {
            records.opened += 1
            records.firstFrames.append(first)
            records.lastFrames.append(driver.frame)
            if outcome == .confirmed, let finalLine { records.answeredLines.append(finalLine(driver.picker)) }
        }
        return TerminalSessionResult(outcome: outcome, picker: driver.picker)
    }
}

/// Fixed surroundings for tests: a locale, Berlin time, and a clock stopped at
/// 2026-11-22 10:07 there.
enum Fixture {
    static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt
    static let now = date(2026, 11, 22, 10, 7)

    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = berlin
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        return calendar.date(from: components) ?? .distantPast
    }

    static func environment(_ terminal: VirtualTerminal, locale: String = "en_US") -> PromptEnvironment {
        PromptEnvironment(
            locale: Locale(identifier: locale), timeZone: berlin, now: now, terminal: terminal)
    }
}
