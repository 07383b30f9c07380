import PickerCore
import TerminalUI

/// The wheel of `pick choose --filter`: a query line under the header and the wheel of the
/// lines that match what is typed (Behaviour 5.3), as a ``PromptPicker`` whose body is a
/// ``QueryLineStack`` over the same ``WheelView`` the plain wheel draws — the wheel just sits on
/// a ``PickerCore/LineFilter`` instead of the lines.
///
/// Keys come from `FilterKeyMap` and are applied through ``QueryFiltering`` (as on the
/// filtered list style): typing
/// filters, Backspace widens, Ctrl-U clears, ↑/↓ move among the matches, Enter chooses the
/// selected match, Esc clears a query and cancels only when it is empty. A changed query
/// selects the best (first) match. Matched characters are drawn in the theme's match look.
///
/// Work stays bounded per event: a keystroke reads at most `LineFilter.rowsPerEvent` lines
/// and the rest goes on with ticks (``needsTicks`` is true meanwhile), so keys are never held
/// up; Enter first finishes the search, so it chooses from every line read.
///
/// ```swift
/// let lines = LineListSource(lines: ["Apple", "Banana", "Mango"])
/// var picker = FilteringWheelPicker(LineFilter(source: lines), header: "Fruit")
/// // after typing "an", 40×9, no colour:
/// // Fruit
/// // > an                                2/3
/// //
/// //
/// // › Banana ‹
/// //   Mango
/// //
/// //
/// // type to filter · ↑↓ move · enter select · esc clear/cancel
/// ```
public struct FilteringWheelPicker: PromptPicker, Sendable {
    /// The wheel of matches.
    public var wheel: WheelPicker<LineFilter>
    /// Header, help line, direction and area.
    public var prompt: PromptFrame
    /// The query and what keys do to it and to the wheel (shared with the list style).
    public private(set) var filtering: QueryFiltering

    /// A picker over `filter`, with `query` typed already (`--query`), the match count worked
    /// out as far as one event's budget allows.
    public init(_ filter: LineFilter, query: String = "", header: String? = nil, showsHelp: Bool = true,
                isRightToLeft: Bool = false) {
        wheel = WheelPicker(source: filter, selection: [0])
        prompt = PromptFrame(header: header, showsHelp: showsHelp, isRightToLeft: isRightToLeft)
        filtering = QueryFiltering(query: query, wheel: &wheel)
    }

    /// The query as typed.
    public var editor: FilterQueryEditor { filtering.editor }

    /// The filter, as far as it has read.
    public var filter: LineFilter { wheel.source }

    /// The query line as drawn now.
    public var queryLine: QueryLineView { filtering.queryLine(for: filter) }

    // MARK: PromptPicker

    /// The query line over the wheel of matches.
    public var body: QueryLineStack<WheelView<LineFilter>> {
        var view = WheelView(wheel, isRightToLeft: prompt.isRightToLeft, visibleRows: 5)
        view.fillsHeight = true
        return QueryLineStack(query: queryLine, list: view)
    }

    /// `FilterKeyMap`'s keys.
    public var keyBindings: KeyBindingTable<FilterCommand> { FilterKeyMap.bindings }

    /// Applies a key's command: to the query, then to the wheel.
    public mutating func perform(_ command: FilterCommand) -> PickerStatus { filtering.perform(command, on: &wheel) }

    /// Clicks and the scroll wheel act on the wheel of matches, as on a plain wheel.
    public mutating func handleMouse(_ mouse: MouseEvent, hit: WheelLayout.Hit?, body: Rect) {
        let view = self.body.list
        for action in WheelMouseMap.actions(for: mouse, hit: hit, view: view) { wheel.apply(action) }
    }

    /// Pasted text is typed into the query.
    public mutating func handlePaste(_ text: String) -> PickerStatus { perform(.type(text)) }

    /// Moves the wheel on, and reads the next slice of lines while a search is under way.
    public mutating func tick(now: Double) {
        wheel.apply(.tick(now: now))
        if filter.isSearching { QueryFiltering.advance(&wheel, selectingFirst: false) }
    }

    /// True while the wheel moves or lines are left to read for the query.
    public var needsTicks: Bool { wheel.isMoving || filter.isSearching }

    /// The selected match's exact bytes, as read; empty when no enabled match is selected.
    public var output: [UInt8] {
        guard let row = wheel.chosenRow(inComponent: 0) else { return [] }
        return filter.source.printedBytes(forRow: filter.sourceRow(forMatch: row))
    }

    /// The selected match and how many match: "Banana, 1 of 2 matches"; "no matches"; in the
    /// chrome's language (Behaviour 6.1).
    public var spokenValue: String {
        let count = filter.matchCount
        let strings = PromptStrings.current
        guard let row = wheel.selectedRow(inComponent: 0) else { return strings[.spokenNoMatches] }
        let title = DisplayText.sanitized(filter.title(forRow: row, inComponent: 0, selection: wheel.state.selection))
        return "\(title), " + strings.text(.spokenMatchPosition, .count(row + 1), .count(count))
    }

    // MARK: Filtering

    /// Reads every line there is for the query now, keeping the selection: before choosing,
    /// or before deciding from the whole input (`--select-1`).
    package mutating func finishFiltering() { QueryFiltering.finish(&wheel) }

    // MARK: Lines still arriving

    /// Takes what arrived on the feed into the filter's lines and filters them.
    /// - Returns: true: the count on the query line changes with every chunk.
    public mutating func absorb(_ arrival: InputFeed<Self>.Arrival) -> Bool {
        switch arrival {
        case .bytes(let bytes): wheel.source.append(bytes)
        case .end: wheel.source.closeLastLine()
        }
        QueryFiltering.advance(&wheel, selectingFirst: false)
        return true
    }

    /// A feed that gives this picker what the reader reads.
    package static func feed(from reader: InputReader) -> InputFeed<Self> {
        InputFeed(reader: reader) { picker, arrival in picker.absorb(arrival) }
    }
}

extension LineFilter: WheelRowBytesSource {
    /// The exact bytes of the `row`-th match.
    public func bytes(forRow row: Int, inComponent component: Int, selection: [Int]) -> [UInt8] {
        guard row >= 0, row < matchCount else { return [] }
        return source.printedBytes(forRow: sourceRow(forMatch: row))
    }
}
