import PickerCore
import TerminalUI

/// What the mouse means on the graphical style's clock face (Behaviour 3.2):
/// - a left click (or a drag) on the dial points a hand there: the inner part of the dial sets
///   the hour hand, the outer part the minute hand (`ClockFace.hand(atDistance:)`);
/// - a click on AM or PM of the toggle chooses that half of the day;
/// - a click on a digit segment makes typing go there;
/// - the scroll wheel over the clock turns the minute hand (up: clockwise, as ↑).
///
/// ```swift
/// ClockMouseMap.actions(for: MouseEvent(.press(.left), x: 0, y: 0), hit: .dial(.minute, angle: 90),
///                       isAfternoon: false)     // [.point(.minute, atAngle: 90)]
/// ```
public enum ClockMouseMap {
    /// The clock actions `event` on `hit` causes.
    public static func actions(for event: MouseEvent, hit: ClockFaceView.Hit, isAfternoon: Bool) -> [ClockAction] {
        switch (event.kind, hit) {
        case (.press(.left), .dial(let hand, let angle)), (.drag(.left), .dial(let hand, let angle)):
            return [.point(hand, atAngle: angle)]
        case (.press(.left), .dayPeriod(let half)):
            return (half == 1) == isAfternoon ? [] : [.toggleDayPeriod]
        case (.press(.left), .digits(.segment(let segment))):
            return [.digits(.focus(segment: segment))]
        case (.scrollUp, _):
            return [.turn(.minute, by: 1)]
        case (.scrollDown, _):
            return [.turn(.minute, by: -1)]
        default:
            return []
        }
    }
}
