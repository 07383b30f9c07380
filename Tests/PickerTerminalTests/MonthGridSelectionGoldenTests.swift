import Foundation
import PickerCore
import PickerTerminal
import TerminalUI
import Testing

/// One month grid view draws any day selection (issue 9): a single day, a range inside a
/// month, a range across a month boundary, and a set of days.
@Suite("Month grid: selections")
struct MonthGridSelectionGoldenTests {
    typealias F = DateFixtures

    /// November 2026 in `locale`, the value on the 22nd, with `selection` (nil: the single day).
    func calendar(locale: String = "en_US", _ selection: ((Int) -> DaySelection)? = nil) -> MonthCalendar {
        let state = F.state(.date, .inline, locale: locale)
        let day = state.context.dayNumber(of: state.date)
        return MonthCalendar(state: state, selection: selection?(day))
    }

    func frame(_ calendar: MonthCalendar, theme: Theme = .default(for: .none), isRightToLeft: Bool = false) -> Buffer {
        var buffer = Buffer(width: 28, height: 8)
        MonthGridView(grid: calendar.grid, isRightToLeft: isRightToLeft).render(into: &buffer, area: buffer.bounds, theme: theme)
        return buffer
    }

    @Test("right-to-left: a range's brackets enclose it on screen, `]` right of its first day, `[` left of its last")
    func rangeRightToLeft() {
        // 16–19 November, in one week.
        let arabic = frame(calendar(locale: "ar_EG") { .range($0 - 6 ... $0 - 3) }, isRightToLeft: true)
        #expect(arabic.lines[4] == " ٢٠ [١٩  ١٨  ١٧  ١٦] ١٥  ١٤")
        let hebrew = frame(calendar(locale: "he_IL") { .range($0 - 6 ... $0 - 3) }, isRightToLeft: true)
        #expect(hebrew.lines[4] == " 21  20 [19  18  17  16] 15")
        // 12–15 November, across a week's end: the first day's `]` in one row, the last's `[` in the next.
        let across = frame(calendar(locale: "ar_EG") { .range($0 - 10 ... $0 - 7) }, isRightToLeft: true)
        #expect(across.lines[3 ... 4] == [" ١٣  ١٢] ١١  ١٠   ٩   ٨   ٧", " ٢٠  ١٩  ١٨  ١٧  ١٦ [١٥  ١٤"])
        // Two adjacent days: one pair of brackets around both.
        let two = frame(calendar(locale: "ar_EG") { .range($0 ... $0 + 1) }, isRightToLeft: true)
        #expect(two.lines[5] == " ٢٧  ٢٦  ٢٥  ٢٤ [٢٣  ٢٢] ٢١")
    }

    @Test("right-to-left: each day of a set in its own brackets, mirrored")
    func setRightToLeft() {
        let arabic = frame(calendar(locale: "ar_EG") { .set([$0, $0 + 1]) }, isRightToLeft: true)
        #expect(arabic.lines[5] == " ٢٧  ٢٦  ٢٥  ٢٤ [٢٣][٢٢] ٢١")
        let hebrew = frame(calendar(locale: "he_IL") { .set([$0, $0 + 1]) }, isRightToLeft: true)
        #expect(hebrew.lines[5] == " 28  27  26  25  24 [23][22]")
    }

    /// Selections of every kind, by their days from the cursor's (22 November 2026).
    static let selections: [(name: String, make: @Sendable (Int) -> DaySelection)] = [
        ("one day", { .single($0) }), ("two adjacent days of a set", { .set([$0, $0 + 1]) }),
        ("a set across a week's end", { .set([$0 - 2, $0 - 1, $0, $0 + 5]) }),
        ("a two-day range", { .range($0 ... $0 + 1) }), ("a range across weeks", { .range($0 - 10 ... $0 + 2) }),
        ("a range across months", { .range($0 + 6 ... $0 + 11) }), ("a set of a month's every other day", { day in
            .set(Set(stride(from: day - 21, through: day + 8, by: 2)))
        }),
    ]

    @Test("right-to-left draws the selection as the mirror of left-to-right: each `[` where the other has `]`",
          arguments: ["ar_EG", "he_IL", "fa_IR", "ur_PK", "en_US", "de_DE"], selections.indices)
    func mirroredSelections(locale: String, index: Int) {
        let make = Self.selections[index].make
        let leftToRight = frame(calendar(locale: locale, make))
        let rightToLeft = frame(calendar(locale: locale, make), isRightToLeft: true)
        func columns(_ line: String, of bracket: Character) -> [Int] {
            // Every cell of the grid's rows is one column wide here: digits and brackets.
            Array(line).enumerated().filter { $0.element == bracket }.map(\.offset)
        }
        for row in 2 ..< 8 {
            let mirrored = { (columns: [Int]) in columns.map { MonthGridLayout.width - 1 - $0 }.sorted() }
            let name = Self.selections[index].name
            #expect(columns(rightToLeft.lines[row], of: "[") == mirrored(columns(leftToRight.lines[row], of: "]")),
                    "\(locale) \(name) row \(row): \(leftToRight.lines[row]) | \(rightToLeft.lines[row])")
            #expect(columns(rightToLeft.lines[row], of: "]") == mirrored(columns(leftToRight.lines[row], of: "[")),
                    "\(locale) \(name) row \(row): \(leftToRight.lines[row]) | \(rightToLeft.lines[row])")
        }
    }

    @Test("single: the day in brackets")
    func single() {
        #expect(frame(calendar()).lines == [
            "     ‹ November 2026 ›",
            "Sun Mon Tue Wed Thu Fri Sat",
            "  1   2   3   4   5   6   7",
            "  8   9  10  11  12  13  14",
            " 15  16  17  18  19  20  21",
            "[22] 23  24  25  26  27  28",
            " 29  30   1   2   3   4   5",
            "",
        ])
    }

    @Test("range inside a month: one bracket pair from its first day to its last, across a week's end")
    func rangeInsideMonth() {
        // 18–24 November: Wednesday to Tuesday.
        let buffer = frame(calendar { .range($0 - 4 ... $0 + 2) })
        #expect(buffer.lines[4 ... 5] == [
            " 15  16  17 [18  19  20  21",
            " 22  23  24] 25  26  27  28",
        ])
        // Every day of the range and its brackets are bold, the cursor (22nd) alone in reverse.
        #expect(buffer.mask { $0.bold }[4 ... 5] == ["            ###  ##  ##  ##", " ##  ##  ###"])
        #expect(buffer.mask { $0.reverse }[5] == " ##")
    }

    @Test("range across a month boundary: the next month's days in the last week are in it")
    func rangeAcrossMonths() {
        // 28 November – 3 December.
        let buffer = frame(calendar { .range($0 + 6 ... $0 + 11) })
        #expect(buffer.lines[5 ... 6] == [
            " 22  23  24  25  26  27 [28",
            " 29  30   1   2   3]  4   5",
        ])
    }

    @Test("set: every chosen day in its own brackets, neighbours too")
    func set() {
        let buffer = frame(calendar { .set([$0 - 19, $0 - 10, $0 - 9, $0 + 3]) })
        #expect(buffer.lines[2 ... 5] == [
            "  1   2 [ 3]  4   5   6   7",
            "  8   9  10  11 [12][13] 14",
            " 15  16  17  18  19  20  21",
            " 22  23  24 [25] 26  27  28",
        ])
    }

    @Test("colour: a range is one band from its first bracket to its last")
    func rangeBand() {
        let theme = Theme.default(for: .trueColor)
        let buffer = frame(calendar { .range($0 - 1 ... $0 + 1) }, theme: theme)
        #expect(buffer.mask { $0.background == theme.bandBackground }[4 ... 5] == [
            "                        ####",
            "########",
        ])
    }
}
