import Foundation
import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// The date-range picker (`pick range`, issue 11 §3): frames (a span inside a month, across a
/// month boundary, one day, the compact button), keys, clicks and drags, speech.
@Suite("Date range: frames, keys, mouse and speech")
struct DayRangeGoldenTests {
    typealias F = DateFixtures

    /// November 2026 in en_US (Berlin), the cursor on the 22nd, `range` (offsets from the 22nd) preset.
    func picker(_ range: ClosedRange<Int>? = nil, header: String? = "Stay", compact: Bool = false,
                minimum: Date? = nil, maximum: Date? = nil, locale: String = "en_US") -> DayRangeTerminalPicker {
        let state = F.state(.date, .inline, locale: locale, minimum: minimum, maximum: maximum)
        let cursor = state.context.dayNumber(of: state.date)
        let model = DayRangeCalendar(state: state, range: range.map { cursor + $0.lowerBound ... cursor + $0.upperBound })
        return DayRangeTerminalPicker(model: model, header: header, compact: compact)
    }

    static let dash = "\u{2009}–\u{2009}"

    @Test("a span inside a month: one bracket pair from the start to the end, the span in the header")
    func insideMonth() {
        let driver = PickerDriver(picker(0 ... 6), width: 80)
        #expect(driver.frame == """
            Stay · Nov 22\(Self.dash)28, 2026 · 7 days
                 ‹ November 2026 ›
            Sun Mon Tue Wed Thu Fri Sat
              1   2   3   4   5   6   7
              8   9  10  11  12  13  14
             15  16  17  18  19  20  21
            [22  23  24  25  26  27  28]
             29  30   1   2   3   4   5


            ←→↑↓ day · space new start · pgup/pgdn month · enter done · esc clear
            """)
        // The span's days and its two brackets are bold (the blanks between take the band);
        // the cursor on the start day is reversed with its `[`.
        #expect(driver.buffer.mask { $0.bold }[6] == "###  ##  ##  ##  ##  ##  ###")
        #expect(driver.buffer.mask { $0.reverse }[6] == "###")
        // Wider, the help line names Shift+arrows too.
        let wide = PickerDriver(picker(0 ... 6), width: 100)
        #expect(wide.lines.last == "←→↑↓ day · space new start · pgup/pgdn month · shift+arrows extend · enter done · esc clear")
        // A preset range is complete: Enter confirms it at once.
        var confirming = driver
        confirming.press(.enter)
        #expect(confirming.status == .confirmed)
        #expect(confirming.outputText == "2026-11-22/2026-11-28")
    }

    @Test("ar_EG and he_IL: mirrored, the brackets enclose the span on screen, `]` right of its start")
    func rightToLeft() {
        let arabic = PickerDriver(picker(-10 ... -7, header: nil, locale: "ar_EG"), width: 80, height: 11)
        #expect(arabic.frame == """
                                                                  ١٢–١٥ نوفمبر ٢٠٢٦ · ٤ أيام
                                                                      ‹ نوفمبر ٢٠٢٦ ›
                                                                  ج   خ   ر   ث   ن   ح   س
                                                                  ٦   ٥   ٤   ٣   ٢   ١  ٣١
                                                                 ١٣  ١٢] ١١  ١٠   ٩   ٨   ٧
                                                                 ٢٠  ١٩  ١٨  ١٧  ١٦ [١٥  ١٤
                                                                 ٢٧  ٢٦  ٢٥  ٢٤  ٢٣  ٢٢  ٢١
                                                                  ٤   ٣   ٢   ١  ٣٠  ٢٩  ٢٨


                       ←→↑↓ day · space new start · pgup/pgdn month · enter done · esc clear
            """)
        let hebrew = PickerDriver(picker(-6 ... -5, header: nil, locale: "he_IL"), width: 80, height: 11)
        #expect(hebrew.frame == """
                                                                   16–17 בנוב׳ 2026 · יומיים
                                                                      ‹ נובמבר 2026 ›
                                                                 ש׳  ו׳  ה׳  ד׳  ג׳  ב׳  א׳
                                                                  7   6   5   4   3   2   1
                                                                 14  13  12  11  10   9   8
                                                                 21  20  19  18 [17  16] 15
                                                                 28  27  26  25  24  23  22
                                                                  5   4   3   2   1  30  29


                       ←→↑↓ day · space new start · pgup/pgdn month · enter done · esc clear
            """)
    }

    @Test("across a month boundary: the start's `[` in November, the end's `]` among December's days")
    func acrossMonths() {
        let driver = PickerDriver(picker(6 ... 11, header: nil), width: 80)
        #expect(driver.lines[0] == "Nov 28\(Self.dash)Dec 3, 2026 · 6 days")
        #expect(Array(driver.lines[6 ... 7]) == [
            " 22  23  24  25  26  27 [28",
            " 29  30   1   2   3]  4   5",
        ])
    }

    @Test("one day: the same day opens and closes the range")
    func oneDay() {
        var driver = PickerDriver(picker(header: nil), width: 80)
        // Before the anchor the header names the cursor's day, so the grid keeps its rows
        // when the span appears (a press-and-drag would otherwise end a row off).
        #expect(driver.lines[0] == "Nov 22, 2026")
        #expect(driver.lines[1] == "     ‹ November 2026 ›")
        #expect(driver.lines[6] == " 22  23  24  25  26  27  28")
        driver.press(.enter)
        #expect(driver.lines[0] == "Nov 22, 2026 · 1 day")
        #expect(driver.lines[6] == "[22] 23  24  25  26  27  28")
        driver.press(.enter)
        #expect(driver.lines[6] == "[22] 23  24  25  26  27  28")
        driver.press(.enter)
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "2026-11-22/2026-11-22")
    }

    @Test("compact: a button with the range as the locale writes an interval, opening the grid")
    func compact() {
        var driver = PickerDriver(picker(0 ... 6, header: nil, compact: true), width: 80, followsHeight: true)
        #expect(driver.lines == ["› Nov 22\(Self.dash)28, 2026 ‹", "enter edit · esc cancel"])
        driver.press(.enter)
        #expect(driver.lines.count > 8)
        driver.press(.right)
        driver.type(" ")                 // a new anchor on the 23rd
        driver.press(.right)
        driver.press(.enter)             // the end on the 24th
        driver.press(.enter)             // closes the popover
        #expect(driver.lines[0] == "› Nov 23\(Self.dash)24, 2026 ‹")
        driver.press(.enter)
        #expect(driver.outputText == "2026-11-23/2026-11-24")
    }

    @Test("keys: Enter anchors, the span follows the arrows, Enter ends, Enter confirms")
    func keys() {
        var driver = PickerDriver(picker(), width: 80)
        driver.press(.enter)
        #expect(driver.lines.last == "←→↑↓ day · space end · pgup/pgdn month · enter end · esc clear")
        for _ in 0 ..< 3 { driver.press(.right) }
        #expect(driver.lines[0] == "Stay · Nov 22\(Self.dash)25, 2026 · 4 days")
        #expect(driver.lines[6] == "[22  23  24  25] 26  27  28")
        for _ in 0 ..< 3 { driver.press(.right) }
        driver.press(.enter)
        #expect(driver.status == .running)
        driver.press(.enter)
        #expect(driver.status == .confirmed)
        #expect(driver.outputText == "2026-11-22/2026-11-28")
    }

    @Test("Esc with an anchor drops it; without one it cancels. Space on a complete range starts anew")
    func escapeAndSpace() {
        var driver = PickerDriver(picker(0 ... 6), width: 80)
        driver.press(.right)
        driver.type(" ")
        #expect(driver.lines[6] == " 22 [23] 24  25  26  27  28")
        driver.press(.escape)
        driver.advance(by: 1)
        #expect(driver.status == .running)
        #expect(driver.lines[0] == "Stay · Nov 23, 2026")
        driver.press(.escape)
        driver.advance(by: 1)
        #expect(driver.status == .cancelled)
    }

    @Test("Shift+arrows extend from the anchor into a complete range")
    func shiftArrows() {
        var driver = PickerDriver(picker(), width: 80)
        driver.press(.down, .shift)
        #expect(driver.lines[0] == "Stay · Nov 22\(Self.dash)29, 2026 · 8 days")
        driver.press(.left, .shift)
        driver.press(.enter)
        #expect(driver.outputText == "2026-11-22/2026-11-28")
    }

    @Test("the cursor stops at --max; a click past it is refused with a notice")
    func bounds() {
        var driver = PickerDriver(picker(maximum: F.date(2026, 11, 25)), width: 80)
        driver.press(.enter)
        for _ in 0 ..< 5 { driver.press(.right) }
        #expect(driver.lines[6] == "[22  23  24  25] 26  27  28")
        driver.click(x: 26, y: 6)        // Saturday 28
        #expect(driver.lines.last == "this day cannot be chosen")
        #expect(driver.picker.phase == .anchored)
    }

    @Test("mouse: click the start, click the end; or press on one and release on the other")
    func mouse() {
        var clicks = PickerDriver(picker(), width: 80)
        clicks.click(x: 26, y: 6)        // Saturday 28
        clicks.click(x: 2, y: 6)         // Sunday 22: the ends swap
        #expect(clicks.lines[6] == "[22  23  24  25  26  27  28]")
        clicks.press(.enter)
        #expect(clicks.outputText == "2026-11-22/2026-11-28")

        var drag = PickerDriver(picker(), width: 80)
        drag.send(.mouse(MouseEvent(.press(.left), x: 2, y: 6)))
        drag.send(.mouse(MouseEvent(.drag(.left), x: 14, y: 6)))
        #expect(drag.lines[6] == "[22  23  24  25] 26  27  28")
        drag.send(.mouse(MouseEvent(.release(.left), x: 26, y: 6)))
        #expect(drag.picker.model.range?.count == 7)
        drag.scroll(x: 10, y: 5, notches: 1)
        #expect(drag.lines[1] == "     ‹ December 2026 ›")
    }

    @Test("screen reader: the anchor, the span as it grows, the range")
    func speech() {
        var speaker = AccessibleTranscript(picker())
        #expect(speaker.openingLines[0].hasPrefix("Stay, Sunday, November 22, 2026, no start chosen"))
        _ = speaker.handle(.key(KeyStroke(.enter)), now: 1)
        _ = speaker.handle(.key(KeyStroke(.right)), now: 2)
        _ = speaker.handle(.key(KeyStroke(.right)), now: 3)
        _ = speaker.handle(.key(KeyStroke(.right)), now: 4)
        // The whole value, the cursor's day with the start and the span, is said on `?`.
        let whole = speaker.handle(.key(KeyStroke(.character("?"))), now: 5).lines[0]
        #expect(whole.hasPrefix("Stay, Wednesday, November 25, 2026, start Sunday, November 22, 2026, November 22 to 25, 4 days"))
        _ = speaker.handle(.key(KeyStroke(.enter)), now: 6)
        let done = speaker.handle(.key(KeyStroke(.character("?"))), now: 7).lines[0]
        #expect(done.hasPrefix("Stay, Wednesday, November 25, 2026, range November 22 to 25"))
    }

    @Test("screen reader, each key: the day before the start, the start, then the span's ends and length, at most six words")
    func speechPerKey() {
        var speaker = AccessibleTranscript(picker())
        func press(_ key: Key, _ now: Double) -> [String] { speaker.handle(.key(KeyStroke(key)), now: now).lines }
        #expect(press(.right, 1) == ["Monday, November 23"])
        #expect(press(.enter, 2) == ["start November 23"])
        #expect(press(.right, 3) == ["23 to 24, 2 days"])
        #expect(press(.right, 4) == ["23 to 25, 3 days"])
        #expect(press(.enter, 5) == ["range 23 to 25"])
        #expect(press(.right, 6) == ["Thursday, November 26, 2026"])
        for line in [press(.left, 7), press(.left, 8)].joined() {
            #expect(line.split(separator: " ").count <= 6, "\(line)")
        }
    }

    @Test("screen reader: a span across months names both months")
    func speechAcrossMonths() {
        var speaker = AccessibleTranscript(picker())
        _ = speaker.handle(.key(KeyStroke(.enter)), now: 1)
        var lines: [String] = []
        for step in 0..<9 { lines = speaker.handle(.key(KeyStroke(.right)), now: 2 + Double(step)).lines }
        #expect(lines == ["November 22 to December 1, 10 days"])
    }
}
