import Foundation
import PickerCore
import PickerTerminal
import TerminalUI

/// Draws a date picker for a locale in every mode and style it has, at 80×24 and at its
/// minimum size, and reports anything wrong: a size at which it cannot be built or drawn, a
/// frame that shows the "too small" notice at a size it said was enough, or a cell written
/// outside the area it was given.
///
/// Each locale uses its own calendar (Buddhist for th_TH, Persian for fa_IR, ...), a fixed
/// zone and a fixed "now", so a failure can be replayed. The tests sample locales per run; the
/// benchmarks' `sweep` job runs every locale (issue 16).
///
/// ```swift
/// let problems = DateDrawingSweep().problems(locale: "ar_EG")
/// problems.isEmpty   // true: 11 mode × style pickers drawn at two sizes each
/// ```
public struct DateDrawingSweep: Sendable {
    /// Every mode with every style it exists in (Behaviour 2.2); `automatic` resolves to one of them.
    public static let cases: [(mode: DatePickerMode, style: DateStyle)] = [
        (.date, .wheels), (.date, .compact), (.date, .inline),
        (.time, .wheels), (.time, .compact), (.time, .inline),
        (.dateAndTime, .wheels), (.dateAndTime, .compact), (.dateAndTime, .inline),
        (.countDownTimer, .wheels), (.yearAndMonth, .wheels),
    ]

    /// What marks the cells around the area: a picker that writes over one wrote outside.
    static let outside = Cell("▒")

    /// The zone every picker of the sweep shows.
    public var timeZone: TimeZone
    /// The moment every picker of the sweep starts on.
    public var now: Date

    /// A sweep at `now` (default 22 November 2026, 13:30 UTC) in `timeZone` (default Berlin).
    public init(
        timeZone: TimeZone = TimeZone(identifier: "Europe/Berlin") ?? .gmt,
        now: Date = Date(timeIntervalSince1970: 1_795_354_200)
    ) {
        self.timeZone = timeZone
        self.now = now
    }

    /// Every problem drawing `identifier`'s pickers, each naming the mode, style and size.
    public func problems(locale identifier: String) -> [String] {
        Self.cases.flatMap { problems(locale: identifier, mode: $0.mode, style: $0.style) }
    }

    /// The problems of one picker: built, drawn through ``PickerDriver`` (and so
    /// `FrameComposer`) after a key and a settle, and rendered inside a marked margin.
    public func problems(locale identifier: String, mode: DatePickerMode, style: DateStyle) -> [String] {
        let locale = Locale(identifier: identifier)
        let state = DatePickerState(
            mode: mode, style: style, date: now, countDownDuration: 5_400, locale: locale, calendar: locale.calendar,
            timeZone: timeZone, now: now)
        let name = "\(identifier) \(mode) \(style)"
        let picker: DateTerminalPicker
        do {
            picker = try DateTerminalPicker(state: state, header: "Sweep")
        } catch {
            return ["\(name): cannot be built: \(error)"]
        }
        let minimum = picker.minimumSize
        var problems: [String] = []
        for (width, height) in [(80, 24), (minimum.width, minimum.height)] {
            let size = "\(width)×\(height)"
            guard width >= minimum.width, height >= minimum.height else {
                problems.append("\(name): minimum size \(minimum.width)×\(minimum.height) exceeds \(size)")
                continue
            }
            var driver = PickerDriver(picker, width: width, height: height)
            problems += frameProblems(driver, name: "\(name): \(size)")
            driver.press(.down)
            driver.settle()
            driver.press(.right)
            driver.settle()
            // A new value may need wider columns (a longer month name): the minimum may grow,
            // and the picker is then drawn at its new minimum.
            let grown = driver.picker.minimumSize
            driver.resize(width: max(width, grown.width), height: max(height, grown.height))
            problems += frameProblems(driver, name: "\(name): \(size) after keys")
            problems += outsideWrites(of: driver.picker, width: driver.width, height: driver.height)
                .map { "\(name): \(size): \($0)" }
        }
        return problems
    }

    /// A frame that shows the too-small notice or nothing at all.
    func frameProblems(_ driver: PickerDriver<DateTerminalPicker>, name: String) -> [String] {
        let notice = FrameComposer.tooSmallNotice(driver.picker.minimumSize)
        if driver.frame.contains(DisplayText.fitted(notice, toWidth: driver.width)) {
            return ["\(name) shows the too-small notice"]
        }
        if driver.frame.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return ["\(name) draws nothing"] }
        return []
    }

    /// Renders `picker` into a `width`×`height` area in the middle of a larger marked buffer,
    /// and names every marked cell it changed.
    func outsideWrites(of picker: DateTerminalPicker, width: Int, height: Int) -> [String] {
        let margin = 2
        var buffer = Buffer(width: width + 2 * margin, height: height + 2 * margin, filling: Self.outside)
        let area = Rect(x: margin, y: margin, width: width, height: height)
        buffer.fill(area, with: .blank)
        picker.render(into: &buffer, area: area, theme: .default(for: .trueColor))
        var writes: [String] = []
        for y in 0..<buffer.height {
            for x in 0..<buffer.width where !area.contains(x: x, y: y) && buffer[x, y] != Self.outside {
                writes.append("wrote \(buffer[x, y].grapheme.debugDescription) at (\(x - margin), \(y - margin))")
            }
        }
        return Array(writes.prefix(3))
    }
}
