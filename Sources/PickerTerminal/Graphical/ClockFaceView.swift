import Foundation
import PickerCore
import TerminalUI

/// An analog clock face (Behaviour 3.2, the graphical style): a round dial of Braille dots with
/// twelve hour marks (longer at 12, 3, 6 and 9) and the hour and minute hands at the time,
/// the time as digits under it (the locale's own, a ``DateFieldView`` of the clock's
/// `ClockEditor.digits`), and where the locale uses a 12-hour clock an AM/PM
/// toggle under those.
///
/// The dial is 16 columns by 8 rows: 32 × 32 dots, which are square at the usual 1:2 cell
/// aspect, so it looks round. While keys act on the clock the hands are drawn in the selected
/// style and the digit segment typing goes to is highlighted; the dial and its marks are dim.
/// A click on the dial is on the hour hand's part (inside `ClockFace.innerFraction`
/// of the radius) or the minute hand's, at an angle; a click on AM or PM is on that half of the day.
///
/// ```swift
/// let view = ClockFaceView(clock: clock, isFocused: true)   // en_US, 10:10 AM
/// // 16×10, no colour:
/// //    ⢀⡠⠒⠒⠒⡒⠒⠒⢄⡀
/// //  ⢀⠞⠁⠘   ⠇  ⠃⠈⠳⡀
/// // ⢠⠊⠒ ⢀      ⢀⡤⠒⠑⡄
/// // ⢸    ⠙⠢⣄⣠⠴⠊⠁   ⣇
/// // ⢸⠈⠉⠁    ⠁    ⠉⠉⡇
/// // ⠘⢄⠤          ⠦⡠⠃
/// //  ⠈⢦⡀⢠   ⡄  ⡄⢀⡴⠁
/// //    ⠈⠑⠤⠤⠤⡧⠤⠤⠊⠁
/// //     10:10 AM
/// //    [AM]  PM
/// ```
public struct ClockFaceView: TerminalView {
    /// What a mouse position is on.
    public enum Hit: Equatable, Sendable {
        /// The dial: the hand this part of it sets, and the angle of the position (degrees
        /// clockwise from 12).
        case dial(ClockHand, angle: Double)
        /// One half of the day on the toggle: 0 AM, 1 PM.
        case dayPeriod(Int)
        /// A segment of the digits.
        case digits(DateFieldView.Hit)
    }

    /// The clock drawn.
    public var clock: ClockEditor
    /// True while keys act on the clock.
    public var isFocused: Bool
    /// Mirrored for right-to-left locales (the digits; a clock face is never mirrored).
    public var isRightToLeft: Bool

    /// A view of `clock`.
    public init(clock: ClockEditor, isFocused: Bool = true, isRightToLeft: Bool = false) {
        self.clock = clock
        self.isFocused = isFocused
        self.isRightToLeft = isRightToLeft
    }

    /// The dial's width in cells: 32 dots.
    public static let dialColumns = 16
    /// The dial's height in cells: 32 dots, as tall as it is wide at the 1:2 cell aspect.
    package static let dialRows = 8

    /// The digits under the dial.
    public var digitsView: DateFieldView {
        DateFieldView(line: clock.line, focus: clock.digits.focus, clearedSegment: clock.digits.clearedSegment,
                      showsStepper: false, isFocused: isFocused, isRightToLeft: isRightToLeft)
    }

    /// The toggle's two halves, AM first, as drawn: the current one between brackets.
    var dayPeriodLabels: [String] {
        let symbols = clock.dayPeriodSymbols.map(DisplayText.sanitized)
        return symbols.enumerated().map { index, symbol in
            (index == 1) == clock.isAfternoon ? "[\(symbol)]" : " \(symbol) "
        }
    }

    /// The toggle's width: both labels and a blank between them.
    var toggleWidth: Int { Self.toggleWidth(of: dayPeriodLabels) }

    private static func toggleWidth(of labels: [String]) -> Int { labels.reduce(0) { $0 + DisplayText.width($1) } + 1 }

    public func preferredSize(forWidth width: Int) -> AreaSize {
        preferredSize(forWidth: width, digits: digitsView, toggleWidth: clock.usesDayPeriod ? toggleWidth : 0)
    }

    private func preferredSize(forWidth width: Int, digits: DateFieldView, toggleWidth: Int) -> AreaSize {
        let digits = digits.preferredSize(forWidth: width).width
        let toggle = clock.usesDayPeriod ? toggleWidth : 0
        return AreaSize(width: max(Self.dialColumns, digits, toggle), height: Self.dialRows + 1 + (clock.usesDayPeriod ? 1 : 0))
    }

    /// Where the dial, the digits and the toggle go in `area`: each centred on the dial's column.
    func places(in area: Rect) -> (dial: Rect, digits: Rect, toggleX: Int, toggleY: Int) {
        places(in: area, digits: digitsView, labels: dayPeriodLabels)
    }

    /// ``places(in:)`` with the digits' view and the day-period labels made once by the caller:
    /// both are made from the clock's state (the labels from the locale's symbols), and a frame
    /// needs them for the size, the places and the drawing.
    private func places(in area: Rect, digits digitsView: DateFieldView, labels: [String])
        -> (dial: Rect, digits: Rect, toggleX: Int, toggleY: Int) {
        let toggleWidth = Self.toggleWidth(of: labels)
        let width = preferredSize(forWidth: area.width, digits: digitsView, toggleWidth: toggleWidth).width
        let left = area.x + max(0, (min(area.width, width) - Self.dialColumns) / 2)
        let dial = Rect(x: left, y: area.y, width: Self.dialColumns, height: Self.dialRows)
        let centre = left + Self.dialColumns / 2
        let digitsWidth = digitsView.textWidth
        let digits = Rect(x: centre - digitsWidth / 2, y: area.y + Self.dialRows, width: digitsWidth + 2, height: 1)
        return (dial, digits, centre - (toggleWidth + 1) / 2, area.y + Self.dialRows + 1)
    }

    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let area = area.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        let digitsView = digitsView
        let labels = dayPeriodLabels
        let places = places(in: area, digits: digitsView, labels: labels)
        drawDial(in: places.dial, clip: area, into: &buffer, theme: theme)
        digitsView.render(into: &buffer, area: places.digits.intersection(area), theme: theme)
        guard clock.usesDayPeriod else { return }
        var x = places.toggleX
        for (index, label) in labels.enumerated() {
            let isCurrent = (index == 1) == clock.isAfternoon
            let style = isCurrent ? (isFocused ? theme.selected : Style(bold: true)) : theme.near
            buffer.write(label, x: x, y: places.toggleY, style: style, clip: area)
            x += DisplayText.width(label) + 1
        }
    }

    /// The dial's dots: the rim, the hour marks, then the hands from the centre.
    func canvas() -> BrailleCanvas {
        var canvas = Self.face
        let angles = clock.angles
        for (angle, length) in [(angles.hour, ClockFace.hourHandLength), (angles.minute, ClockFace.minuteHandLength)] {
            let (x, y) = Self.dot(at: angle, distance: Self.radius * length)
            canvas.line(from: Self.centre, Self.centre, to: x, y, layer: 2)
        }
        return canvas
    }

    /// The rim and the hour marks, which no time changes: plotted once, not on every frame.
    private static let face: BrailleCanvas = {
        var canvas = BrailleCanvas(columns: dialColumns, rows: dialRows)
        for degree in stride(from: 0.0, to: 360, by: 3) {
            let (x, y) = dot(at: degree, distance: radius)
            canvas.plot(x: x, y: y, layer: 1)
        }
        for hour in 0 ..< 12 {
            let angle = Double(hour) * 30
            let (x0, y0) = dot(at: angle, distance: radius - (hour % 3 == 0 ? 5 : 3))
            let (x1, y1) = dot(at: angle, distance: radius - 2)
            canvas.line(from: x0, y0, to: x1, y1, layer: 1)
        }
        return canvas
    }()

    /// The dial's centre and radius in dots.
    private static var centre: Double { Double(dialColumns * 2) / 2 }
    private static var radius: Double { centre - 1 }

    /// The dot `distance` dots from the centre at `angle` degrees clockwise from 12.
    private static func dot(at angle: Double, distance: Double) -> (Double, Double) {
        let radians = angle * .pi / 180
        return (centre + sin(radians) * distance, centre - cos(radians) * distance)
    }

    /// Draws the canvas, each run of cells of one layer in one write (a write per cell would make
    /// a string and measure it for every dot cell, a large share of the graphical style's frame).
    private func drawDial(in dial: Rect, clip: Rect, into buffer: inout Buffer, theme: Theme) {
        let canvas = canvas()
        let hands = isFocused ? theme.selected : Style(bold: true)
        for row in 0 ..< canvas.rows {
            var column = 0
            while column < canvas.columns {
                let layer = canvas.layer(column: column, row: row)
                let start = column
                var run = String.UnicodeScalarView()
                while column < canvas.columns, canvas.layer(column: column, row: row) == layer {
                    if layer > 0 { run.append(canvas.scalar(column: column, row: row)) }
                    column += 1
                }
                guard layer > 0 else { continue }
                _ = buffer.write(String(run), x: dial.x + start, y: dial.y + row,
                                 style: layer == 2 ? hands : theme.near, clip: clip)
            }
        }
    }

    public func hit(x: Int, y: Int, in area: Rect) -> Hit? {
        guard area.contains(x: x, y: y) else { return nil }
        let places = places(in: area)
        if places.dial.contains(x: x, y: y) {
            // The cell's centre in dots, from the dial's centre.
            let dx = Double((x - places.dial.x) * 2 + 1) - Double(Self.dialColumns)
            let dy = Double((y - places.dial.y) * 4 + 2) - Double(Self.dialRows * 2)
            let distance = (dx * dx + dy * dy).squareRoot() / (Double(Self.dialColumns) - 1)
            guard distance <= 1.1 else { return nil }
            return .dial(ClockFace.hand(atDistance: distance), angle: ClockFace.angle(dx: dx, dy: dy))
        }
        if y == places.digits.y { return digitsView.hit(x: x, y: y, in: places.digits).map(Hit.digits) }
        if clock.usesDayPeriod, y == places.toggleY {
            var left = places.toggleX
            for (index, label) in dayPeriodLabels.enumerated() {
                let width = DisplayText.width(label)
                if x >= left, x < left + width { return .dayPeriod(index) }
                left += width + 1
            }
        }
        return nil
    }
}
