import Foundation
@testable import PickerCore
import PropertyBased
import Testing

/// Whatever a person does in a field, in any locale, calendar, zone and mode, the value stays
/// one the state keeps: inside the bounds, on the interval, and the field shows it.
@Suite("Textual field: properties")
struct DateFieldPropertyTests {
    static let locales = ["en_US", "de_DE", "ja_JP", "ko_KR", "ar_EG", "he_IL", "fa_IR", "th_TH", "zh_CN", "hi_IN"]
    static let zones = ["UTC", "America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "Asia/Kolkata"]
    static let calendars: [Calendar.Identifier] = DateFixture.calendars
    static let intervals = [1, 5, 15, 30]

    /// One action from a random number: steps, pages, ends, focus, tabs, typing, clearing.
    static func action(_ code: Int, segments: Int) -> DateFieldAction {
        let segment = (code / 16).modulo(max(segments, 1))
        switch code.modulo(14) {
        case 0, 1: return .step(by: 1)
        case 2: return .step(by: -1)
        case 3: return .page(forward: code.modulo(2) == 0)
        case 4: return .jumpToEnd(last: code.modulo(2) == 0)
        case 5: return .focus(segment: segment)
        case 6: return .tab(forward: code.modulo(3) != 0)
        case 7, 8: return .type(String(code.modulo(10)))
        case 9: return .type(["a", "p", "n", "j", "m", "٣", "오"][code.modulo(7)])
        case 10: return .clear
        case 11: return .stepSegment(segment, by: code.modulo(5) - 2)
        case 12: return .focusNext
        default: return .commit
        }
    }

    @Test("random actions keep the value valid, within bounds, on the interval, and shown")
    func randomActions() async {
        let modes = DatePickerMode.allCases
        await propertyCheck(
            count: 120,
            input: Gen.int(in: 0 ..< Self.locales.count), Gen.int(in: 0 ..< Self.calendars.count),
            Gen.int(in: 0 ..< Self.zones.count), Gen.int(in: 0 ..< modes.count), Gen.int(in: 0 ..< Self.intervals.count),
            Gen.int(in: -400 ... 400), Gen.int(in: 1 ... 3_000), Gen.int(in: 0 ... 10_000).array(of: 1 ... 30)
        ) { localeIndex, calendarIndex, zoneIndex, modeIndex, intervalIndex, minimumHours, spanHours, codes in
            let now = DateFixture.now
            let minimum = now.addingTimeInterval(TimeInterval(minimumHours * 3600))
            let maximum = minimum.addingTimeInterval(TimeInterval(spanHours * 3600))
            let interval = Self.intervals[intervalIndex]
            let state = DatePickerState(
                mode: modes[modeIndex], style: .field, date: now.addingTimeInterval(TimeInterval(codes[0] * 3_671)),
                minimumDate: minimumHours.modulo(4) == 0 ? nil : minimum, maximumDate: maximum,
                minuteInterval: interval, countDownDuration: TimeInterval(codes[0] * 17),
                locale: Locale(identifier: Self.locales[localeIndex]),
                calendar: Calendar(identifier: Self.calendars[calendarIndex]),
                timeZone: TimeZone(identifier: Self.zones[zoneIndex]) ?? DateFixture.utc, now: now)
            var field = DateFieldEditor(state: state)
            for code in codes { field.apply(Self.action(code, segments: field.segments.count)) }
            field.apply(.commit)
            let value = field.state
            if value.mode == .countDownTimer {
                let minutes = Int(value.countDownDuration) / 60
                #expect(minutes >= interval && minutes <= 23 * 60 + 59 && (minutes % 60) % interval == 0)
            } else {
                #expect(value.bounds?.contains(value.date) ?? true)
                if value.mode.showsTime {
                    let minute = value.context.fields(of: value.date).minute
                    let onBound = value.date == value.minimumDate || value.date == value.maximumDate
                    #expect(minute % interval == 0 || onBound)
                }
            }
            // The field shows what it holds: a fresh field on the same value writes the same line.
            #expect(field.text == DateFieldEditor(state: value).text || field.clearedSegment != nil)
        }
    }
}
