import Foundation
import PickerCore

/// 10,000 random actions applied to a `dateAndTime` date picker (en_US, Gregorian,
/// Europe/Berlin, bounded to 2020–2030, 5-minute interval, starting on the spring-forward night):
/// steps, pages, jumps, focus moves, scroll bursts, typed digits and letters, and selections,
/// every other action a tick (16 ms to 1.5 s later), so momentum, snapping, invalid days, DST and
/// bounds all come up. The actions come from a fixed seed.
public struct DateActionsWorkload: Workload {
    public static let name = "DatePicker: 10,000 random actions"
    public static let key = "date-actions"
    static let count = 10_000

    let picker: DateWheelPicker
    let actions: [WheelAction]

    public init() {
        let zone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
        let now = Date(timeIntervalSince1970: 1_774_746_000)  // 2026-03-29 01:00 UTC: the spring-forward night
        let state = DatePickerState(
            mode: .dateAndTime, date: now, minimumDate: Date(timeIntervalSince1970: 1_577_836_800),
            maximumDate: Date(timeIntervalSince1970: 1_893_456_000), minuteInterval: 5,
            locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .gregorian), timeZone: zone, now: now
        )
        picker = DateWheelPicker(state: state)
        var random = SplitMix64(seed: 0xDA7E)
        var time = 0.0
        var actions: [WheelAction] = []
        actions.reserveCapacity(Self.count)
        while actions.count < Self.count {
            let action: WheelAction
            switch random.next() % 12 {
            case 0, 1, 2: action = .step(by: random.next() % 2 == 0 ? 1 : -1)
            case 3: action = .step(by: Int(random.next() % 7) - 3)
            case 4: action = .page(forward: random.next() % 2 == 0)
            case 5: action = .jumpToEnd(last: random.next() % 2 == 0)
            case 6: action = .focusNext
            case 7: action = .focusPrevious
            case 8: action = .scroll(component: Int(random.next() % 4), rows: Int(random.next() % 5) - 2)
            case 9: action = .type(String(random.next() % 10))
            case 10: action = .type(["a", "j", "m", "p", "s"][Int(random.next() % 5)])
            default: action = .select(row: Int(random.next() % 40), component: Int(random.next() % 4))
            }
            actions.append(action)
            time += [0.016, 0.05, 0.3, 1.5][Int(random.next() % 4)]
            actions.append(.tick(now: time))
        }
        self.actions = actions
    }

    /// The number of events the actions caused.
    public func run() -> Int {
        var picker = picker
        var events = 0
        for action in actions {
            events += picker.apply(action).count
        }
        return events
    }
}
