import PickerCore
import PickerTerminal

/// Builds the terminal pickers the commands show, from what the flags say.
enum PickerFactory {
    static func choose(list: ItemList, selectedRow: Int, disabled: Set<Int>, presentation: PresentationOptions)
        -> some TerminalPicker
    {
        var wheel = WheelPicker(source: ChoiceSource(list: list, disabled: disabled, loops: presentation.loop))
        wheel.selectRow(selectedRow, inComponent: 0, animated: false)
        return terminalPicker(wheel, separator: "", presentation: presentation)
    }

    static func wheels(columns: [[String]], selectedRows: [Int], separator: String, presentation: PresentationOptions)
        -> some TerminalPicker
    {
        var wheel = WheelPicker(source: ColumnsChoiceSource(columns: columns, loops: presentation.loop))
        for (component, row) in selectedRows.enumerated() {
            wheel.selectRow(row, inComponent: component, animated: false)
        }
        return terminalPicker(wheel, separator: separator, presentation: presentation)
    }

    private static func terminalPicker<Source>(
        _ wheel: WheelPicker<Source>, separator: String, presentation: PresentationOptions
    ) -> WheelTerminalPicker<Source> {
        WheelTerminalPicker(
            wheel, header: presentation.header, showsHelp: !presentation.noHelp,
            keyMode: presentation.vim ? .vim : .standard, separator: separator)
    }
}

/// One component of lines; the output is a line's exact bytes.
struct ChoiceSource: WheelRowBytesSource {
    let list: ItemList
    let disabled: Set<Int>
    let loops: Bool

    var numberOfComponents: Int { 1 }
    func numberOfRows(inComponent component: Int, selection: [Int]) -> Int { list.count }
    func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String {
        String(decoding: list.line(row), as: UTF8.self)
    }
    func isRowEnabled(_ row: Int, inComponent component: Int, selection: [Int]) -> Bool { !disabled.contains(row) }
    func componentLoops(_ component: Int) -> Bool { loops }
    func bytes(forRow row: Int, inComponent component: Int, selection: [Int]) -> [UInt8] { Array(list.line(row)) }
}

/// Fixed components of short values.
struct ColumnsChoiceSource: WheelDataSource {
    let columns: [[String]]
    let loops: Bool

    var numberOfComponents: Int { columns.count }
    func numberOfRows(inComponent component: Int, selection: [Int]) -> Int { columns[component].count }
    func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String { columns[component][row] }
    func componentLoops(_ component: Int) -> Bool { loops }
}
