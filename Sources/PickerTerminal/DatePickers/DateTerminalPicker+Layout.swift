import PickerCore
import TerminalUI

/// Where everything goes: sections of the area, the arrangement of grid and wheels, sizes.
extension DateTerminalPicker {
    /// How the editing parts are arranged: what the inline style shows, and what the compact
    /// popover holds.
    public enum Arrangement: Equatable, Sendable {
        /// Wheels alone (the wheels style, `time`).
        case wheels
        /// The month grid alone (`date`).
        case grid
        /// The grid with the time wheels beside it (`dateAndTime`, wide enough).
        case gridBesideWheels
        /// The grid with the time wheels below it (`dateAndTime`, narrow).
        case gridAboveWheels
    }

    /// Rows of the wheels (SPEC 1.2), and the fewest still worth drawing.
    static var wheelRows: Int { 5 }
    static var minimumWheelRows: Int { 3 }
    /// Blank columns between the grid and the wheels beside it; blank rows above wheels below it.
    static var besideGap: Int { 3 }
    static var belowGap: Int { 1 }

    /// The wheels as drawn now.
    public var wheelsView: DateWheelsView {
        DateWheelsView(wheelsPicker, contentWidths: wheelWidths, showsFocus: focus == .wheels && isEditing)
    }

    /// The month grid as drawn now.
    public var gridView: MonthGridView {
        MonthGridView(grid: picker.monthGrid, isRightToLeft: isRightToLeft, isFocused: focus == .grid && isEditing)
    }

    /// The arrangement used in `width` columns.
    public func arrangement(forWidth width: Int) -> Arrangement {
        guard showsGrid else { return .wheels }
        guard timePicker != nil else { return .grid }
        let view = wheelsView
        return width >= MonthGridLayout.width + Self.besideGap + view.minimumWidth ? .gridBesideWheels : .gridAboveWheels
    }

    /// The size the editing parts want in `width` columns.
    func editorPreferredSize(forWidth width: Int) -> AreaSize {
        editorSize(forWidth: width, wheelsWidth: wheelsView.naturalWidth, wheelRows: Self.wheelRows)
    }

    /// The smallest size the editing parts work in, arranged for `width` columns.
    func editorMinimumSize(forWidth width: Int) -> AreaSize {
        editorSize(forWidth: width, wheelsWidth: wheelsView.minimumWidth, wheelRows: Self.minimumWheelRows)
    }

    /// The editing parts arranged for `width` columns, with wheels of the given size.
    private func editorSize(forWidth width: Int, wheelsWidth wheels: Int, wheelRows: Int) -> AreaSize {
        switch arrangement(forWidth: width) {
        case .wheels: return AreaSize(width: wheels, height: wheelRows)
        case .grid: return AreaSize(width: MonthGridLayout.width, height: MonthGridLayout.height)
        case .gridBesideWheels:
            return AreaSize(width: MonthGridLayout.width + Self.besideGap + wheels, height: MonthGridLayout.height)
        case .gridAboveWheels:
            return AreaSize(width: max(MonthGridLayout.width, wheels),
                            height: MonthGridLayout.height + Self.belowGap + wheelRows)
        }
    }

    /// Where the grid and the wheels go in `rect`.
    func editorRects(in rect: Rect) -> (grid: Rect?, wheels: Rect?) {
        let wheelHeight = { (available: Int) in max(0, min(Self.wheelRows, available)) }
        switch arrangement(forWidth: rect.width) {
        case .wheels:
            return (nil, Rect(x: rect.x, y: rect.y, width: rect.width, height: wheelHeight(rect.height)))
        case .grid:
            return (rect, nil)
        case .gridBesideWheels:
            let gridWidth = MonthGridLayout.width
            let grid = Rect(x: isRightToLeft ? rect.x + rect.width - gridWidth : rect.x, y: rect.y, width: gridWidth,
                            height: rect.height)
            let width = min(wheelsView.naturalWidth, rect.width - gridWidth - Self.besideGap)
            let x = isRightToLeft ? grid.x - Self.besideGap - width : grid.x + gridWidth + Self.besideGap
            // Level with the weeks (below the title and weekday lines), so the band sits on the
            // middle week of a five-week month.
            let height = wheelHeight(rect.height)
            let top = rect.y + max(0, min(2, rect.height - height))
            return (grid, Rect(x: x, y: top, width: width, height: height))
        case .gridAboveWheels:
            let grid = Rect(x: rect.x, y: rect.y, width: rect.width, height: min(rect.height, MonthGridLayout.height))
            let top = rect.y + MonthGridLayout.height + Self.belowGap
            let wheels = Rect(x: rect.x, y: top, width: rect.width, height: wheelHeight(rect.y + rect.height - top))
            return (grid, wheels)
        }
    }

    // MARK: Sections

    /// Where the header, the body (wheels, grid, or button and popover) and the help line go.
    struct Sections {
        var header: Rect?
        var body: Rect
        var help: Rect?
    }

    /// The body's wanted and smallest heights in `width` columns.
    func bodyHeights(forWidth width: Int) -> (preferred: Int, minimum: Int) {
        guard style == .compact else {
            return (editorPreferredSize(forWidth: width).height, editorMinimumSize(forWidth: width).height)
        }
        let inside = width - PopoverFrame.horizontalChrome
        return (1 + PopoverFrame.size(forContent: editorPreferredSize(forWidth: inside)).height,
                1 + PopoverFrame.size(forContent: editorMinimumSize(forWidth: inside)).height)
    }

    /// Splits `area`: the help line goes first when rows are short, then the header.
    func sections(in area: Rect) -> Sections {
        let heights = bodyHeights(forWidth: area.width)
        var wantsHeader = header != nil
        var wantsHelp = showsHelp
        let lines = { (wantsHeader ? 1 : 0) + (wantsHelp ? 1 : 0) }
        if area.height < lines() + heights.preferred { wantsHelp = false }
        if area.height < lines() + heights.minimum { wantsHeader = false }
        let bodyHeight = max(0, min(heights.preferred, area.height - lines()))
        var y = area.y
        var result = Sections(body: area)
        if wantsHeader {
            result.header = Rect(x: area.x, y: y, width: area.width, height: 1)
            y += 1
        }
        result.body = Rect(x: area.x, y: y, width: area.width, height: bodyHeight)
        if wantsHelp { result.help = Rect(x: area.x, y: area.y + area.height - 1, width: area.width, height: 1) }
        return result
    }

    /// The compact button in `body`.
    func buttonFrame(in body: Rect) -> Rect {
        compactButton.frame(in: body)
    }

    var compactButton: CompactButtonView {
        CompactButtonView(title: picker.formattedValue, isFocused: !isPopoverOpen, isRightToLeft: isRightToLeft)
    }

    /// The open popover's box in `area`, anchored to the button.
    func popoverFrame(in area: Rect) -> Rect {
        let parts = sections(in: area)
        let content = editorPreferredSize(forWidth: area.width - PopoverFrame.horizontalChrome)
        return PopoverFrame.placement(content: content, anchor: buttonFrame(in: parts.body), in: area,
                                      isRightToLeft: isRightToLeft)
    }

    /// The area mouse events are mapped in: the one the session gave, or (before it gave any)
    /// a roomy default.
    var currentArea: Rect {
        let size = areaSize ?? AreaSize(width: 200, height: preferredHeight(forWidth: 200))
        return Rect(x: 0, y: 0, width: size.width, height: size.height)
    }

    // MARK: Sizes

    public func preferredHeight(forWidth width: Int) -> Int {
        (header == nil ? 0 : 1) + bodyHeights(forWidth: width).preferred + (showsHelp ? 1 : 0)
    }

    /// The smallest area the style works in. For `dateAndTime` beside a grid it depends on the
    /// width the session gave: wide areas keep the wheels beside the grid (fewer rows),
    /// narrow ones stack them (fewer columns).
    public var minimumSize: AreaSize {
        let width = areaSize?.width ?? 0
        if style == .compact {
            let inside = editorMinimumSize(forWidth: width - PopoverFrame.horizontalChrome)
            let box = PopoverFrame.size(forContent: inside)
            return AreaSize(width: box.width, height: 1 + box.height)
        }
        return editorMinimumSize(forWidth: width)
    }

    // MARK: Drawing

    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let parts = sections(in: area)
        if let header, let line = parts.header {
            write(DisplayText.sanitized(header), in: line, style: theme.header, into: &buffer)
        }
        if let line = parts.help {
            write(helpText, in: line, style: theme.help, into: &buffer)
        }
        if style == .compact {
            compactButton.render(into: &buffer, area: parts.body, theme: theme)
            if isPopoverOpen {
                let box = popoverFrame(in: area)
                PopoverFrame.render(into: &buffer, frame: box, theme: theme)
                renderEditor(into: &buffer, rect: PopoverFrame.contentRect(of: box), theme: theme)
            }
        } else {
            renderEditor(into: &buffer, rect: parts.body, theme: theme)
        }
    }

    private func renderEditor(into buffer: inout Buffer, rect: Rect, theme: Theme) {
        let rects = editorRects(in: rect)
        if let grid = rects.grid { gridView.render(into: &buffer, area: grid, theme: theme) }
        if let wheels = rects.wheels { wheelsView.render(into: &buffer, area: wheels, theme: theme) }
    }

    /// Writes a line cut to `line`, from its leading edge (the right one right-to-left).
    private func write(_ text: String, in line: Rect, style: Style, into buffer: inout Buffer) {
        let fitted = DisplayText.fitted(text, toWidth: line.width)
        let x = isRightToLeft ? line.x + line.width - DisplayWidth.of(fitted) : line.x
        buffer.write(fitted, x: x, y: line.y, style: style, clip: line)
    }
}
