import Foundation
import PickerCore
import Synchronization
import Testing

/// Issue 16: a paste cannot freeze a picker. Work is counted in rows read through instrumented
/// sources, never in time: a paste reads every row at most about twice, and a search over
/// millions of rows reads a bounded slice per event and goes on with ticks.
@Suite("Type-ahead: bounded work per event")
struct TypeAheadBoundedWorkTests {
    /// Ticks (10 ms apart) until no search is under way; the number of ticks it took.
    @discardableResult
    static func tickUntilSearchEnds<S>(_ picker: inout WheelPicker<S>, events: inout [WheelEvent]) -> Int {
        var ticks = 0
        var now = picker.state.now ?? 0
        while picker.state.typeAhead.search != nil, ticks < 10_000 {
            now += 0.01
            events += picker.apply(.tick(now: now))
            ticks += 1
        }
        return ticks
    }

    @Test("a 100,000-character paste into 1,000,000 rows reads O(rows) rows, not rows × paste")
    func longPasteReadsEachRowAboutTwice() {
        let counter = RowCounter()
        var picker = WheelPicker(source: PaddedNumberLines(rows: 1_000_000, counter: counter))
        picker.apply(.tick(now: 0))
        // Each longer prefix walks further down, then "x" matches nothing anywhere.
        let paste = "0999999" + String(repeating: "x", count: 99_993)
        var events = picker.apply(.type(paste))
        Self.tickUntilSearchEnds(&picker, events: &events)
        #expect(events.filter { if case .valueChanged = $0 { true } else { false } } == [
            .valueChanged(component: 0, row: 1), .valueChanged(component: 0, row: 900_000),
            .valueChanged(component: 0, row: 990_000), .valueChanged(component: 0, row: 999_000),
            .valueChanged(component: 0, row: 999_900), .valueChanged(component: 0, row: 999_990),
            .valueChanged(component: 0, row: 999_999),
        ])
        #expect(picker.state.selection == [999_999])
        #expect(picker.state.typeAhead.matchesNothing)
        #expect(picker.state.typeAhead.text.count <= TypeAheadBuffer.maximumLength)
        let read = counter.rows.load(ordering: .relaxed)
        #expect(read >= 1_000_000)
        #expect(read <= 2 * 1_000_000 + paste.count, "rows read: \(read)")
        // What is typed after a prefix that matched nothing reads no row at all.
        picker.apply(.tick(now: 50.5))
        picker.apply(.type(String(repeating: "y", count: 10_000)))
        Self.tickUntilSearchEnds(&picker, events: &events)
        picker.apply(.tick(now: 50.7))
        #expect(picker.apply(.type("z")) == [])
        #expect(counter.rows.load(ordering: .relaxed) <= read + 2 * 1_000_000)
    }

    @Test("a search over 1,000,000 title rows reads one slice per event and finishes on ticks")
    func searchContinuesWithTicks() {
        let counter = RowCounter()
        var picker = WheelPicker(source: CountedTitles(rows: 1_000_000, counter: counter, special: 999_998))
        let slice = picker.typeAheadRowsPerEvent
        picker.apply(.tick(now: 0))
        #expect(picker.apply(.type("Sp")) == [])
        #expect(counter.rows.load(ordering: .relaxed) <= slice + 10)
        #expect(picker.isMoving)
        var events: [WheelEvent] = []
        var now = 0.0
        while picker.state.typeAhead.search != nil {
            let before = counter.rows.load(ordering: .relaxed)
            now += 1.0 / 60
            events += picker.apply(.tick(now: now))
            #expect(counter.rows.load(ordering: .relaxed) - before <= slice)
        }
        #expect(events.first == .valueChanged(component: 0, row: 999_998))
        #expect(picker.state.selection == [999_998])
        #expect(counter.rows.load(ordering: .relaxed) <= 1_000_000 + 20)
    }

    @Test("what is pasted while a search runs is typed after it: the outcome of typing one by one")
    func pasteDuringASearchKeepsTypingOrder() {
        let counter = RowCounter()
        var picker = WheelPicker(source: CountedTitles(rows: 200_000, counter: counter, special: 150_000))
        picker.apply(.tick(now: 0))
        // "S" needs three slices to find; "pecialty" waits. "Specialt" matches nothing, so the
        // selection stays on "Special", as typing one character at a time leaves it.
        var events = picker.apply(.type("Specialty"))
        #expect(picker.state.typeAhead.search?.queued == "pecialty")
        Self.tickUntilSearchEnds(&picker, events: &events)
        #expect(events.first == .valueChanged(component: 0, row: 150_000))
        #expect(picker.state.selection == [150_000])
        #expect(picker.state.typeAhead.text == "Specialt")
        #expect(picker.state.typeAhead.matchesNothing)
        #expect(counter.rows.load(ordering: .relaxed) <= 2 * 200_000 + 20)
    }

    @Test("a search over 10,000,000 rows reads one slice per event; another key ends it")
    func tenMillionRowsStayResponsive() {
        let counter = RowCounter()
        var picker = WheelPicker(source: CountedTitles(rows: 10_000_000, counter: counter))
        let slice = picker.typeAheadRowsPerEvent
        picker.apply(.tick(now: 0))
        picker.apply(.type("nothing starts like this"))
        #expect(counter.rows.load(ordering: .relaxed) <= slice + 30)
        picker.apply(.tick(now: 0.016))
        #expect(counter.rows.load(ordering: .relaxed) <= 2 * slice + 30)
        #expect(picker.state.typeAhead.search?.rowsLeft == 10_000_000 - 2 * slice)
        // A Down arrow answers the person: the search is dropped and reads nothing more.
        #expect(picker.apply(.step(by: 1)) == [.valueChanged(component: 0, row: 1)])
        let read = counter.rows.load(ordering: .relaxed)
        picker.apply(.tick(now: 5))
        #expect(picker.state.typeAhead.search == nil)
        #expect(counter.rows.load(ordering: .relaxed) == read)
    }

    @Test("digits pasted into an irregular numeric component read it at most twice per event")
    func pastedDigitsReadRowsBoundedly() {
        let counter = RowCounter()
        // 10,000 rows standing for 0, 7, 14, 21 ... in a shuffled order: no even spacing.
        var picker = WheelPicker(source: ShuffledNumbers(rows: 10_000, counter: counter))
        picker.apply(.tick(now: 0))
        let paste = String(repeating: "1234567890", count: 1_000)
        picker.apply(.type(paste))
        // Each digit looks at a handful of rows; the irregular fallback reads the rows twice.
        #expect(counter.rows.load(ordering: .relaxed) <= 2 * 10_000 + 8 * paste.count)
        // The answer is the one digit-by-digit entry gives: the last run that names a row.
        var oneByOne = WheelPicker(source: ShuffledNumbers(rows: 10_000, counter: RowCounter()))
        oneByOne.apply(.tick(now: 0))
        for digit in paste.prefix(60) { oneByOne.apply(.type(String(digit))) }
        var pasted = WheelPicker(source: ShuffledNumbers(rows: 10_000, counter: RowCounter()))
        pasted.apply(.tick(now: 0))
        pasted.apply(.type(String(paste.prefix(60))))
        #expect(pasted.state.selection == oneByOne.state.selection)
        #expect(pasted.state.typeAhead.text == oneByOne.state.typeAhead.text)
    }

    @Test("a paste selects what typing it character by character selects")
    func pasteMatchesTypingOneByOne() {
        let words = Words(words: ["Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Éclair", "élan", "Zürich"])
        for paste in ["ap", "apr", "apx", "blu", "b", "zü", "eCL", "ela", "q", "ch", "Blueberryyyy"] {
            for start in 0..<words.words.count {
                var pasted = WheelPicker(source: words, selection: [start])
                var typed = WheelPicker(source: words, selection: [start])
                pasted.apply(.tick(now: 0))
                typed.apply(.tick(now: 0))
                let pastedEvents = pasted.apply(.type(paste))
                let typedEvents = paste.flatMap { typed.apply(.type(String($0))) }
                #expect(pastedEvents == typedEvents, "\(paste) from \(start)")
                #expect(pasted.state.selection == typed.state.selection)
            }
        }
    }

    @Test("the matcher folds appended text as it folds the whole, Turkish rules included")
    func appendingMatchesWholeFolding() {
        let turkish = Locale(identifier: "tr_TR")
        for (text, locale) in [("ZU", nil), ("Éclair", nil), ("e\u{301}la", nil), ("İstanbul", turkish),
                               ("Iğdır", turkish), ("日本語", nil), ("ÅSA", Locale(identifier: "sv_SE"))] {
            var appended = TypeAheadMatcher(prefix: "", locale: locale)
            for character in text { appended = appended.appending(String(character)) }
            let whole = TypeAheadMatcher(prefix: text, locale: locale)
            #expect(appended.foldedPrefix == whole.foldedPrefix, "\(text)")
            #expect(appended == whole)
        }
    }
}

/// Counts the rows a search reads.
final class RowCounter: Sendable {
    let rows = Atomic<Int>(0)
}

/// Rows "0000000" ... as bytes (``TypeAheadTitleBytesSource``), made as they are read.
struct PaddedNumberLines: TypeAheadTitleBytesSource {
    let rows: Int
    let counter: RowCounter
    var numberOfComponents: Int { 1 }
    func numberOfRows(inComponent component: Int, selection: [Int]) -> Int { rows }
    func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String {
        String(decoding: Self.digits(row), as: UTF8.self)
    }
    static func digits(_ row: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: UInt8(ascii: "0"), count: 7)
        var rest = row
        for index in bytes.indices.reversed() {
            bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        return bytes
    }
    func firstRow(
        in rows: Range<Int>, inComponent component: Int, selection: [Int],
        where test: (Int, UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Int? {
        let rows = rows.clamped(to: 0..<self.rows)
        counter.rows.add(rows.count, ordering: .relaxed)
        // One buffer, counted up like an odometer, so reading a row costs no allocation.
        var digits = Self.digits(rows.lowerBound)
        return digits.withUnsafeMutableBufferPointer { bytes in
            for row in rows {
                if test(row, UnsafeBufferPointer(bytes)) {
                    counter.rows.add(row + 1 - rows.upperBound, ordering: .relaxed)
                    return row
                }
                var index = bytes.count - 1
                while index >= 0, bytes[index] == UInt8(ascii: "9") {
                    bytes[index] = UInt8(ascii: "0")
                    index -= 1
                }
                if index >= 0 { bytes[index] += 1 }
            }
            return nil
        }
    }
}

/// Rows "Row 0" ... made as titles when asked, counted; the `special` row says "Special".
struct CountedTitles: WheelDataSource {
    let rows: Int
    let counter: RowCounter
    var special: Int?
    var numberOfComponents: Int { 1 }
    func numberOfRows(inComponent component: Int, selection: [Int]) -> Int { rows }
    func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String {
        counter.rows.add(1, ordering: .relaxed)
        return row == special ? "Special" : "Row \(row)"
    }
}

/// A numeric component whose rows stand for multiples of 7 in a scrambled order.
struct ShuffledNumbers: WheelDataSource {
    let rows: Int
    let counter: RowCounter
    var numberOfComponents: Int { 1 }
    func numberOfRows(inComponent component: Int, selection: [Int]) -> Int { rows }
    func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String {
        "\(value(row))"
    }
    func numericValue(forRow row: Int, inComponent component: Int, selection: [Int]) -> Int? {
        counter.rows.add(1, ordering: .relaxed)
        return value(row)
    }
    /// 7919 is prime and does not divide `rows`, so this visits every multiple of 7 once.
    private func value(_ row: Int) -> Int { (row * 7919 % rows) * 7 }
}
