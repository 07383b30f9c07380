import Foundation
@testable import PickerCore
import PropertyBased
import Testing

/// Behaviour 2.4 by property, for every calendar `pick` knows (the names `pick date --calendar`
/// accepts, `CalendarArgument.knownNames`): from random days 1900–2100, random steps of every
/// wheel and random month-grid moves land on valid days whose wheels show what ICU itself
/// formats for the value, and every month and day of a year can be reached.
@Suite("Calendars by property")
struct CalendarPropertyTests {
    /// The ICU calendar names `pick` accepts, mirrored from `CalendarArgument.knownNames`:
    /// every name there whose arithmetic Foundation computes faithfully (see below).
    static let names = ["gregorian", "buddhist", "chinese", "coptic", "dangi", "ethiopic", "hebrew",
                        "indian", "islamic", "islamic-civil", "islamic-tbla", "islamic-umalqura", "iso8601", "japanese",
                        "persian", "roc"]

    @Test("every listed calendar computes as ICU formats it; ethiopic-amete-alem, which Foundation computes as gregorian, does not")
    func faithfulCalendars() {
        for name in Self.names {
            let calendar = Locale(identifier: "en@calendar=\(name)").calendar
            #expect(DateCalendarContext.computesFaithfully(calendar, icuName: name), "\(name)")
        }
        let ameteAlem = Locale(identifier: "en@calendar=ethiopic-amete-alem").calendar
        #expect(!DateCalendarContext.computesFaithfully(ameteAlem, icuName: "ethiopic-amete-alem"))
    }
    static let utc = DateFixture.utc
    /// 1900-01-01 and 2100-12-31 as day numbers.
    static let days = -25_567 ... 47_846

    static func picker(_ name: String, day: Int) -> DateWheelPicker {
        let locale = Locale(identifier: "en_US@calendar=\(name)")
        let date = Date(timeIntervalSince1970: TimeInterval(day) * 86_400 + 12 * 3600)
        return DateWheelPicker(state: DatePickerState(mode: .date, date: date, locale: locale, calendar: locale.calendar,
                                                      timeZone: utc, now: date))
    }

    /// ICU's own formatting of `date` in `name`'s calendar with `pattern` (UTC).
    static func icu(_ date: Date, _ pattern: String, _ name: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US@calendar=\(name)")
        formatter.timeZone = utc
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }

    /// The wheels show the value, each on an enabled row, as ICU formats the value: the day
    /// and month as `d` and `LLLL`, the era as `GGGG`, the year inside ICU's year and month.
    static func checkShown(_ picker: DateWheelPicker, _ name: String, _ context: String) {
        let selection = picker.wheel.state.selection
        #expect(selection == picker.wheel.source.selection(for: picker.date, duration: 0), "\(context)")
        let titles = picker.selectedTitles
        for (component, kind) in picker.components.enumerated() {
            #expect(picker.wheel.isRowEnabled(selection[component], inComponent: component), "\(context) \(kind)")
            let title = titles[component]
            switch kind {
            case .day: #expect(title == icu(picker.date, "d", name), "\(context)")
            case .month: #expect(title == icu(picker.date, "LLLL", name), "\(context)")
            case .era: #expect(title == icu(picker.date, "GGGG", name), "\(context)")
            case .year:
                let yearMonth = DateFormatter.dateFormat(fromTemplate: "yMMMM", options: 0, locale: Locale(identifier: "en_US@calendar=\(name)"))
                #expect(icu(picker.date, yearMonth ?? "y", name).contains(title), "\(context): \(title)")
            default: break
            }
        }
    }

    @Test("random steps of every wheel land on a valid day shown as ICU shows it", arguments: Self.names)
    func wheelSteps(name: String) async {
        await propertyCheck(count: 12, input: Gen.int(in: Self.days), zip(Gen.int(in: 0 ... 3), Gen.int(in: -3 ... 3)).array(of: 1 ... 6)) { day, steps in
            var picker = Self.picker(name, day: day)
            var clock = 1.0
            _ = picker.apply(.tick(now: clock))
            Self.checkShown(picker, name, "\(name) day \(day) start")
            for (component, rows) in steps where rows != 0 {
                _ = picker.apply(.stepComponent(component % picker.components.count, by: rows))
                clock += 30
                _ = picker.apply(.tick(now: clock))
                Self.checkShown(picker, name, "\(name) day \(day) steps \(steps)")
            }
        }
    }

    @Test("random month-grid moves go exactly as far as asked, and pages turn forward", arguments: Self.names)
    func gridMoves(name: String) async {
        await propertyCheck(count: 12, input: Gen.int(in: Self.days), Gen.int(in: -40 ... 40).array(of: 1 ... 8)) { day, moves in
            var picker = Self.picker(name, day: day)
            for move in moves {
                let before = picker.date
                _ = picker.apply(MonthGridAction.moveSelection(days: move))
                #expect(picker.date.timeIntervalSince(before) == TimeInterval(move * 86_400), "\(name) day \(day) \(moves)")
                Self.checkShown(picker, name, "\(name) day \(day) grid \(moves)")
                let page = picker.displayedMonth
                _ = picker.apply(MonthGridAction.showNextMonth)
                #expect(picker.displayedMonth.firstDay == page.firstDay + page.dayCount, "\(name) day \(day) next page")
                _ = picker.apply(MonthGridAction.showPreviousMonth)
                #expect(picker.displayedMonth == page, "\(name) day \(day) previous page")
            }
        }
    }

    @Test("every month and every day of a year can be chosen on the wheels", arguments: Self.names)
    func everyDayReachable(name: String) async {
        await propertyCheck(count: 1, input: Gen.int(in: Self.days)) { day in
            var picker = Self.picker(name, day: day)
            let month = picker.component(.month)
            let dayComponent = picker.component(.day)
            var clock = 1.0
            _ = picker.apply(.tick(now: clock))
            let context = picker.state.context
            let year = context.fields(of: picker.date)
            var reached = Set<Int>()
            for monthRow in 0 ..< picker.wheel.numberOfRows(inComponent: month) {
                _ = picker.apply(.select(row: monthRow, component: month))
                clock += 30
                _ = picker.apply(.tick(now: clock))
                let fields = context.fields(of: picker.date)
                guard fields.era == year.era, fields.year == year.year else { continue }  // a month of another era
                for dayRow in 0 ..< context.daysInMonth(of: fields) {
                    _ = picker.apply(.select(row: dayRow, component: dayComponent))
                    clock += 30
                    _ = picker.apply(.tick(now: clock))
                    #expect(context.fields(of: picker.date).day == dayRow + 1, "\(name) \(fields)")
                    reached.insert(context.dayNumber(of: picker.date))
                }
            }
            // Every day of the calendar year, from its first day to the next year's first.
            var first = year
            (first.month, first.isLeapMonth, first.day) = (1, false, 1)
            var next = first, previous = first
            next.year += 1
            previous.year -= 1
            let start = DateCalendarContext.dayNumber(ofWall: context.wall(for: first))
            // In an era that counts backwards (ROC before 1912) the year numbered one less is the
            // one that follows; whichever neighbour starts later closes this year.
            let end = max(DateCalendarContext.dayNumber(ofWall: context.wall(for: next)),
                          DateCalendarContext.dayNumber(ofWall: context.wall(for: previous)))
            let missing = (start ..< end).filter { !reached.contains($0) }
            #expect(missing.isEmpty || picker.layout.usesEra, "\(name) year \(year.year): \(missing.count) days unreachable")
        }
    }
}
