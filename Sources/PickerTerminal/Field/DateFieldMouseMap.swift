import PickerCore
import TerminalUI

/// What the mouse means on a textual date field (Behaviour 3.1):
/// - a left click on a segment focuses it;
/// - a click on the stepper's ▲ steps the focused segment up, on ▼ down (past the last
///   segment, the last one);
/// - the scroll wheel over a segment steps that segment, focused or not: up is the next value,
///   as ↑ and ▲ are.
///
/// ```swift
/// DateFieldMouseMap.actions(for: MouseEvent(.press(.left), x: 0, y: 0), hit: .stepUp,
///                           focus: .segment(1), segmentCount: 3)     // [.step(by: 1)]
/// ```
public enum DateFieldMouseMap {
    /// The field actions `event` on `hit` causes.
    public static func actions(for event: MouseEvent, hit: DateFieldView.Hit, focus: DateFieldFocus,
                               segmentCount: Int) -> [DateFieldAction] {
        switch (event.kind, hit) {
        case (.press(.left), .segment(let segment)):
            return [.focus(segment: segment)]
        case (.press(.left), .stepUp), (.press(.left), .stepDown):
            let delta = hit == .stepUp ? 1 : -1
            guard case .segment = focus else { return segmentCount > 0 ? [.stepSegment(segmentCount - 1, by: delta)] : [] }
            return [.step(by: delta)]
        case (.scrollUp, .segment(let segment)):
            return [.stepSegment(segment, by: 1)]
        case (.scrollDown, .segment(let segment)):
            return [.stepSegment(segment, by: -1)]
        default:
            return []
        }
    }
}
