import Foundation
@testable import PickerCore
import PropertyBased
import Testing

/// Property tests (Behaviour 2.5–2.9): whatever a person does, in any locale, calendar and zone,
/// the picker comes to rest on a valid value, within the bounds and on the interval, with the
/// wheels showing exactly that value on enabled rows.
@Suite("Date picker properties")
struct DatePropertyTests {
    static let locales = Locale.availableIdentifiers.sorted()
    static let zones = TimeZone.knownTimeZoneIdentifiers.sorted()
    static let calendars: [Calendar.Identifier] = DateFixture.calendars + [.islamicCivil, .coptic, .indian, .republicOfChina]
    static let intervals = MinuteInterval.validValues + [7, 0, 45]

    /// One action from a random number: steps, pages, jumps, clicks, typing, scrolling, focus.
    static func action(_ code: Int, components: Int) -> WheelAction {
        let component = (code / 16).modulo(max(components, 1))
        switch code.modulo(16) {
        case 0, 1: return .step(by: 1)
        case 2, 3: return .step(by: -1)
        case 4: return .step(by: code.modulo(40) - 20)
        case 5: return .page(forward: code.modulo(2) == 0)
        case 6: return .jumpToEnd(last: code.modulo(2) == 0)
        case 7: return .select(row: code.modulo(40), component: component)
        case 8: return .focus(component: component)
        case 9: return .focusNext
        case 10: return .focusPrevious
        case 11: return .type(String(code.modulo(60)))
        case 12: return .type(["a", "M", "j", "n", "P", "1"][code.modulo(6)])
        case 13: return .scroll(component: component, rows: code.modulo(9) - 4)
        case 14: return .stepComponent(component, by: code.modulo(7) - 3)
        default: return .tick(now: 0)
        }
    }

    @Test("random actions leave a valid, settled value within bounds and on the interval")
    func randomActions() async {
        let modes = DatePickerMode.allCases
        await propertyCheck(
            count: 250,
            input: Gen.int(in: 0 ..< Self.locales.count), Gen.int(in: 0 ..< Self.calendars.count),
            Gen.int(in: 0 ..< Self.zones.count), Gen.int(in: 0 ..< modes.count), Gen.int(in: 0 ..< Self.intervals.count),
            Gen.int(in: -400 ... 400), Gen.int(in: -1 ... 3_000), Gen.int(in: 0 ... 10_000).array(of: 1 ... 25)
        ) { localeIndex, calendarIndex, zoneIndex, modeIndex, intervalIndex, minimumHours, spanHours, codes in
            let zone = TimeZone(identifier: Self.zones[zoneIndex]) ?? DateFixture.utc
            let now = DateFixture.now
            // Whole-minute bounds at least an hour apart (or inverted, to be ignored), so an
            // interval step always fits inside.
            let minimum = now.addingTimeInterval(TimeInterval(minimumHours * 3600))
            let maximum = spanHours < 0 ? nil : minimum.addingTimeInterval(TimeInterval(max(spanHours, 1) * 3600))
            let state = DatePickerState(
                mode: modes[modeIndex], date: now.addingTimeInterval(TimeInterval(codes[0] * 3_671)),
                minimumDate: minimumHours.modulo(5) == 0 ? nil : minimum, maximumDate: maximum,
                minuteInterval: Self.intervals[intervalIndex], countDownDuration: TimeInterval(codes[0] * 17),
                locale: Locale(identifier: Self.locales[localeIndex]),
                calendar: Calendar(identifier: Self.calendars[calendarIndex]), timeZone: zone, now: now)
            var picker = DateWheelPicker(state: state)
            var clock = 0.0
            _ = picker.apply(.tick(now: clock))
            for code in codes {
                clock += code.modulo(3) == 0 ? 0.6 : 0.05
                _ = picker.apply(.tick(now: clock))
                _ = picker.apply(Self.action(code, components: picker.components.count))
            }
            let events = picker.apply(.tick(now: clock + 60))
            #expect(!picker.wheel.isMoving)
            Self.checkValid(picker, events: events, context: "\(Self.locales[localeIndex]) \(Self.calendars[calendarIndex]) \(zone.identifier) \(modes[modeIndex]) \(codes)")
        }
    }

    static func checkValid(_ picker: DateWheelPicker, events: [DatePickerEvent], context: String) {
        let state = picker.state
        let interval = state.minuteInterval.minutes
        if state.mode == .countDownTimer {
            let duration = Int(state.countDownDuration)
            #expect(duration % 60 == 0, "\(context)")
            #expect((interval * 60 ... 86_340).contains(duration), "\(context)")
            #expect((duration / 60 % 60) % interval == 0, "\(context)")
        } else {
            if let bounds = state.bounds {
                #expect(bounds.contains(state.date), "\(context)")
            }
            if state.mode.showsTime {
                let fields = state.context.fields(of: state.date)
                #expect(fields.minute % interval == 0 && fields.second == 0, "\(context)")
            }
        }
        let selection = picker.wheel.state.selection
        for component in selection.indices {
            #expect(picker.wheel.isRowEnabled(selection[component], inComponent: component), "\(context) component \(component)")
        }
        #expect(selection == picker.wheel.source.selection(for: state.date, duration: state.countDownDuration), "\(context)")
        if case let .settled(value)? = events.last { #expect(value == picker.value, "\(context)") }
    }

    @Test("every listed locale × mode × calendar × zone opens on a valid value")
    func matrix() {
        let zones = [DateFixture.newYork, DateFixture.berlin, DateFixture.lordHowe, DateFixture.kolkata]
        // Across both transitions of each zone, and on 29 February.
        let dates = ["2026-03-08T07:30:00Z", "2026-03-29T01:30:00Z", "2026-10-03T15:45:00Z", "2026-04-04T15:15:00Z",
                     "2026-11-01T06:30:00Z", "2026-10-25T00:30:00Z", "2024-02-29T12:00:00Z"].map(DateFixture.instant)
        for locale in DateFixture.locales {
            for (index, calendar) in DateFixture.calendars.enumerated() {
                for (modeIndex, mode) in DatePickerMode.allCases.enumerated() {
                    let zone = zones[(index + modeIndex).modulo(zones.count)]
                    for date in dates {
                        var picker = DateFixture.picker(mode, date: date, interval: 5, duration: 4_530, locale: locale,
                                                        calendar: calendar, zone: zone)
                        let events = DateWheelPickerTests.run(&picker, [.step(by: 1), .focusNext, .step(by: -1)])
                        Self.checkValid(picker, events: events, context: "\(locale) \(calendar) \(zone.identifier) \(mode) \(date)")
                    }
                }
            }
        }
    }
}
