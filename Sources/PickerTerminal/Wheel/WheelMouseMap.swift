import PickerCore
import TerminalUI

/// What the mouse means to a wheel picker, found through the layout the wheel was drawn with.
///
/// - The scroll wheel turns the component under the pointer, whether or not it is focused;
///   scrolling down brings the next row (Behaviour 1.13). Bursts of notches build momentum in the core.
/// - A left click on a row other than the band's focuses that component and selects the row
///   clicked (the row drawn there, also while the wheel moves).
/// - A left click on the band focuses that component.
/// Anything else (releases, drags, clicks between columns or outside the wheel) does nothing.
///
/// ```swift
/// let layout = view.layout(in: area)
/// WheelMouseMap.actions(for: MouseEvent(.scrollDown, x: 12, y: 2), view: view, layout: layout)
/// // [.scroll(component: 1, rows: 1)]
/// ```
public enum WheelMouseMap {
    /// The actions `event` (in the same coordinates as `layout`) causes.
    public static func actions<Source>(for event: MouseEvent, view: WheelView<Source>, layout: WheelLayout) -> [WheelAction] {
        actions(for: event, hit: layout.hit(x: event.x, y: event.y), view: view)
    }

    /// The actions `event` causes when it is on `hit` of `view` (see ``WheelView/hit(x:y:in:)``).
    public static func actions<Source>(for event: MouseEvent, hit: WheelLayout.Hit?, view: WheelView<Source>) -> [WheelAction] {
        guard let hit else { return [] }
        switch event.kind {
        case .scrollDown:
            return [.scroll(component: hit.component, rows: 1)]
        case .scrollUp:
            return [.scroll(component: hit.component, rows: -1)]
        case .press(.left):
            guard hit.rowOffset != 0 else { return [.focus(component: hit.component)] }
            guard let row = view.row(atOffset: hit.rowOffset, inComponent: hit.component) else { return [] }
            return [.focus(component: hit.component), .select(row: row, component: hit.component)]
        default:
            return []
        }
    }
}
