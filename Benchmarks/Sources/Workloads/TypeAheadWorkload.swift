import PickerCore

/// Type-ahead in a component of 1,000,000 rows: typing "z" then "u" from the first row, where the
/// rows are sorted words and the "z" rows start 96% of the way down, so a search that walks the
/// rows walks nearly all of them (Behaviour 1.11).
public struct TypeAheadWorkload: Workload {
    public static let name = "Type-ahead: \"zu\" in a 1,000,000-row component"
    public static let key = "typeahead"
    static let rows = 1_000_000
    static let words = [
        "apple", "banana", "cherry", "date", "elderberry", "fig", "grape", "honeydew", "iris", "jackfruit",
        "kiwi", "lemon", "mango", "nectarine", "olive", "papaya", "quince", "raspberry", "strawberry",
        "tangerine", "ugli", "vanilla", "watermelon", "xigua", "yam", "zucchini",
    ]

    let source: LineListSource

    public init() {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.rows * 16)
        for row in 0..<Self.rows {
            bytes += Array("\(Self.words[row * Self.words.count / Self.rows]) \(row)\n".utf8)
        }
        source = LineListSource(bytes: bytes)
    }

    /// The row type-ahead settled on (961,539: the first "zucchini").
    public func run() -> Int {
        var picker = WheelPicker(source: source)
        picker.apply(.tick(now: 0))
        picker.apply(.type("z"))
        picker.apply(.tick(now: 0.1))
        picker.apply(.type("u"))
        picker.apply(.tick(now: 10))
        return picker.selectedRow(inComponent: 0) ?? -1
    }
}
