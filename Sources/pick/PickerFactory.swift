import PickerCore
import PickerTerminal

/// Builds the terminal pickers the commands show, from what the flags say.
enum PickerFactory {
    /// One wheel of lines; confirming prints the selected line's exact bytes.
    static func choose(items: LineListSource, selectedRow: Int, presentation: PresentationOptions)
        -> WheelTerminalPicker<LineListSource>
    {
        terminalPicker(WheelPicker(source: items, selection: [selectedRow]), separator: "", presentation: presentation)
    }

    /// One wheel per component; confirming prints the values joined by `separator`.
    static func wheels(
        columns: [[String]], selectedRows: [Int], separator: String, presentation: PresentationOptions
    ) -> WheelTerminalPicker<ColumnsSource> {
        let source = ColumnsSource(components: columns, loops: presentation.loop)
        return terminalPicker(WheelPicker(source: source, selection: selectedRows), separator: separator, presentation: presentation)
    }

    private static func terminalPicker<Source>(
        _ wheel: WheelPicker<Source>, separator: String, presentation: PresentationOptions
    ) -> WheelTerminalPicker<Source> {
        WheelTerminalPicker(
            wheel, header: presentation.session.header, showsHelp: !presentation.session.noHelp, separator: separator)
    }
}
