import PickerCore
import PickerTerminal

/// Items for the watch-style workloads: thirty fruits with captions, the shape `pick choose
/// --style stack|sequence|list` is given in its examples.
enum WatchItems {
    static let fruits = [
        "Apple\tCrisp and red", "Apricot\tSoft and orange", "Avocado\tCreamy", "Banana\tYellow and sweet",
        "Blackberry\tDark and tart", "Blueberry\tSmall and blue", "Cherry\tDark red", "Clementine\tEasy to peel",
        "Coconut\tHard shell", "Damson\tA small plum", "Date\tVery sweet", "Dragonfruit\tPink and speckled",
        "Elderberry\tFor cordial", "Fig\tSoft and seedy", "Grape\tIn bunches", "Guava\tFragrant",
        "Honeydew\tPale melon", "Jackfruit\tHuge", "Kiwi\tFuzzy and green", "Lemon\tSour",
        "Lime\tSourer", "Mango\tJuicy", "Nectarine\tSmooth peach", "Orange\tCitrus", "Papaya\tTropical",
        "Peach\tFuzzy", "Pear\tGritty and sweet", "Quince\tFor jelly", "Raspberry\tRed and soft", "Yuzu\tFragrant citrus",
    ]

    /// The fruits in `style` with their captions, `row` selected.
    static func picker(_ style: WatchStyle, row: Int) -> WatchStylePicker {
        let source = ItemListSource(lines: LineListSource(lines: fruits), fields: ItemFields(order: [.title, .caption]))
        return WatchStylePicker(WheelPicker(source: source, selection: [row]), style: style, header: "Fruit")
    }
}
