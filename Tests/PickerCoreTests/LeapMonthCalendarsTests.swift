import Foundation
@testable import PickerCore
import Testing

/// Which calendars get leap-month rows: the 29-day sampling `MonthSlot` uses must find
/// exactly the calendars that mark a leap month when walked month by month through the
/// calendar's own arithmetic (the walk it replaced, kept here as the reference).
@Suite("Calendars that insert leap months")
struct LeapMonthCalendarsTests {
    static let identifiers: [Calendar.Identifier] = [
        .gregorian, .buddhist, .chinese, .coptic, .ethiopicAmeteMihret, .ethiopicAmeteAlem, .hebrew, .iso8601,
        .indian, .islamic, .islamicCivil, .japanese, .persian, .republicOfChina, .islamicTabular,
        .islamicUmmAlQura, .dangi,
    ]

    /// True when some month of five years from 2020, reached by adding one calendar month at
    /// a time, is marked as a leap month.
    static func marksLeapMonthMonthByMonth(_ calendar: Calendar) -> Bool {
        var wall = Date(timeIntervalSince1970: 1_577_836_800)
        for _ in 0 ..< 62 {
            if calendar.dateComponents([.era, .year, .month, .day], from: wall).isLeapMonth == true { return true }
            guard let next = calendar.date(byAdding: .month, value: 1, to: wall) else { return false }
            wall = next
        }
        return false
    }

    @Test("the sampling agrees with the month-by-month walk", arguments: identifiers)
    func agreesWithMonthWalk(identifier: Calendar.Identifier) throws {
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = try #require(TimeZone(identifier: "GMT"))
        #expect(MonthSlot.calendarInsertsLeapMonths(calendar) == Self.marksLeapMonthMonthByMonth(calendar))
    }

    @Test("a calendar known never to insert one is one the walk finds none in", arguments: identifiers)
    func knownNeverAgreesWithMonthWalk(identifier: Calendar.Identifier) throws {
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = try #require(TimeZone(identifier: "GMT"))
        if MonthSlot.neverInsertsLeapMonths(identifier) {
            #expect(!Self.marksLeapMonthMonthByMonth(calendar))
        }
        #expect(MonthSlot.neverInsertsLeapMonths(identifier) == ![.chinese, .dangi, .hebrew].contains(identifier))
    }

    @Test("chinese and dangi insert leap months, gregorian and hebrew do not")
    func knownCalendars() throws {
        let gmt = try #require(TimeZone(identifier: "GMT"))
        let answers = [Calendar.Identifier.chinese, .dangi, .gregorian, .hebrew].map { identifier in
            var calendar = Calendar(identifier: identifier)
            calendar.timeZone = gmt
            return MonthSlot.calendarInsertsLeapMonths(calendar)
        }
        #expect(answers == [true, true, false, false])
    }
}
