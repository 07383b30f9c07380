import PickerCore
import TerminalUI

/// Draws a `DateWheelPicker` as wheels: a ``WheelView`` over its components, in the locale's
/// order and mirrored for right-to-left scripts (Behaviour 1.4, 2.3).
///
/// Everything the wheel view draws applies: the selection band, fading neighbours, disabled
/// rows dimmed and struck through — days a month lacks (Behaviour 2.8) and rows outside the bounds
/// (Behaviour 2.6) — looping hour, minute, month and day columns, and a selection that stopped on a
/// dimmed row visibly easing to where it settles (Behaviour 1.10). What this view adds is the width
/// of each column, measured once from the widest titles the column can show
/// (`DateWheelPicker.measuringTitles(forComponent:)`), so a column never changes width while
/// it turns from "May" to "September".
///
/// ```swift
/// let view = DateWheelsView(picker, contentWidths: DateWheelsView.measuredWidths(of: picker))
/// // en_US, date mode, 22 November 2026, 40×5, no colour:
/// //   September     20      2024
/// //     October     21      2025
/// // ›  November ‹ · 22 · ·  2026 ·
/// //    December     23      2027
/// //     January     24      2028
/// ```
public struct DateWheelsView {
    /// The date picker drawn.
    public var picker: DateWheelPicker
    /// Each component's title width; see ``measuredWidths(of:)``.
    public var contentWidths: [Int]
    /// The rows wanted (Behaviour 1.2).
    public var visibleRows: Int
    /// Marks the focused component; off while keys act on something else (the month grid).
    public var showsFocus: Bool
    /// Shows as many rows as the area has (the wheels style alone, not beside a grid).
    public var fillsHeight = false

    /// Wheels for `picker`, columns `contentWidths` wide (measured from the picker when nil).
    public init(_ picker: DateWheelPicker, contentWidths: [Int]? = nil, visibleRows: Int = 5, showsFocus: Bool = true) {
        self.picker = picker
        self.contentWidths = contentWidths ?? Self.measuredWidths(of: picker)
        self.visibleRows = visibleRows
        self.showsFocus = showsFocus
    }

    /// The widest of each component's measuring titles, in terminal columns.
    ///
    /// A column's width holds for all its rows, not only those from the selection down: the
    /// `dateAndTime` date column also measures every day of the year around the value, so the
    /// rows above it ("Sat, Oct 31" over "Sun, Nov 1") are never cut and the time wheels beside
    /// it never shift as it turns (issue 10, item 14).
    public static func measuredWidths(of picker: DateWheelPicker) -> [Int] {
        picker.components.indices.map { component in
            var titles = picker.measuringTitles(forComponent: component)
            if picker.components[component] == .dayOfYear { titles += titlesOfYear(around: picker, component: component) }
            return titles.map { DisplayWidth.of(DisplayText.sanitized($0)) }.max() ?? 1
        }
    }

    /// Each component's widest title among the rows drawn now (the band and its neighbours):
    /// what a value that moved far away needs, for widening the measured widths.
    public static func drawnWidths(of picker: DateWheelPicker, visibleRows: Int = 5) -> [Int] {
        let view = WheelView(picker.wheel, visibleRows: visibleRows)
        let selection = picker.wheel.state.selection
        return picker.components.indices.map { component in
            (-(visibleRows / 2)...(visibleRows / 2)).compactMap { offset in
                view.row(atOffset: offset, inComponent: component).map {
                    DisplayText.width(picker.wheel.source.title(forRow: $0, inComponent: component, selection: selection))
                }
            }.max() ?? 1
        }
    }

    /// The titles of the days within half a year either side of the selected one.
    private static func titlesOfYear(around picker: DateWheelPicker, component: Int) -> [String] {
        let selection = picker.wheel.state.selection
        let rows = picker.wheel.source.numberOfRows(inComponent: component, selection: selection)
        let selected = selection.indices.contains(component) ? selection[component] : 0
        return (max(0, selected - 183) ..< min(rows, selected + 184)).map {
            picker.wheel.source.title(forRow: $0, inComponent: component, selection: selection)
        }
    }

    /// The wheel view doing the drawing.
    public var wheelView: WheelView<DateComponentsSource> {
        var view = WheelView(picker.wheel, isRightToLeft: picker.layout.isRightToLeft, visibleRows: visibleRows,
                             showsFocus: showsFocus)
        view.contentWidths = contentWidths
        view.fillsHeight = fillsHeight
        return view
    }

    /// Where the columns and the band go in `area`, for hit-testing.
    public func layout(in area: Rect) -> WheelLayout { wheelView.layout(in: area) }

    /// The width the wheels take with room to spare: every title whole, markers and blanks.
    public var naturalWidth: Int {
        let chrome = WheelLayout.Chrome.levels[0]
        return contentWidths.reduce(0) { $0 + max(1, $1) } + contentWidths.count * chrome.perColumn
            + max(0, contentWidths.count - 1) * chrome.gap
    }

    /// The narrowest the wheels stay usable: numbers, day periods and the `dateAndTime` date
    /// column whole (a cut number or "Sa…" says nothing), month and era names cut to three
    /// letters and `…`.
    public var minimumWidth: Int {
        let chrome = WheelLayout.Chrome.levels[0]
        let titles = contentWidths.indices.reduce(0) { total, component in
            let width = max(1, contentWidths[component])
            let kind = picker.components.indices.contains(component) ? picker.components[component] : .month
            return total + (kind == .month || kind == .era ? min(width, 4) : width)
        }
        return titles + contentWidths.count * chrome.perColumn + max(0, contentWidths.count - 1) * chrome.gap
    }

    /// Draws the wheels into `area` of `buffer`.
    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        wheelView.render(into: &buffer, area: area, theme: theme)
    }
}
