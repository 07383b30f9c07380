import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// The multiple-dates picker (issue 13, item 1): frames, keys, clicks, compact button, speech.
@Suite("Multiple dates: frames, keys and output")
struct DateSetGoldenTests {
    typealias F = DateFixtures

    /// November 2026 in en_US (Berlin), the cursor on the 22nd, with `days` (offsets from the 22nd) chosen.
    func picker(_ days: [Int] = [], limit: Int? = nil, minimumCount: Int = 0, header: String? = "Trip",
                compact: Bool = false, maximum: Date? = nil) -> DateSetTerminalPicker {
        var state = F.state(.date, .inline)
        state = DateSetCalendar.halfOpenState(state, from: nil, upTo: maximum)
        let cursor = state.context.dayNumber(of: state.date)
        let model = DateSetCalendar(state: state, days: Set(days.map { cursor + $0 }), limit: limit,
                                    minimumCount: minimumCount)
        return DateSetTerminalPicker(model: model, header: header, compact: compact)
    }

    @Test("inline: the count in the header, each chosen day in its own brackets")
    func inline() {
        let driver = PickerDriver(picker([0, 3]), width: 80)
        #expect(driver.frame == """
            Trip · 2 days
                 ‹ November 2026 ›
            Sun Mon Tue Wed Thu Fri Sat
              1   2   3   4   5   6   7
              8   9  10  11  12  13  14
             15  16  17  18  19  20  21
            [22] 23  24 [25] 26  27  28
             29  30   1   2   3   4   5


            ←→↑↓ day · space choose · pgup/pgdn month · t today · enter done · esc cancel
            """)
    }

    @Test("Space toggles the cursor's day, Enter confirms the set unchanged; output ascending, one per line")
    func keys() {
        var driver = PickerDriver(picker(), width: 80)
        driver.press(.pageDown)         // 22 December
        driver.type(" ")
        driver.press(.pageUp)           // 22 November
        driver.press(.right)
        driver.type(" ")
        #expect(driver.lines[0] == "Trip · 2 days")
        #expect(driver.lines[6] == " 22 [23] 24  25  26  27  28")
        driver.press(.enter)
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "2026-11-23\n2026-12-22")
    }

    @Test("the limit refuses the next day with a notice in place of the help line")
    func limit() {
        var driver = PickerDriver(picker([0], limit: 1), width: 80)
        driver.press(.right)
        driver.type(" ")
        #expect(driver.lines.last == "at most 1 day can be chosen")
        #expect(driver.picker.model.days.count == 1)
        driver.press(.left)
        #expect(driver.lines.last?.hasPrefix("←→↑↓ day") == true)
    }

    @Test("--min-count: Enter says why and does not confirm; an empty set otherwise confirms with nothing")
    func minimum() {
        var needy = PickerDriver(picker(minimumCount: 2), width: 80)
        needy.press(.enter)
        #expect(needy.status == .running)
        #expect(needy.lines.last == "choose at least 2 days (0 chosen)")
        var empty = PickerDriver(picker(), width: 80)
        empty.press(.enter)
        #expect(empty.status == .confirmed && empty.output == [])
    }

    @Test("a click on a day toggles it; a day past the half-open maximum cannot be chosen")
    func clicks() {
        var driver = PickerDriver(picker(header: nil, maximum: F.date(2026, 11, 26)), width: 80)
        driver.click(x: 14, y: 6)       // Wednesday 25
        #expect(driver.lines[0] == "1 day")
        #expect(driver.lines[6] == " 22  23  24 [25] 26  27  28")
        driver.click(x: 18, y: 6)       // Thursday 26: the first day that cannot be chosen
        #expect(driver.lines[0] == "1 day")
        driver.press(.right)
        driver.press(.right)            // the cursor stops on the 25th
        driver.type(" ")
        #expect(driver.lines[0] == "0 days")
    }

    @Test("compact: a button with the count and the days, shortened to its width")
    func compact() {
        let driver = PickerDriver(picker([0, 3, 6], header: nil, compact: true), width: 80, followsHeight: true)
        #expect(driver.lines == ["› 3 days: Nov 22, 25, 28 ‹", "enter edit · esc cancel"])
        let narrow = PickerDriver(picker([0, 3, 6], header: nil, compact: true), width: 24, followsHeight: true)
        #expect(narrow.lines[0] == "› 3 days: Nov 22, … ‹")
        #expect(DateSetButtonTitle.fitted(count: "3 days", labels: ["Nov 22", "25", "28"], width: 10) == "3 days")
    }

    @Test("screen reader: the cursor's day, whether chosen, the count, and a refusal")
    func speech() {
        var speaker = AccessibleTranscript(picker([0], limit: 1))
        #expect(speaker.openingLines[0] == "Trip, Sunday, November 22, 2026, chosen, 1 day chosen")
        _ = speaker.handle(.key(KeyStroke(.right)), now: 1)
        #expect(speaker.handle(.key(KeyStroke(.character(" "))), now: 2).lines[0]
            .hasPrefix("Monday, November 23, 2026, not chosen, 1 day chosen, at most 1 day can be chosen"))
    }
}
