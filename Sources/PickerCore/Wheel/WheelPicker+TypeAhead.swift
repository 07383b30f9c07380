/// Keyboard data entry (SPEC 1.11): letters jump to the next row whose title starts with what
/// was typed; digits in a numeric component select that number.
extension WheelPicker {
    /// Forgets what was typed once `typeAheadResetInterval` passed without typing.
    mutating func expireTypeAheadIfIdle() {
        guard let last = state.typeAhead.lastTypedAt, let now = state.now,
            now - last >= typeAheadResetInterval
        else { return }
        state.typeAhead = TypeAheadBuffer()
    }

    mutating func typeText(_ text: String, events: inout [WheelEvent]) {
        let component = state.focusedComponent
        guard numberOfRows(inComponent: component) > 0 else { return }
        expireTypeAheadIfIdle()
        if state.typeAhead.component != component {
            state.typeAhead = TypeAheadBuffer()
            state.typeAhead.component = component
        }
        let numeric = isNumeric(component)
        for character in text {
            if numeric, let digit = Self.decimalDigit(character) {
                enterDigit(digit, inComponent: component, events: &events)
            } else {
                typeLetter(character, inComponent: component, events: &events)
            }
        }
        state.typeAhead.lastTypedAt = state.now
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
    /// the new digit alone: "0","7" selects 07; "56" then "7" selects 07 (SPEC 1.11).
    mutating func enterDigit(_ digit: Int, inComponent component: Int, events: inout [WheelEvent]) {
        var digits = state.typeAhead.isDigitEntry ? state.typeAhead.text : ""
        digits.append(String(digit))
        // More digits than any Int holds can only be a restart.
        if digits.count > 18 { digits = String(digit) }
        state.typeAhead.isDigitEntry = true
        if let value = Int(digits), let row = row(withNumericValue: value, inComponent: component) {
            state.typeAhead.text = digits
            personSelect(row, inComponent: component, events: &events)
        } else {
            // Keep the lone digit even when it matches nothing yet: with minutes 0, 5, 10, ...
            // "3" alone is no row, but "3","0" is.
            state.typeAhead.text = String(digit)
            if let row = row(withNumericValue: digit, inComponent: component) {
                personSelect(row, inComponent: component, events: &events)
            }
        }
    }

    /// The enabled row standing for `value`. Numeric components are usually evenly spaced
    /// (0...59, or 0, 5, 10, ...), so the row is first computed from the first two values and
    /// checked; only an irregular component is scanned.
    func row(withNumericValue wanted: Int, inComponent component: Int) -> Int? {
        let count = numberOfRows(inComponent: component)
        guard count > 0 else { return nil }
        func value(at row: Int) -> Int? {
            source.numericValue(forRow: row, inComponent: component, selection: state.selection)
        }
        func usable(_ row: Int) -> Bool {
            value(at: row) == wanted && isRowEnabled(row, inComponent: component)
        }
        if let first = value(at: 0), count > 1, let second = value(at: 1) {
            let (spacing, overflow1) = second.subtractingReportingOverflow(first)
            let (distance, overflow2) = wanted.subtractingReportingOverflow(first)
            if !overflow1, !overflow2, spacing != 0, distance % spacing == 0 {
                let guess = distance / spacing
                if guess >= 0, guess < count, usable(guess) { return guess }
            }
        }
        return (0..<count).first(where: usable)
    }

    /// Letters (and, in a textual component, digits) extend the typed prefix; the selection
    /// jumps to the next enabled row, wrapping, whose title starts with it. A longer prefix
    /// that the current row still matches keeps it.
    mutating func typeLetter(_ character: Character, inComponent component: Int, events: inout [WheelEvent]) {
        if state.typeAhead.isDigitEntry {
            state.typeAhead.text = ""
            state.typeAhead.isDigitEntry = false
        }
        state.typeAhead.text.append(character)
        let matcher = TypeAheadMatcher(prefix: state.typeAhead.text, locale: typeAheadLocale)
        guard !matcher.isEmpty else { return }
        let count = numberOfRows(inComponent: component)
        let start = state.selection[component]
        func matches(_ row: Int) -> Bool {
            matcher.matches(title(forRow: row, inComponent: component)) && isRowEnabled(row, inComponent: component)
        }
        if state.typeAhead.text.count > 1, matches(start) { return }
        for distance in 1...count {
            let row = (start % count + distance % count) % count
            if matches(row) {
                personSelect(row, inComponent: component, events: &events)
                return
            }
        }
    }
}
