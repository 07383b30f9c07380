import Foundation
import PickerCore
import TerminalUI

/// What screen-reader mode says: a picker and its input turned into plain lines, with no
/// cursor movement and no colour, so a screen reader or braille display reads each line as it
/// arrives (Behaviour 2.12).
///
/// Lines are made to be quick to listen to:
/// - When the picker opens, the transcript says its ``TerminalPicker/accessibleDescription``
///   (its name with the whole value, the focused part with its keys, how the prompt ends) and
///   that `?` repeats those hints; `?` says them again whenever it changes nothing else.
/// - After each key that changes something it says only the change: the focused element's
///   ``TerminalPicker/accessibleChange`` without the picker's name and without the parts at
///   its end that did not change ("Banana, 2 of 5", "Hour, 3 PM", "Day, Tuesday, November 24"),
///   or the picker's summary line when only the rest of the value changed.
/// - A key that would move past either end of a list says so ("End of list.").
/// - In ``AccessibleSession`` a key's change is held a moment and a key that comes meanwhile
///   replaces it, so a burst of keys is said once, where it ended (Behaviour 6.3).
/// - Every line fits ``width`` columns, wrapped between words: a console reader reads screen
///   rows, so a line the terminal wrapped would be heard cut mid-word.
/// - After Enter a closing line confirms the answer ("Banana chosen.", the picker's
///   ``TerminalPicker/spokenAnswer`` in the chosen sentence), after Esc "Cancelled.", in
///   ``strings``' language (``/PickerCore/PromptStrings``, so a program's overrides apply).
///
/// While wheels move it stays quiet and speaks once they come to rest, so a spin is one line,
/// not one per row, and a value that settles elsewhere (29 February stepped into 2025 settles
/// on the 28th, Behaviour 2.8) is said as it ends up.
///
/// Pure: ``AccessibleSession`` feeds it real keys and ticks; tests feed it scripted ones.
///
/// ```swift
/// var transcript = AccessibleTranscript(picker)     // en_US, time, wheels, 2:30 PM
/// transcript.openingLines
/// // ["Time, 2:30 PM", "Hour, 2 PM, adjustable. Up or Down arrow ...", "Enter selects, Escape cancels.",
/// //  "Question mark repeats these hints."]
/// transcript.handle(.key(KeyStroke(.down)), now: 0).lines
/// // ["Hour, 3 PM"]
/// ```
public struct AccessibleTranscript<Picker: TerminalPicker> {
    /// What one input event did: where the picker stands, and the lines to say.
    public struct Step: Equatable, Sendable {
        /// Where the picker stands after the event.
        public var status: PickerStatus
        /// What to say, one line each; empty when nothing changed.
        public var lines: [String]

        /// A step with the picker's `status` and the `lines` to say.
        public init(status: PickerStatus, lines: [String]) {
            self.status = status
            self.lines = lines
        }
    }

    /// The picker, with every event applied. ``AccessibleSession`` hands it to the session core
    /// in place, then asks `lines(after:event:)` what to say.
    public internal(set) var picker: Picker
    /// The words of the transcript's own sentences (the closing line, "End of list."): their
    /// language and any a program puts in their place (Behaviour 6.1).
    public var strings: PromptStrings
    /// The columns every line must fit, wrapped between words; nil: lines are not wrapped.
    public var width: Int?
    /// The focused element's change line as last said (unshortened).
    private var spokenChange: String
    /// The summary line as it stood when something was last said.
    private var spokenSummary: String
    /// When the key came whose change is held, not said yet (``AccessibleSession`` holds each
    /// change a moment, so a burst of keys is said once); nil: nothing held.
    var heldSince: Double?

    /// A transcript of `picker`, nothing said yet; its own sentences in `strings`, every line
    /// fitted to `width` columns when given.
    ///
    /// ```swift
    /// let strings = PromptStrings(language: "de", overrides: [.answerChosen: "Genommen: {0}."])
    /// AccessibleTranscript(picker, strings: strings).closingLines(after: .confirmed, answer: nil)
    /// // ["Genommen: Banane."]
    /// ```
    public init(_ picker: Picker, strings: PromptStrings, width: Int? = nil) {
        self.picker = picker
        self.strings = strings
        self.width = width
        spokenChange = DisplayText.sanitized(picker.accessibleChange)
        spokenSummary = Self.summary(of: picker)
    }

    /// A transcript of `picker`, nothing said yet; its own sentences in `locale`'s language,
    /// with the overrides of ``/PickerCore/PromptStrings/current``, every line fitted to
    /// `width` columns when given.
    public init(_ picker: Picker, locale: Locale = Locale(identifier: "en"), width: Int? = nil) {
        self.init(
            picker, strings: PromptStrings(language: Translations.key(for: locale), overrides: PromptStrings.current.overrides),
            width: width)
    }

    /// The lines said when the picker opens: its description, then how to hear it again.
    public var openingLines: [String] {
        wrapped(picker.accessibleDescription.map(DisplayText.sanitized) + [strings[.hintsAgain]])
    }

    /// The hints said again on `?`: the focused element with its keys, then the rest of the
    /// description after its summary line (the prompt's keys, how it ends).
    public var hintLines: [String] {
        let announcement = DisplayText.sanitized(picker.accessibleAnnouncement)
        let rest = picker.accessibleDescription.dropFirst().map(DisplayText.sanitized).filter { $0 != announcement }
        return wrapped([announcement] + rest)
    }

    /// Applies `event` at monotonic time `now` and says what changed (nothing once the person
    /// confirms or cancels: the session says the closing line).
    public mutating func handle(_ event: InputEvent, now: Double) -> Step {
        let status = picker.handle(event, now: now)
        return Step(status: status, lines: lines(after: status, event: event))
    }

    /// Advances animations to `now`; says what changed once everything has come to rest.
    public mutating func tick(now: Double) -> [String] {
        picker.tick(now: now)
        return linesAfterTick()
    }

    /// What to say once the picker has handled `event` and stands at `status`: the change;
    /// when nothing changed, the hints for `?` and the list's end for a key that would pass it.
    mutating func lines(after status: PickerStatus, event: InputEvent?) -> [String] {
        guard status == .running else { return [] }
        let said = changes(atRest: !picker.needsTicks)
        guard said.isEmpty, case let .key(stroke)? = event, stroke.modifiers.isEmpty else { return said }
        switch stroke.key {
        case .character("?"):
            return hintLines
        case .down, .up:
            guard let (index, count) = Self.position(in: spokenChange, strings: strings) else { return [] }
            if stroke.key == .down, index == count { return wrapped([strings[.endOfList]]) }
            if stroke.key == .up, index == 1 { return wrapped([strings[.topOfList]]) }
            return []
        default:
            return []
        }
    }

    /// What to say once the picker has been ticked; nothing while a change is held, which is
    /// said when it is due.
    mutating func linesAfterTick() -> [String] {
        picker.needsTicks || heldSince != nil ? [] : changes(atRest: true)
    }

    /// The lines said as the session ends (Behaviour 6.3): after Enter the answer, after Esc
    /// the cancellation, so a person who cannot see the screen hears that the prompt is over
    /// and with what. The answer is `answer` when given (a prompt's answered line, `Fruit:
    /// Cherry`, one line said per line of it), else the picker's ``TerminalPicker/spokenAnswer``
    /// confirmed in ``strings``' language ("Banana chosen.", "Apple, Banana and Cherry chosen.").
    /// Ctrl-C, a timeout and a signal say nothing: the shell or the program reports those.
    ///
    /// ```swift
    /// transcript.closingLines(after: .confirmed, answer: "Fruit: Cherry")   // ["Fruit: Cherry"]
    /// transcript.closingLines(after: .confirmed, answer: nil)               // ["Banana chosen."]
    /// transcript.closingLines(after: .cancelled, answer: nil)               // ["Cancelled."]
    /// ```
    public func closingLines(after outcome: TerminalSessionOutcome, answer: String?) -> [String] {
        switch outcome {
        case .confirmed:
            if let answer {
                return wrapped(answer.split(separator: "\n").map(String.init).filter { !$0.isEmpty }.map(DisplayText.sanitized))
            }
            return wrapped([strings.text(.answerChosen, .text(DisplayText.sanitized(picker.spokenAnswer)))])
        case .cancelled:
            return wrapped([strings[.cancelled]])
        case .interrupted, .timedOut, .terminated:
            return []
        }
    }

    /// Lets the session tell the picker its area (for pickers whose layout depends on it); its
    /// width is the one lines are fitted to.
    public mutating func areaDidChange(to size: AreaSize) {
        width = size.width
        picker.areaDidChange(to: size)
    }

    /// The line to say, if any: the focused element when it changed; at rest, the summary
    /// when the value changed somewhere the focused element does not show.
    mutating func changes(atRest: Bool) -> [String] {
        let change = DisplayText.sanitized(picker.accessibleChange)
        let summary = Self.summary(of: picker)
        var lines: [String] = []
        if change != spokenChange {
            lines = [Self.withoutName(Self.withoutUnchangedTail(change, since: spokenChange), summary: summary)]
        } else if atRest, summary != spokenSummary {
            lines = [summary]
        }
        guard !lines.isEmpty else { return [] }
        spokenChange = change
        spokenSummary = summary
        return wrapped(lines)
    }

    /// `lines` fitted to ``width``, each broken between words where it is wider.
    private func wrapped(_ lines: [String]) -> [String] {
        guard let width else { return lines }
        return lines.flatMap { Self.wrap($0, toWidth: width) }
    }

    /// `line` broken into rows of at most `width` columns (one column is kept free, so a row
    /// never leaves a terminal waiting to wrap), between words; a word wider than a row is cut.
    ///
    /// ```swift
    /// AccessibleTranscript.wrap("Up or Down arrow to adjust the value", toWidth: 16)
    /// // ["Up or Down", "arrow to adjust", "the value"]
    /// ```
    package static func wrap(_ line: String, toWidth width: Int) -> [String] {
        let limit = max(1, width - 1)
        var rows: [String] = []
        var row = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = row.isEmpty ? word : row + " " + word
            if DisplayText.width(candidate) <= limit {
                row = candidate
                continue
            }
            if !row.isEmpty { rows.append(row) }
            row = ""
            for character in word {
                if DisplayText.width(row + String(character)) > limit, !row.isEmpty {
                    rows.append(row)
                    row = ""
                }
                row.append(character)
            }
        }
        if !row.isEmpty || rows.isEmpty { rows.append(row) }
        return rows
    }

    /// The change without the picker's name in front: the name was said when the prompt
    /// opened, so "Fruit, Banana, 2 of 5" is said "Banana, 2 of 5"; a component's label
    /// ("Hour, 3 PM", "Column 2 of 3, green") stays, since it tells which part moved.
    private static func withoutName(_ change: String, summary: String) -> String {
        guard let name = parts(of: summary).first, !name.isEmpty else { return change }
        let prefix = name + ", "
        guard change.hasPrefix(prefix), change.count > prefix.count else { return change }
        return String(change.dropFirst(prefix.count))
    }

    /// The change without the parts at its end that the line said before also ended with,
    /// when both are about the same element (the same label): a day moved within the year is
    /// "Day, Monday, November 23", not "…, 2026" again. The label and one part always stay.
    private static func withoutUnchangedTail(_ change: String, since previous: String) -> String {
        var new = parts(of: change)
        var old = parts(of: previous)
        guard new.count > 2, new.first == old.first else { return change }
        while new.count > 2, old.count > 2, new.last == old.last {
            new.removeLast()
            old.removeLast()
        }
        return new.joined(separator: ", ")
    }

    /// The value confirmed after Enter for a picker that says nothing else
    /// (``TerminalPicker/spokenAnswer``'s default): the summary line without the picker's name
    /// and the list position ("Fruit, Banana, 2 of 5" → "Banana"; "Time, 2:30 PM" → "2:30 PM").
    package static func chosenValue(of picker: Picker) -> String {
        var parts = parts(of: summary(of: picker))
        if parts.count > 1 { parts.removeFirst() }
        if parts.count > 1, let last = parts.last, position(in: last, strings: .current) != nil { parts.removeLast() }
        return parts.joined(separator: ", ")
    }

    /// The list position a line ends with ("…, 2 of 5", "…, 5개 중 2번째"), as (index, count):
    /// its last part when it is `strings`' position for two numbers in it, in whichever order
    /// the language puts them, in whatever digits, grouped or not ("1,234 of 5,000").
    private static func position(in line: String, strings: PromptStrings) -> (Int, Int)? {
        guard let last = parts(of: line).last else { return nil }
        // The runs of digits, each as its value's digits; a grouping separator splits a number
        // into runs, so every way to cut the runs in two is a candidate.
        var runs: [String] = []
        var run = ""
        for character in last {
            if character.isNumber, let digit = character.wholeNumberValue, digit < 10 {
                run.append(String(digit))
            } else if !run.isEmpty {
                runs.append(run)
                run = ""
            }
        }
        if !run.isEmpty { runs.append(run) }
        guard runs.count >= 2, runs.count <= 8 else { return nil }
        for cut in 1..<runs.count {
            guard let first = Int(runs[..<cut].joined()), let second = Int(runs[cut...].joined()) else { continue }
            // The picker writes its positions in the session's strings, which a transcript made
            // apart from a session may not share.
            // A filter's position counts matches ("1 of 2 matches"), a list's items.
            for (index, count) in [(first, second), (second, first)]
            where [strings, PromptStrings.current, .english].contains(where: {
                $0.position(index, of: count) == last || $0.text(.spokenMatchPosition, .count(index), .count(count)) == last
            }) {
                return (index, count)
            }
        }
        return nil
    }

    /// A spoken line's comma-separated parts.
    private static func parts(of line: String) -> [String] {
        line.components(separatedBy: ", ")
    }

    /// `announcement` up to its trait (`, adjustable.`, `, selected.`, `, button.`, `, text field.`,
    /// or the same in the language of `PromptStrings.current`): the label and value without the
    /// key hints after them; the whole of it when it has none.
    package static func withoutTraits(_ announcement: String) -> String {
        let strings = PromptStrings.current
        let traits = [strings[.spokenAdjustable], strings[.spokenSelected], strings[.spokenButton], strings[.spokenTextField]].map { ", \($0)." }
        let cuts = ([", adjustable.", ", selected.", ", button.", ", text field."] + traits)
            .compactMap { announcement.range(of: $0)?.lowerBound }
        guard let cut = cuts.min() else { return announcement }
        return String(announcement[..<cut])
    }

    static func summary(of picker: Picker) -> String {
        DisplayText.sanitized(picker.accessibleDescription.first ?? "")
    }
}
