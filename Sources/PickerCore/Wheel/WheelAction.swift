/// Something a person (or a timer) does to a wheel picker. Applying one returns ``WheelEvent``s.
///
/// Time reaches the picker only through ``tick(now:)``: the session sends a tick with the
/// current monotonic time before each input action, and at ~60 Hz while anything moves, so
/// tests step time instead of sleeping.
///
/// ```swift
/// var picker = WheelPicker(source: Digits())
/// picker.apply(.tick(now: 0))
/// picker.apply(.step(by: 1))        // [.valueChanged(component: 0, row: 1)]
/// ```
public enum WheelAction: Equatable, Sendable {
    /// Move the focused component by `rows` (positive: towards later rows).
    case step(by: Int)
    /// Move `component` by `rows`.
    case stepComponent(Int, by: Int)
    /// Move the focused component by a page (the visible rows), forward or back.
    case page(forward: Bool)
    /// Jump to the first (or last) row of the focused component.
    case jumpToEnd(last: Bool)
    /// A person picked `row` of `component` directly, e.g. by clicking it.
    case select(row: Int, component: Int)
    /// Focus moves to `component`, the next one, or the previous one (in reading order).
    case focus(component: Int)
    /// Focus moves to the next component (Tab, → in left-to-right locales).
    case focusNext
    /// Focus moves to the previous component (Shift-Tab, ←).
    case focusPrevious
    /// Typed text: letters do type-ahead, digits do digit entry (Behaviour 1.11).
    case type(String)
    /// A scroll-wheel notch (or several) over `component`; bursts build momentum.
    case scroll(component: Int, rows: Int)
    /// Time has advanced to `now` (seconds, monotonic): animation, momentum, type-ahead reset.
    case tick(now: Double)
    /// The person confirms, or cancels, the whole picker.
    case commit
    /// The person gives up on the picker (Esc): no value.
    case cancel
}
