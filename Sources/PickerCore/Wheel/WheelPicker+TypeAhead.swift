/// Keyboard data entry (Behaviour 1.11): letters jump to the next row whose title starts with what
/// was typed; digits in a numeric component select that number.
///
/// Work per event is bounded whatever is typed or pasted: the prefix is folded one character
/// at a time, a prefix that matched nothing drops the letters after it, and a search reads at
/// most ``typeAheadRowsPerEvent`` rows per event, going on with later ticks; what is typed
/// meanwhile waits in its queue, so the outcome is that of typing one character at a time.
/// Over a whole paste every row is read at most about twice: each search starts where the
/// previous one found its row, and the rows it passes cannot match any longer prefix.
extension WheelPicker {
    /// The most rows one event (a typed text, a paste, or a tick) reads for type-ahead: a few
    /// milliseconds of reading. Titles kept as bytes (``TypeAheadTitleBytesSource``) are read
    /// far faster than titles made as strings, so they get a bigger slice.
    public var typeAheadRowsPerEvent: Int {
        source is any TypeAheadTitleBytesSource ? 500_000 : 50_000
    }

    /// Forgets what was typed once `typeAheadResetInterval` passed without typing. A search
    /// still under way goes on: it answers what was typed before the pause.
    mutating func expireTypeAheadIfIdle() {
        guard let last = state.typeAhead.lastTypedAt, let now = state.now,
            now - last >= typeAheadResetInterval
        else { return }
        let search = state.typeAhead.search
        state.typeAhead = TypeAheadBuffer()
        state.typeAhead.search = search
    }

    mutating func typeText(_ text: String, events: inout [WheelEvent]) {
        let component = state.focusedComponent
        guard numberOfRows(inComponent: component) > 0 else { return }
        expireTypeAheadIfIdle()
        if state.typeAhead.component != component {
            state.typeAhead = TypeAheadBuffer()
            state.typeAhead.component = component
        }
        if var search = state.typeAhead.search {
            // What is typed while a search runs waits its turn, as if typed after it answered.
            search.queued += text.prefix(TypeAheadBuffer.maximumLength - search.queued.count)
            state.typeAhead.search = search
        } else {
            typeUntilSearch(text[...], inComponent: component, events: &events)
        }
        var budget = typeAheadRowsPerEvent
        runTypeAheadSearches(budget: &budget, events: &events)
        state.typeAhead.lastTypedAt = state.now
    }

    /// Types `characters` one by one until one of them needs a search through the rows; the
    /// characters after it wait in that search's queue (at most ``TypeAheadBuffer/maximumLength``).
    private mutating func typeUntilSearch(_ characters: Substring, inComponent component: Int, events: inout [WheelEvent]) {
        let numeric = isNumeric(component)
        var numbers: NumericRows?
        var rest = characters
        while let character = rest.popFirst() {
            if numeric, let digit = Self.decimalDigit(character) {
                enterDigit(digit, inComponent: component, numbers: &numbers, events: &events)
            } else {
                typeLetter(character, inComponent: component, events: &events)
            }
            if var search = state.typeAhead.search {
                search.queued = String(rest.prefix(TypeAheadBuffer.maximumLength))
                state.typeAhead.search = search
                return
            }
        }
    }

    /// Runs searches, and types what waited for them, until nothing waits or `budget` rows
    /// were read (called with each typed text and each tick).
    mutating func runTypeAheadSearches(budget: inout Int, events: inout [WheelEvent]) {
        while let search = state.typeAhead.search {
            continueTypeAheadSearch(budget: &budget, events: &events)
            guard state.typeAhead.search == nil, state.selection.indices.contains(search.component) else { return }
            typeUntilSearch(search.queued[...], inComponent: search.component, events: &events)
        }
    }

    /// A component takes digit entry when its rows stand for numbers.
    func isNumeric(_ component: Int) -> Bool {
        source.numericValue(forRow: state.selection[component], inComponent: component, selection: state.selection)
            != nil
    }

    /// The value of a decimal digit in any script ("7", "٧", "७"), so locales with their own
    /// digits type naturally; nil for anything else (including "½" or "²").
    static func decimalDigit(_ character: Character) -> Int? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
            scalar.properties.numericType == .decimal
        else { return nil }
        return character.wholeNumberValue
    }

    /// Digits accumulate into a number; when no row has that number the entry restarts from
    /// the new digit alone: "0","7" selects 07; "56" then "7" selects 07 (Behaviour 1.11).
    mutating func enterDigit(
        _ digit: Int, inComponent component: Int, numbers: inout NumericRows?, events: inout [WheelEvent]
    ) {
        if !state.typeAhead.isDigitEntry {
            state.typeAhead = TypeAheadBuffer()
            state.typeAhead.component = component
        }
        var digits = state.typeAhead.isDigitEntry ? state.typeAhead.text : ""
        digits.append(String(digit))
        // More digits than any Int holds can only be a restart.
        if digits.utf8.count > 18 { digits = String(digit) }
        state.typeAhead.isDigitEntry = true
        if let value = Int(digits), let row = row(withNumericValue: value, inComponent: component, numbers: &numbers) {
            state.typeAhead.text = digits
            personSelect(row, inComponent: component, events: &events)
        } else {
            // Keep the lone digit even when it matches nothing yet: with minutes 0, 5, 10, ...
            // "3" alone is no row, but "3","0" is.
            state.typeAhead.text = String(digit)
            if let row = row(withNumericValue: digit, inComponent: component, numbers: &numbers) {
                personSelect(row, inComponent: component, events: &events)
            }
        }
    }

    /// The enabled row standing for `value`. Numeric components are usually evenly spaced
    /// (0...59, or 0, 5, 10, ...), so the row is first computed from the first two values and
    /// checked; in an irregular component a pasted run of digits reads the rows at most twice
    /// per event (see ``NumericRows``), not once per digit.
    func row(withNumericValue wanted: Int, inComponent component: Int, numbers: inout NumericRows?) -> Int? {
        let count = numberOfRows(inComponent: component)
        guard count > 0 else { return nil }
        func value(at row: Int) -> Int? {
            source.numericValue(forRow: row, inComponent: component, selection: state.selection)
        }
        if let first = value(at: 0), count > 1, let second = value(at: 1) {
            let (spacing, overflow1) = second.subtractingReportingOverflow(first)
            let (distance, overflow2) = wanted.subtractingReportingOverflow(first)
            if !overflow1, !overflow2, spacing != 0, distance % spacing == 0 {
                let guess = distance / spacing
                if guess >= 0, guess < count, value(at: guess) == wanted, isRowEnabled(guess, inComponent: component) {
                    return guess
                }
            }
        }
        func usable(_ row: Int) -> Bool {
            value(at: row) == wanted && isRowEnabled(row, inComponent: component)
        }
        // Values and enabled rows may follow the other components (an hour's value follows
        // AM/PM), so what was learnt is dropped when they moved.
        var others = state.selection
        others[component] = 0
        guard numbers?.others == others, numbers?.count == count else {
            // The first look in an event reads until it finds the row, as one key needs no index.
            numbers = NumericRows(others: others, count: count)
            return (0..<count).first(where: usable)
        }
        if numbers?.rows == nil {
            var rows: [Int: Int] = [:]
            for row in 0..<count {
                if let number = value(at: row), rows[number] == nil, isRowEnabled(row, inComponent: component) {
                    rows[number] = row
                }
            }
            numbers?.rows = rows
        }
        return numbers?.rows?[wanted]
    }

    /// Letters (and, in a textual component, digits) extend the typed prefix; the selection
    /// jumps to the next enabled row, wrapping, whose title starts with it. A longer prefix
    /// that the current row still matches keeps it.
    mutating func typeLetter(
        _ character: Character, inComponent component: Int, events: inout [WheelEvent]
    ) {
        if state.typeAhead.isDigitEntry {
            state.typeAhead = TypeAheadBuffer()
            state.typeAhead.component = component
        }
        // Nothing typed after a prefix that matched nothing can match; nor can anything past
        // the longest prefix kept.
        guard !state.typeAhead.matchesNothing, state.typeAhead.length < TypeAheadBuffer.maximumLength else { return }
        let isFirst = state.typeAhead.length == 0
        state.typeAhead.text.append(character)
        state.typeAhead.length += 1
        let matcher = (state.typeAhead.matcher ?? TypeAheadMatcher(prefix: "", locale: typeAheadLocale))
            .appending(String(character))
        state.typeAhead.matcher = matcher
        guard !matcher.isEmpty else { return }
        let count = numberOfRows(inComponent: component)
        let start = state.selection[component]
        let firstMatch = Self.search(matcher, source: source, component: component, selection: state.selection)
        if !isFirst, firstMatch(start..<(start + 1)) != nil { return }
        // The next match after the selection, wrapping round to the selection itself.
        state.typeAhead.search = TypeAheadSearch(
            component: component, nextRow: (start + 1) % count, rowsLeft: count, matcher: matcher)
    }

    /// Reads rows of the search under way until it finds a match, reads every row, or has
    /// read `budget` rows; a match is selected, and a search that read every row marks the
    /// prefix as matching nothing. Either way the search ends; its queue is the caller's.
    private mutating func continueTypeAheadSearch(budget: inout Int, events: inout [WheelEvent]) {
        guard var search = state.typeAhead.search else { return }
        let component = search.component
        guard state.selection.indices.contains(component) else {
            state.typeAhead.search = nil
            return
        }
        let firstMatch = Self.search(search.matcher, source: source, component: component, selection: state.selection)
        while search.rowsLeft > 0, budget > 0 {
            let count = numberOfRows(inComponent: component)
            guard count > 0 else { break }
            if search.nextRow >= count { search.nextRow = 0 }
            let rows = search.nextRow..<(search.nextRow + min(search.rowsLeft, budget, count - search.nextRow))
            if let row = firstMatch(rows) {
                budget -= row - rows.lowerBound + 1
                state.typeAhead.search = nil
                personSelect(row, inComponent: component, events: &events)
                return
            }
            budget -= rows.count
            search.rowsLeft -= rows.count
            search.nextRow = rows.upperBound
        }
        guard search.rowsLeft == 0 || numberOfRows(inComponent: component) == 0 else {
            state.typeAhead.search = search
            return
        }
        state.typeAhead.search = nil
        // Only the prefix this search looked for is known to match nothing.
        if state.typeAhead.matcher == search.matcher { state.typeAhead.matchesNothing = true }
    }

    /// The first enabled row of a range whose title starts with what was typed: walked on the
    /// titles' bytes when the source holds them (``TypeAheadTitleBytesSource``), on the titles
    /// otherwise.
    static func search(
        _ matcher: TypeAheadMatcher, source: Source, component: Int, selection: [Int]
    ) -> (Range<Int>) -> Int? {
        let isEnabled = { (row: Int) in source.isRowEnabled(row, inComponent: component, selection: selection) }
        let title = { (row: Int) in source.title(forRow: row, inComponent: component, selection: selection) }
        if let bytesSource = source as? any TypeAheadTitleBytesSource {
            return bytesSearch(matcher, source: bytesSource, component: component, selection: selection,
                               title: title, isEnabled: isEnabled)
        }
        return { rows in rows.first { matcher.matches(title($0)) && isEnabled($0) } }
    }

    private static func bytesSearch<Bytes: TypeAheadTitleBytesSource>(
        _ matcher: TypeAheadMatcher, source: Bytes, component: Int, selection: [Int],
        title: @escaping (Int) -> String, isEnabled: @escaping (Int) -> Bool
    ) -> (Range<Int>) -> Int? {
        { rows in
            source.firstRow(in: rows, inComponent: component, selection: selection) { row, utf8 in
                matcher.matches(utf8: utf8) { title(row) } && isEnabled(row)
            }
        }
    }
}

/// What one typing event learnt of an irregular numeric component: the first number looked up
/// reads the rows until it is found; from the second on, the rows are read once into an index
/// by number (the first enabled row per number). Dropped when the other components moved.
struct NumericRows {
    var others: [Int]
    var count: Int
    var rows: [Int: Int]?
}
