import PickerCore
import Synchronization

/// Rows "0" ... "count-1" in every component, with optional disabled rows and looping.
struct NumberRows: WheelDataSource {
    var counts: [Int]
    var disabled: Set<Int> = []
    var loops = false
    var numeric = false

    init(_ counts: Int..., disabled: Set<Int> = [], loops: Bool = false, numeric: Bool = false) {
        self.counts = counts
        self.disabled = disabled
        self.loops = loops
        self.numeric = numeric
    }

    var numberOfComponents: Int { counts.count }
    func numberOfRows(inComponent component: Int, selection: [Int]) -> Int { counts[component] }
    func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String {
        numeric && row < 10 ? "0\(row)" : "\(row)"
    }
    func isRowEnabled(_ row: Int, inComponent component: Int, selection: [Int]) -> Bool { !disabled.contains(row) }
    func componentLoops(_ component: Int) -> Bool { loops }
    func numericValue(forRow row: Int, inComponent component: Int, selection: [Int]) -> Int? {
        numeric ? row : nil
    }
}

/// Fixed titles in one component.
struct Words: WheelDataSource {
    var words: [String]
    init(_ words: String...) { self.words = words }
    init(words: [String]) { self.words = words }
    var numberOfComponents: Int { 1 }
    func numberOfRows(inComponent component: Int, selection: [Int]) -> Int { words.count }
    func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String { words[row] }
}

/// Counts every question the picker asks, to prove rows are asked for lazily (Behaviour 1.5).
final class QuestionCounter: Sendable {
    let titles = Atomic<Int>(0)
    let enabledChecks = Atomic<Int>(0)
}

struct HugeSource: WheelDataSource {
    let rows: Int
    let counter: QuestionCounter
    var numberOfComponents: Int { 1 }
    func numberOfRows(inComponent component: Int, selection: [Int]) -> Int { rows }
    func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String {
        counter.titles.add(1, ordering: .relaxed)
        return "Row \(row)"
    }
    func isRowEnabled(_ row: Int, inComponent component: Int, selection: [Int]) -> Bool {
        counter.enabledChecks.add(1, ordering: .relaxed)
        return true
    }
}

/// Country → city (Behaviour 1.12).
struct CountryCity: WheelDataSource {
    static let countries = ["France", "Germany", "Italy"]
    static let cities = [["Paris", "Lyon", "Marseille"], ["Berlin", "Hamburg"], ["Roma", "Milano", "Napoli", "Torino"]]
    var numberOfComponents: Int { 2 }
    func numberOfRows(inComponent component: Int, selection: [Int]) -> Int {
        component == 0 ? Self.countries.count : Self.cities[selection[0]].count
    }
    func title(forRow row: Int, inComponent component: Int, selection: [Int]) -> String {
        component == 0 ? Self.countries[row] : Self.cities[selection[0]][row]
    }
}
