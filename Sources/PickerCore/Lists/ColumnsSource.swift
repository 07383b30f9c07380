/// Several components of fixed rows: what `pick wheels --component a,b,c --component 1,2,3`
/// shows.
///
/// A component whose every row is a whole number (`Int(title)`, so "07" is 7) is numeric:
/// its rows report ``numericValue(forRow:inComponent:selection:)`` and typed digits select
/// numbers (Behaviour 1.11). Other components take letters as type-ahead.
///
/// ```swift
/// let source = ColumnsSource(components: [["a", "b", "c"], ["1", "2", "3"]], loops: true)
/// var picker = WheelPicker(source: source)
/// picker.apply(.focusNext)
/// picker.apply(.type("3"))      // [.valueChanged(component: 1, row: 2)]
/// ```
public struct ColumnsSource: WheelDataSource {
    /// The rows of each component, left to right.
    public let components: [[String]]
    /// Whether every component wraps from its last row to its first (Behaviour 1.9).
    public let loops: Bool
    /// Rows whose title equals one of these are disabled, in any component (Behaviour 1.10).
    public let disabledValues: Set<String>
    /// The number each row stands for, per component; nil for a textual component.
    private let numbers: [[Int]?]

    /// Components of `components`' rows, left to right, each looping when `loops`, with rows
    /// titled like one of `disabledValues` disabled.
    public init(components: [[String]], loops: Bool = false, disabledValues: Set<String> = []) {
        self.components = components
        self.loops = loops
        self.disabledValues = disabledValues
        numbers = components.map { rows in
            let values = rows.compactMap { Int($0) }
            return values.count == rows.count && !rows.isEmpty ? values : nil
        }
    }

    public var numberOfComponents: Int { components.count }

    public func numberOfRows(inComponent component: Int, selection: [Int]) -> Int {
        components.indices.contains(component) ? components[component].count : 0
    }

    public func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String {
        guard components.indices.contains(component), components[component].indices.contains(row) else { return "" }
        return components[component][row]
    }

    public func isRowEnabled(_ row: Int, inComponent component: Int, selection: [Int]) -> Bool {
        !disabledValues.contains(title(forRow: row, inComponent: component, selection: selection))
    }

    public func componentLoops(_ component: Int) -> Bool { loops }

    public func numericValue(forRow row: Int, inComponent component: Int, selection: [Int]) -> Int? {
        guard numbers.indices.contains(component), let values = numbers[component], values.indices.contains(row)
        else { return nil }
        return values[row]
    }
}
