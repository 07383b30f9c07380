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
    /// Keys that confirm the value the picker opened on.
    var confirm = "enter"
    /// Where the family has rows or values that may never be chosen (Behaviour 1.10, 2.6).
    var unavailable: Unavailable?

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
                     }),
        PickerFamily(name: "filter multi-select", arguments: ["choose", "--filter", "--no-limit"], input: fruit, initial: "Apple",
                     unavailable: Unavailable(flags: ["--disabled", "Banana"], script: #""ban" tab ctrl-u enter"#) {
                         $0.split(separator: "\n").contains("Banana")
                     }),
        PickerFamily(name: "wheels", arguments: ["wheels", "--component", "a,b,c", "--component", "1,2"], initial: "a\t1"),
        PickerFamily(name: "image", arguments: ["image"] + images, initial: images[0]),
        PickerFamily(name: "date inline", arguments: ["date", "--value", "2026-11-22"], initial: "2026-11-22",
                     unavailable: daysBefore("left enter")),
        PickerFamily(name: "date wheels", arguments: ["date", "--style", "wheels", "--value", "2026-11-22"], initial: "2026-11-22",
                     unavailable: daysBefore("up enter")),
        PickerFamily(name: "date compact", arguments: ["date", "--style", "compact", "--value", "2026-11-22"], initial: "2026-11-22",
                     confirm: "enter enter enter", unavailable: daysBefore("enter left enter enter")),
        PickerFamily(name: "date field", arguments: ["date", "--style", "field", "--value", "2026-11-22"], initial: "2026-11-22",
                     unavailable: daysBefore("down enter")),
        PickerFamily(name: "date stepper-field", arguments: ["date", "--style", "stepper-field", "--value", "2026-11-22"],
                     initial: "2026-11-22", unavailable: daysBefore("down enter")),
        PickerFamily(name: "date graphical", arguments: ["date", "--style", "graphical", "--value", "2026-11-22"],
                     initial: "2026-11-22", unavailable: daysBefore("left enter")),
        PickerFamily(name: "time", arguments: ["time", "--value", "09:30"], initial: "09:30", unavailable: before("09:30", "up enter")),
        PickerFamily(name: "datetime", arguments: ["datetime", "--value", "2026-11-22T09:30"], initial: "2026-11-22T09:30:00+00:00",
                     unavailable: before("2026-11-22T09:30", "left enter")),
        PickerFamily(name: "countdown", arguments: ["countdown", "--value", "90m"], initial: "5400"),
        PickerFamily(name: "month", arguments: ["month", "--value", "2026-11"], initial: "2026-11",
                     unavailable: before("2026-11", "up enter")),
        PickerFamily(name: "dates", arguments: ["dates", "--value", "2026-11-22"], initial: "2026-11-22",
                     unavailable: daysBefore("left space enter")),
        PickerFamily(name: "range", arguments: ["range", "--value", "2026-11-22/2026-11-24"], initial: "2026-11-22/2026-11-24",
                     unavailable: daysBefore("left enter")),
    ]
}
