import PickerCore
import Testing
import PickerFormats

@Suite("Watch items: fields, printed values, the list index")
struct WatchItemsTests {
    let fields = try! ItemFields(parsing: "title,caption,image")

    func source(_ text: String, fields: ItemFields, disabled: Set<String> = []) -> ItemListSource {
        ItemListSource(lines: LineListSource(bytes: Array(text.utf8), disabledValues: disabled), fields: fields)
    }

    @Test("--fields names title, caption and image in any order, each once")
    func parsing() throws {
        #expect(try ItemFields(parsing: "image,title").order == [.image, .title])
        #expect(throws: ItemFields.Unreadable(description: "unknown field 'colour': use title, caption and image")) {
            try ItemFields(parsing: "title,colour")
        }
        #expect(throws: ItemFields.Unreadable(description: "field 'title' is named twice")) {
            try ItemFields(parsing: "title,title")
        }
    }

    @Test("A line splits at tabs into its fields; missing fields are nil; without fields the line is the title")
    func splitting() {
        let line = Array("Banana\tYellow and sweet\timg/banana.png".utf8)
        #expect(fields.text(of: .title, inLine: line) == "Banana")
        #expect(fields.text(of: .caption, inLine: line) == "Yellow and sweet")
        #expect(fields.text(of: .image, inLine: line) == "img/banana.png")
        #expect(fields.text(of: .image, inLine: Array("Apple\tRed".utf8)) == nil)
        #expect(ItemFields.wholeLine.text(of: .title, inLine: line) == "Banana\tYellow and sweet\timg/banana.png")
        #expect(ItemFields.wholeLine.text(of: .caption, inLine: line) == nil)
        let reordered = ItemFields(order: [.caption, .title])
        #expect(reordered.text(of: .title, inLine: Array("Red\tApple".utf8)) == "Apple")
        // Without a title field, the first field stands for it.
        #expect(ItemFields(order: [.image]).text(of: .title, inLine: Array("a.png".utf8)) == "a.png")
    }

    @Test("The source's titles are the title field: the wheel, type-ahead and --disabled see them")
    func sourceTitles() {
        var items = source("Apple\tRed\nBanana\tYellow\nCherry\tDark red\n", fields: fields, disabled: ["Banana"])
        #expect(items.count == 3)
        #expect(items.title(forRow: 1, inComponent: 0, selection: [0]) == "Banana")
        #expect(items.item(forRow: 2) == ListItem(row: 2, title: "Cherry", caption: "Dark red"))
        #expect(!items.isRowEnabled(1, inComponent: 0, selection: [0]))
        #expect(items.isRowEnabled(2, inComponent: 0, selection: [0]))
        var picker = WheelPicker(source: items)
        picker.apply(.tick(now: 0))
        picker.apply(.type("ch"))
        #expect(picker.selectedRow(inComponent: 0) == 2)
        items.append(Array("Damson\tPurple\n".utf8))
        #expect(items.item(forRow: 3).caption == "Purple")
    }

    @Test("--print: the title, caption, image, whole line or row number, byte for byte")
    func printed() {
        let items = source("Apple\tRed\ta.png\nB\u{FF}nana\tYellow\n", fields: fields)
        #expect(ItemOutput.title.bytes(forRow: 0, of: items) == Array("Apple".utf8))
        #expect(ItemOutput.caption.bytes(forRow: 0, of: items) == Array("Red".utf8))
        #expect(ItemOutput.image.bytes(forRow: 0, of: items) == Array("a.png".utf8))
        #expect(ItemOutput.image.bytes(forRow: 1, of: items) == [])
        #expect(ItemOutput.line.bytes(forRow: 0, of: items) == Array("Apple\tRed\ta.png".utf8))
        #expect(ItemOutput.index.bytes(forRow: 1, of: items) == Array("1".utf8))
        // Invalid UTF-8 is printed as it was read.
        let raw = ItemListSource(lines: LineListSource(bytes: [0x42, 0xFF, 0x09, 0x43, 0x0A]), fields: fields)
        #expect(ItemOutput.title.bytes(forRow: 0, of: raw) == [0x42, 0xFF])
    }

    @Test("Index keys: first letters folded, numbers by their first digit, years by decade, else #")
    func indexKeys() {
        #expect(ListIndex.key(forTitle: "apple") == "A")
        #expect(ListIndex.key(forTitle: "Éclair") == "E")
        #expect(ListIndex.key(forTitle: "  ümlaut") == "U")
        #expect(ListIndex.key(forTitle: "7") == "7")
        #expect(ListIndex.key(forTitle: "42 things") == "40")
        #expect(ListIndex.key(forTitle: "365") == "300")
        #expect(ListIndex.key(forTitle: "1994") == "1990")
        #expect(ListIndex.key(forTitle: "12345") == "10000")
        #expect(ListIndex.key(forTitle: "(none)") == "#")
        #expect(ListIndex.key(forTitle: "") == "#")
    }

    @Test("The index lists each key once at its first row, grows with the rows, and Alt+letter cycles its keys")
    func indexEntries() {
        var lines = LineListSource(lines: ["Apple", "Avocado", "banana", "Cherry", "apricot"])
        var index = ListIndex()
        index.extend(from: ItemListSource(lines: lines))
        #expect(index.entries == [.init(key: "A", row: 0), .init(key: "B", row: 2), .init(key: "C", row: 3)])
        lines.append(Array("Damson\n".utf8))
        index.extend(from: ItemListSource(lines: lines))
        #expect(index.entries.map(\.key) == ["A", "B", "C", "D"])
        #expect(index.scannedRows == 6)
        // Read from the lines' bytes or from titles, the keys are the same.
        let titles = ["zebra", "Äpfel", "  42", "ß", "@home", "Ωmega", "1999"]
        var fromBytes = ListIndex()
        fromBytes.extend(from: ItemListSource(lines: LineListSource(lines: titles)))
        var fromTitles = ListIndex()
        fromTitles.extend(from: ColumnsSource(components: [titles]))
        #expect(fromBytes == fromTitles)
        #expect(fromBytes.entries.map(\.key) == ["Z", "A", "40", "S", "#", "Ω", "1990"])
        #expect(index.row(forKeyStartingWith: "c", from: 0) == 3)
        #expect(index.row(forKeyStartingWith: "D", from: 0) == 5)
        #expect(index.row(forKeyStartingWith: "z", from: 0) == nil)
        var years = ListIndex()
        years.extend(from: ItemListSource(lines: LineListSource(lines: (1985...2012).map(String.init))))
        #expect(years.entries.map(\.key) == ["1980", "1990", "2000", "2010"])
        #expect(years.row(forKeyStartingWith: "2", from: 0) == 15)
        #expect(years.row(forKeyStartingWith: "2", from: 15) == 25)
        #expect(years.row(forKeyStartingWith: "2", from: 25) == 15)
    }
}
