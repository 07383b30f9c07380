import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import PickerFormats

/// Items and pickers the watch-style tests share.
enum WatchFixtures {
    /// Thirty fruits, A to Y, each with a caption: enough for an index strip.
    static let fruitLines = [
        "Apple\tCrisp and red", "Apricot\tSoft and orange", "Avocado\tCreamy", "Banana\tYellow and sweet",
        "Blackberry\tDark and tart", "Blueberry\tSmall and blue", "Cherry\tDark red", "Clementine\tEasy to peel",
        "Coconut\tHard shell", "Damson\tA small plum", "Date\tVery sweet", "Dragonfruit\tPink and speckled",
        "Elderberry\tFor cordial", "Fig\tSoft and seedy", "Grape\tIn bunches", "Guava\tFragrant",
        "Honeydew\tPale melon", "Jackfruit\tHuge", "Kiwi\tFuzzy and green", "Lemon\tSour",
        "Lime\tSourer", "Mango\tJuicy", "Nectarine\tSmooth peach", "Orange\tCitrus", "Papaya\tTropical",
        "Peach\tFuzzy", "Pear\tGritty and sweet", "Quince\tFor jelly", "Raspberry\tRed and soft", "Yuzu\tFragrant citrus",
    ]

    /// The fruits as items with captions.
    static func fruits(captions: Bool = true, disabled: Set<String> = []) -> ItemListSource {
        let lines = captions ? fruitLines : fruitLines.map { String($0.prefix { $0 != "\t" }) }
        return ItemListSource(
            lines: LineListSource(lines: lines, disabledValues: disabled),
            fields: captions ? ItemFields(order: [.title, .caption]) : .wholeLine)
    }

    /// A picker of `source` in `style`, `row` selected.
    static func picker(
        _ style: WatchStyle, _ source: ItemListSource = fruits(), row: Int = 3, header: String? = "Fruit",
        decorations: WatchDecorations = WatchDecorations(), isRightToLeft: Bool = false, showsHelp: Bool = true,
        captionPlacement: ItemListView.CaptionPlacement = .under, printed: ItemOutput = .title
    ) -> WatchStylePicker {
        WatchStylePicker(
            WheelPicker(source: source, selection: [row]), style: style, header: header, showsHelp: showsHelp,
            isRightToLeft: isRightToLeft, decorations: decorations, captionPlacement: captionPlacement, printed: printed)
    }
}
