import PickerCore
import PickerTerminal

/// Builds the terminal pickers the commands show, from what the flags say.
enum PickerFactory {
    /// One wheel of lines; confirming prints the selected line's exact bytes. Right-to-left,
    /// the lines are drawn from the right edge (Behaviour 1.4).
    static func choose(items: LineListSource, selectedRow: Int, presentation: PresentationOptions, isRightToLeft: Bool)
        -> WheelTerminalPicker<LineListSource>
    {
        terminalPicker(WheelPicker(source: items, selection: [selectedRow]), separator: "", presentation: presentation,
                       isRightToLeft: isRightToLeft)
    }

    /// One wheel per component; confirming prints the values joined by `separator`, in the
    /// components' order. Right-to-left, the first component is drawn on the right and Left
    /// and Right move the focus the way they point (Behaviour 1.4).
    static func wheels(
        columns: [[String]], selectedRows: [Int], separator: String, presentation: PresentationOptions,
        isRightToLeft: Bool
    ) -> WheelTerminalPicker<ColumnsSource> {
        let source = ColumnsSource(components: columns, loops: presentation.loop)
        return terminalPicker(WheelPicker(source: source, selection: selectedRows), separator: separator,
                              presentation: presentation, isRightToLeft: isRightToLeft)
    }

    private static func terminalPicker<Source>(
        _ wheel: WheelPicker<Source>, separator: String, presentation: PresentationOptions, isRightToLeft: Bool
    ) -> WheelTerminalPicker<Source> {
        WheelTerminalPicker(
            wheel, header: presentation.session.header, showsHelp: !presentation.session.noHelp,
            isRightToLeft: isRightToLeft, separator: separator)
    }
}
