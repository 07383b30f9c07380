import Foundation
import PickerCore
import Testing

/// Time wheels against the platform: a value settling outside the bounds becomes the bound it
/// crossed (Behaviour 2.6), and AM/PM flips when the hour crosses 11 ↔ 12 (Behaviour 2.7a).
@Suite("Time wheels: bounds and day periods")
struct TimeWheelRulesTests {
    typealias F = DateFixture

    @Test("hour up three times from 12:00 with a minimum of 09:45 settles on 09:45, not 09:59")
    func settlesOnCrossedMinimum() {
        var picker = F.picker(.time, date: F.instant("2026-11-22T12:00:00Z"), minimum: F.instant("2026-11-22T09:45:00Z"),
                              maximum: F.instant("2026-11-22T17:15:00Z"), locale: "de_DE")
        let events = DateWheelPickerTests.run(&picker, [.step(by: -1), .step(by: -1), .step(by: -1)])
        #expect(events.last == .settled(.date(F.instant("2026-11-22T09:45:00Z"))))
        #expect(picker.selectedTitles == ["09", "45"])
    }

    @Test("hour down past the maximum's hour settles on the maximum")
    func settlesOnCrossedMaximum() {
        var picker = F.picker(.time, date: F.instant("2026-11-22T16:30:00Z"), minimum: F.instant("2026-11-22T09:45:00Z"),
                              maximum: F.instant("2026-11-22T17:15:00Z"), locale: "de_DE")
        let events = DateWheelPickerTests.run(&picker, [.step(by: 1)])
        #expect(events.last == .settled(.date(F.instant("2026-11-22T17:15:00Z"))))
        #expect(picker.selectedTitles == ["17", "15"])
    }

    @Test("11 AM + one hour is 12 PM and back; 11 PM + one hour is 12 AM of the same day",
          arguments: ["en_US", "ko_KR"])
    func dayPeriodFlips(locale: String) {
        var picker = F.picker(.time, date: F.instant("2026-11-22T11:30:00Z"), locale: locale)
        let hour = picker.component(.hour)
        var events = DateWheelPickerTests.run(&picker, [.focus(component: hour), .step(by: 1)])
        #expect(events.last == .settled(.date(F.instant("2026-11-22T12:30:00Z"))))
        events = DateWheelPickerTests.run(&picker, [.step(by: -1)])
        #expect(events.last == .settled(.date(F.instant("2026-11-22T11:30:00Z"))))
        picker.setDate(F.instant("2026-11-22T23:30:00Z"))
        events = DateWheelPickerTests.run(&picker, [.step(by: 1)])
        #expect(events.last == .settled(.date(F.instant("2026-11-22T00:30:00Z"))))
        events = DateWheelPickerTests.run(&picker, [.step(by: -1)])
        #expect(events.last == .settled(.date(F.instant("2026-11-22T23:30:00Z"))))
    }

    @Test("steps that do not cross 11 ↔ 12 leave the day period alone")
    func noFlipInside() {
        var picker = F.picker(.time, date: F.instant("2026-11-22T13:30:00Z"))
        let events = DateWheelPickerTests.run(&picker, [.focus(component: picker.component(.hour)), .step(by: 3), .step(by: -1)])
        #expect(events.last == .settled(.date(F.instant("2026-11-22T15:30:00Z"))))
    }
}
