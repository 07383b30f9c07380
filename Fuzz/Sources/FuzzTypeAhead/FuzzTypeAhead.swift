import Foundation
import FuzzSupport
import PickerCore

/// Random titles and random typing into type-ahead, checked three ways: the matcher against
/// Foundation folding whole strings, a list's byte search against the same titles as strings,
/// and a paste against typing it one character at a time.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTypeAhead(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let locale = input.pick([nil, Locale(identifier: "tr_TR"), Locale(identifier: "de_DE"), Locale(identifier: "ja_JP")])
    // Titles from a small alphabet of troublesome characters or raw bytes, so matches happen.
    let alphabet = ["a", "A", "b", "é", "E", "\u{301}", "İ", "ı", "i", "I", "ß", "ss", "日", "\u{FE0F}", "😀", "Ø", " ", "1", "ǅ"]
    func text(maxPieces: Int) -> String {
        (0..<input.int(in: 0...maxPieces)).map { _ in input.pick(alphabet) }.joined()
    }
    let titles = (0..<input.int(in: 1...12)).map { _ in input.byte() < 32 ? input.string(maxBytes: 6) : text(maxPieces: 5) }
    let typed = text(maxPieces: 6)

    let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
    let matcher = TypeAheadMatcher(prefix: typed, locale: locale)
    let reference = typed.folding(options: options, locale: locale)
    for title in titles {
        let expected = title.folding(options: options, locale: locale).hasPrefix(reference)
        if matcher.matches(title) != expected {
            fuzzFailure("\(typed.debugDescription) on \(title.debugDescription): \(!expected), Foundation says \(expected)")
        }
    }

    // The same rows as lines (searched on bytes) and as strings.
    let lines = LineListSource(bytes: Array(titles.joined(separator: "\n").utf8) + [0x0A])
    let strings = Titles(titles: (0..<lines.count).map { lines.title(forRow: $0) })
    let start = input.int(in: 0...(lines.count - 1))
    var onLines = WheelPicker(source: lines, selection: [start])
    var onStrings = WheelPicker(source: strings, selection: [start])
    var oneByOne = WheelPicker(source: strings, selection: [start])
    for picker in [\WheelPicker<LineListSource>.typeAheadLocale] { onLines[keyPath: picker] = locale }
    onStrings.typeAheadLocale = locale
    oneByOne.typeAheadLocale = locale
    onLines.apply(.tick(now: 0))
    onStrings.apply(.tick(now: 0))
    oneByOne.apply(.tick(now: 0))
    let byLines = onLines.apply(.type(typed))
    let byStrings = onStrings.apply(.type(typed))
    let byCharacters = typed.flatMap { oneByOne.apply(.type(String($0))) }
    if byLines != byStrings { fuzzFailure("lines \(byLines) ≠ strings \(byStrings) typing \(typed.debugDescription) from \(start) in \((0..<lines.count).map { lines.title(forRow: $0) }) locale \(String(describing: locale))") }
    if byCharacters != byStrings {
        fuzzFailure("one by one \(byCharacters) ≠ pasted \(byStrings) typing \(typed.debugDescription) in \(titles)")
    }
    if onLines.state.search != nil || onStrings.state.selection != oneByOne.state.selection {
        fuzzFailure("selections differ typing \(typed.debugDescription)")
    }
    return 0
}

/// Titles as strings, textual (`ColumnsSource` would make a column of numbers numeric).
struct Titles: WheelDataSource {
    let titles: [String]
    var numberOfComponents: Int { 1 }
    func numberOfRows(inComponent component: Int, selection: [Int]) -> Int { titles.count }
    func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String { titles[row] }
}

extension WheelPickerState {
    fileprivate var search: TypeAheadSearch? { typeAhead.search }
}
