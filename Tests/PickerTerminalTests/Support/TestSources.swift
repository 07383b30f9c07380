import Foundation
import PickerCore
import PickerTerminal
import TerminalUI

/// A wheel data source from fixed columns of titles, with the knobs the views react to.
struct ListSource: WheelDataSource {
    var columns: [[String]]
    var loops: Set<Int> = []
    /// Disabled rows per component.
    var disabled: [Int: Set<Int>] = [:]
    var widthHints: [Int: Int] = [:]
    /// Components whose titles are numbers (digit entry, right-aligned).
    var numeric: Set<Int> = []

    var numberOfComponents: Int { columns.count }
    func numberOfRows(inComponent component: Int, selection: [Int]) -> Int { columns[component].count }
    func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String { columns[component][row] }
    func isRowEnabled(_ row: Int, inComponent component: Int, selection: [Int]) -> Bool {
        !(disabled[component]?.contains(row) ?? false)
    }
    func componentLoops(_ component: Int) -> Bool { loops.contains(component) }
    func widthHint(forComponent component: Int) -> Int? { widthHints[component] }
    func numericValue(forRow row: Int, inComponent component: Int, selection: [Int]) -> Int? {
        numeric.contains(component) ? Int(columns[component][row]) : nil
    }
}

/// Lines given as bytes, some not valid UTF-8: what `pick choose` reads.
struct ByteLines: WheelRowBytesSource {
    var lines: [[UInt8]]
    var numberOfComponents: Int { 1 }
    func numberOfRows(inComponent component: Int, selection: [Int]) -> Int { lines.count }
    func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String {
        String(decoding: lines[row], as: UTF8.self)
    }
    func bytes(forRow row: Int, inComponent component: Int, selection: [Int]) -> [UInt8] { lines[row] }
}

/// Counts the titles asked for, to prove a huge component is never materialised (Behaviour 1.5).
final class TitleCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}

struct HugeSource: WheelDataSource {
    var rows = 10_000_000
    var counter: TitleCounter
    var numberOfComponents: Int { 1 }
    func numberOfRows(inComponent component: Int, selection: [Int]) -> Int { rows }
    func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String {
        counter.increment()
        return "Row \(row)"
    }
}

enum Fixtures {
    static let fruits = ListSource(columns: [["Apple", "Banana", "Cherry", "Damson", "Elderberry"]])
    static let twoDigits = (0..<60).map { $0 < 10 ? "0\($0)" : "\($0)" }
    /// Hours and minutes, both looping, both numeric.
    static let clock = ListSource(
        columns: [Array(twoDigits.prefix(24)), twoDigits], loops: [0, 1], numeric: [0, 1])
    static let date = ListSource(
        columns: [
            ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
            (1...31).map(String.init),
            ["2024", "2025", "2026"],
        ],
        numeric: [1, 2])

    static func wheel<Source: WheelDataSource>(_ source: Source, _ selection: [Int]) -> WheelPicker<Source> {
        WheelPicker(source: source, selection: selection)
    }
}

/// Renders a wheel view the way golden frames compare it: no colour unless asked.
func renderWheel<Source>(
    _ picker: WheelPicker<Source>, width: Int, height: Int, depth: ColorDepth = .none, rightToLeft: Bool = false
) -> Buffer {
    var buffer = Buffer(width: width, height: height)
    WheelView(picker, isRightToLeft: rightToLeft).render(into: &buffer, area: buffer.bounds, theme: .default(for: depth))
    return buffer
}

extension Buffer {
    /// The rows as one string, blank rows at the bottom kept (they are part of the frame).
    var text: String { lines.joined(separator: "\n") }

    /// The x of the first cell holding `grapheme` on row `y`.
    func column(of grapheme: String, row y: Int) -> Int? {
        (0..<width).first { self[$0, y].grapheme == grapheme }
    }
}
