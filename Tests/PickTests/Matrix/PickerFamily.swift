import Foundation
import Testing

/// One picker family or style as `pick` opens it, for the family × rule matrix
/// (``FamilyRuleMatrixTests``): the arguments that open it on fixed values, and what it answers.
///
/// A new family is one entry in ``all``; every rule then runs on it, so a family that forgets a
/// rule fails, and one whose rule does not apply says why in ``RuleCell/notApplicable(_:)``.
struct PickerFamily: Sendable, CustomTestStringConvertible {
    /// The name a test case shows: "choose list", "date wheels".
    let name: String
    /// The command and its fixed values (a `--value`, items): the picker opens on ``initial``.
    let arguments: [String]
    /// Items piped to standard input, if any.
    var input: String?
    /// What the picker answers when confirmed at once, and what `--no-input` prints (no newline).
    let initial: String
    /// The text the cursor rests on as the picker opens (Behaviour 6.2): the value, or the
    /// part of it keys change first; nil takes ``initial``.
    var focusedText: String?
    /// Keys that confirm the value the picker opened on.
    var confirm = "enter"
    /// Where the family has rows or values that may never be chosen (Behaviour 1.10, 2.6).
    var unavailable: Unavailable?
    /// Whether Left and Right move within the picker (a grid, a field's segments, wheels of
    /// several columns), so vim's `h` and `l` must do what they do.
    var movesSideways = false
    /// How the family's components show mirrored in a right-to-left locale; nil for a picker
    /// of one column, whose header and help line alone show the direction.
    var mirror: Mirror?

    /// What the cursor rests on as the picker opens.
    var focused: String { focusedText ?? initial }

    /// Whether the family answers by exit status alone (`pick confirm`), printing nothing.
    var answersByStatus = false
    /// What `--keep` leaves on screen when it is not ``initial`` (a question and its answer).
    var keptText: String?
    /// What standard output holds once the picker is confirmed at once.
    var printed: String { answersByStatus ? "" : initial + "\n" }
    /// The line `--keep` leaves.
    var keptLine: String { keptText ?? initial }

    /// Whether letters go to a query (`--filter`).
    var isFilter: Bool { arguments.contains("--filter") }

    /// Whether letters are typed: into a filter's query, or a text line (`pick text`).
    var typesLetters: Bool { isFilter || arguments.first == "text" }
    /// What the typed line shows once `j` is typed: `> j` for a query, the value and a `j` for a text line.
    var lineWithJ: String { isFilter ? "> j" : "> \(initial)j" }
    /// Whether the picker is a line of text, whose caret rests after the text rather than on a value.
    var isTextLine: Bool { arguments.first == "text" }

    /// Whether frames change as images arrive from their decoder, off the session's thread: the
    /// bytes drawn and the frames on the way differ from run to run, so only the frame the
    /// run settles in is compared.
    var drawsAsImagesArrive = false
    /// What screen-reader mode's closing line confirms when the picker is confirmed at once
    /// ("Apple" in "Apple chosen."), where the family says more than its summary line; nil
    /// when it is the summary without the name and the list position.
    var spokenAnswer: String?
    /// Keys that choose several items and confirm, and the answer the closing line says for
    /// them, as CLDR lists them; nil for a family that answers one value.
    var severalChosen: (script: String, said: String)?
    /// Keys that bring the family's keys into play before vim's letters are tried (a compact
    /// button opens first), empty for the rest.
    var vimSetup = ""

    /// How a picker of several components shows mirrored: the frame opened in `en_GB`, whose
    /// components come in the same logical order as `he_IL`'s (day, month, year; hour, minute),
    /// against the `he_IL` frame. On the row showing the selection (marked `› ‹`, `[ ]` or by a
    /// stepper's `▲▼`), the leftmost value on the right-to-left screen is the rightmost on the
    /// left-to-right one, and not its leftmost.
    struct Mirror: Sendable {
        static let leftToRightLocale = "en_GB.UTF-8"

        /// The words of the first line showing the selection, its marks left out.
        static func selectedRow(_ frame: String) -> [String] {
            let line = frame.split(separator: "\n").first { line in
                // A wheel marks its row `› x ‹`; a month title is `‹ November 2026 ›`.
                if let open = line.firstIndex(of: "›"), let close = line.firstIndex(of: "‹"), open < close { return true }
                return line.contains("[") || line.contains("▲▼")
            }
            return (line ?? "").split(separator: " ").map(String.init).filter { $0 != "›" && $0 != "‹" }
        }

        /// Whether `rightToLeft` shows the selected row of `leftToRight` in mirrored order.
        static func isMirrored(leftToRight: String, rightToLeft: String) -> Bool {
            let ltr = selectedRow(leftToRight)
            let rtl = selectedRow(rightToLeft)
            let mirrored = { (ltr: [String], rtl: [String]) in
                ltr.count >= 2 && rtl.count >= 2 && rtl.first == ltr.last && rtl.first != ltr.first
            }
            // Rows that carry their unit in each language ("1 hr", "1 שעה") are compared by
            // their numbers.
            let numbers = { (words: [String]) in words.filter { $0.contains(where: \.isNumber) } }
            return mirrored(ltr, rtl) || mirrored(numbers(ltr), numbers(rtl))
        }

        func check(leftToRight: String, rightToLeft: String) {
            let ltr = Self.selectedRow(leftToRight)
            let rtl = Self.selectedRow(rightToLeft)
            #expect(Self.isMirrored(leftToRight: leftToRight, rightToLeft: rightToLeft),
                    "components not mirrored: \(ltr) left to right, \(rtl) right to left\n\(rightToLeft)")
        }
    }

    /// Rows that may not be chosen, and a script that tries to choose one.
    struct Unavailable: Sendable {
        /// Flags making some rows unavailable (`--disabled`, `--min`, `--max`).
        let flags: [String]
        /// Flags for `--no-input` besides ``flags``: a `--selected` on an unavailable row, where
        /// the family starts there.
        var headless: [String] = []
        /// The status `--no-input` ends with: 1 when nothing may be printed (a query whose
        /// matches are all disabled), else 0.
        var headlessStatus: Int32 = 0
        /// Keys that move towards an unavailable row and confirm.
        let script: String
        /// True for an answer that must never be printed.
        let isForbidden: @Sendable (String) -> Bool
    }

    var testDescription: String { name }

    static let fruit = "Apple\nBanana\nCherry\n"

    /// Banana disabled: a step down from Apple crosses it, and `--selected Banana` moves off it
    /// (Behaviour 1.10).
    static let fruitDisabled = Unavailable(flags: ["--disabled", "Banana"], headless: ["--selected", "Banana"], script: "down enter") {
        $0 == "Banana"
    }

    /// Values before `bound` out of bounds (`--min`), the picker opening on the bound: no
    /// value printed (a line, or either end of a range) may come before it.
    static func before(_ bound: String, _ script: String) -> Unavailable {
        Unavailable(flags: ["--min", bound], script: script) { answer in
            answer.split(whereSeparator: { $0 == "\n" || $0 == "/" }).contains { $0 < bound }
        }
    }

    static func daysBefore(_ script: String) -> Unavailable { before("2026-11-22", script) }

    /// Two one-pixel PNG files for the image picker, written once into a folder of their own.
    static let images: [String] = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pick-matrix-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pixel = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=")
        return ["dot.png", "spot.png"].map { name in
            let file = folder.appendingPathComponent(name)
            try? pixel?.write(to: file)
            return file.path
        }
    }()

    /// Every family and style `pick` has.
    static let all: [PickerFamily] = [
        PickerFamily(name: "choose wheel", arguments: ["choose"], input: fruit, initial: "Apple", unavailable: fruitDisabled),
        PickerFamily(name: "choose list", arguments: ["choose", "--style", "list"], input: fruit, initial: "Apple",
                     unavailable: fruitDisabled),
        PickerFamily(name: "choose stack", arguments: ["choose", "--style", "stack"], input: fruit, initial: "Apple",
                     unavailable: fruitDisabled),
        PickerFamily(name: "choose sequence", arguments: ["choose", "--style", "sequence"], input: fruit, initial: "Apple",
                     unavailable: fruitDisabled),
        PickerFamily(name: "choose link", arguments: ["choose", "--style", "link"], input: fruit, initial: "Apple",
                     unavailable: Unavailable(
                         flags: ["--disabled", "Banana"], headless: ["--selected", "Banana"], script: "enter down enter enter") {
                             $0 == "Banana"
                         }),
        PickerFamily(name: "filter wheel", arguments: ["choose", "--filter"], input: fruit, initial: "Apple",
                     unavailable: Unavailable(
                         flags: ["--disabled", "Banana"], headless: ["--query", "ban"], headlessStatus: 1, script: #""ban" enter ctrl-u enter"#) {
                             $0 == "Banana"
                         }),
        PickerFamily(name: "filter list", arguments: ["choose", "--style", "list", "--filter"], input: fruit, initial: "Apple",
                     unavailable: Unavailable(
                         flags: ["--disabled", "Banana"], headless: ["--query", "ban"], headlessStatus: 1, script: #""ban" enter ctrl-u enter"#) {
                             $0 == "Banana"
                         }),
        PickerFamily(name: "multi-select", arguments: ["choose", "--no-limit"], input: fruit, initial: "Apple",
                     unavailable: Unavailable(flags: ["--disabled", "Banana"], script: "down space up space enter") {
                         $0.split(separator: "\n").contains("Banana")
                     }, spokenAnswer: "Apple", severalChosen: ("space down space down space enter", "Apple, Banana, and Cherry")),
        PickerFamily(name: "filter multi-select", arguments: ["choose", "--filter", "--no-limit"], input: fruit, initial: "Apple",
                     unavailable: Unavailable(flags: ["--disabled", "Banana"], script: #""ban" tab ctrl-u enter"#) {
                         $0.split(separator: "\n").contains("Banana")
                     }, spokenAnswer: "Apple", severalChosen: ("tab down tab enter", "Apple and Banana")),
        PickerFamily(name: "wheels", arguments: ["wheels", "--component", "a,b,c", "--component", "1,2"], initial: "a\t1",
                     focusedText: "a", movesSideways: true, mirror: Mirror()),
        PickerFamily(name: "image", arguments: ["image"] + images, initial: images[0],
                     focusedText: "dot.png", drawsAsImagesArrive: true),
        PickerFamily(name: "date inline", arguments: ["date", "--value", "2026-11-22"], initial: "2026-11-22",
                     focusedText: "22", unavailable: daysBefore("left enter"), movesSideways: true),
        PickerFamily(name: "date wheels", arguments: ["date", "--style", "wheels", "--value", "2026-11-22"], initial: "2026-11-22",
                     focusedText: "November", unavailable: daysBefore("up enter"), movesSideways: true, mirror: Mirror()),
        PickerFamily(name: "date compact", arguments: ["date", "--style", "compact", "--value", "2026-11-22"], initial: "2026-11-22",
                     focusedText: "Nov 22, 2026",
                     confirm: "enter enter enter", unavailable: daysBefore("enter left enter enter"), movesSideways: true,
                     vimSetup: "enter"),
        // A field's date is one run of digits that bidi keeps in reading order (22.11.2026 in
        // he_IL), so only the stepper beside it mirrors.
        PickerFamily(name: "date field", arguments: ["date", "--style", "field", "--value", "2026-11-22"], initial: "2026-11-22",
                     focusedText: "11", unavailable: daysBefore("down enter"), movesSideways: true),
        PickerFamily(name: "date stepper-field", arguments: ["date", "--style", "stepper-field", "--value", "2026-11-22"],
                     initial: "2026-11-22", focusedText: "11", unavailable: daysBefore("down enter"), movesSideways: true,
                     mirror: Mirror()),
        PickerFamily(name: "date graphical", arguments: ["date", "--style", "graphical", "--value", "2026-11-22"],
                     initial: "2026-11-22", focusedText: "22", unavailable: daysBefore("left enter"), movesSideways: true),
        PickerFamily(name: "time", arguments: ["time", "--value", "09:30"], initial: "09:30",
                     focusedText: "9", unavailable: before("09:30", "up enter"), movesSideways: true, mirror: Mirror()),
        PickerFamily(name: "datetime", arguments: ["datetime", "--value", "2026-11-22T09:30"], initial: "2026-11-22T09:30:00+00:00",
                     focusedText: "22", unavailable: before("2026-11-22T09:30", "left enter"), movesSideways: true,
                     mirror: Mirror()),
        PickerFamily(name: "countdown", arguments: ["countdown", "--value", "90m"], initial: "5400",
                     focusedText: "1 hr", movesSideways: true, mirror: Mirror()),
        PickerFamily(name: "month", arguments: ["month", "--value", "2026-11"], initial: "2026-11", focusedText: "November",
                     unavailable: before("2026-11", "up enter"), movesSideways: true, mirror: Mirror()),
        PickerFamily(name: "dates", arguments: ["dates", "--value", "2026-11-22"], initial: "2026-11-22", focusedText: "22",
                     unavailable: daysBefore("left space enter"), movesSideways: true, spokenAnswer: "Sunday, November 22, 2026",
                     severalChosen: ("right space enter", "Sunday, November 22, 2026 and Monday, November 23, 2026")),
        PickerFamily(name: "range", arguments: ["range", "--value", "2026-11-22/2026-11-24"], initial: "2026-11-22/2026-11-24",
                     focusedText: "22",
                     unavailable: daysBefore("left enter"), movesSideways: true, spokenAnswer: "November 22\u{2009}–\u{2009}24, 2026"),
        // The family the tests add (NewFamily/): it inherits every rule.
        PickerFamily(name: "rating (added in the tests)", arguments: ["rating", "--value", "3"], initial: "3",
                     focusedText: "★★★☆☆"),
        // A text line: its caret rests after the text, where typing goes (``CrossCuttingRule/cursorOnValue``).
        PickerFamily(name: "text", arguments: ["text", "--value", "Ada"], initial: "Ada"),
        // Answers by exit status, 0 for the default yes; nothing is printed.
        PickerFamily(name: "confirm", arguments: ["confirm", "Delete it?"], initial: "", focusedText: "Yes", movesSideways: true,
                     answersByStatus: true, keptText: "Delete it? Yes"),
        // Below 5 is out of bounds: Down from 5 stays there.
        PickerFamily(name: "number", arguments: ["number", "--value", "5", "--max", "10"], initial: "5",
                     unavailable: Unavailable(flags: ["--min", "5"], script: "down enter") { Int($0).map { $0 < 5 } ?? true }),
    ]
}
