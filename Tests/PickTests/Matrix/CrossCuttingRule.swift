import PickerKit
import Testing

@testable import pick

/// A rule every picker family keeps, for the family × rule matrix (``FamilyRuleMatrixTests``):
/// one entry of ``all``, checked on every ``PickerFamily`` by running `pick` in-process on a
/// ``MatrixTerminal``.
///
/// A rule that does not apply to a family says why (``notApplicable``) and checks what makes
/// it so, so "not applicable" is a claim a test holds, not a skip.
struct CrossCuttingRule: Sendable, CustomTestStringConvertible {
    /// The name a test case shows.
    let name: String
    /// Why the rule does not apply to a family, and the check that shows it; nil when it applies.
    var notApplicable: @Sendable (PickerFamily) -> NotApplicable? = { _ in nil }
    /// Checks the rule on a family, recording an issue when the family breaks it.
    let check: @Sendable (PickerFamily) throws -> Void

    /// Why a cell is not applicable, and what shows it.
    struct NotApplicable: Sendable {
        let reason: String
        let proof: @Sendable (PickerFamily) throws -> Void
    }

    var testDescription: String { name }

    static let environment = ["LANG": "en_US.UTF-8", "TZ": "UTC"]

    /// `pick` with `family`'s arguments and `extra` flags, on a virtual terminal pressing `script`.
    /// Without a `script`, the family's confirming keys are pressed.
    static func run(
        _ family: PickerFamily, _ extra: [String] = [], script: String? = nil, environment: [String: String] = [:],
        validation: (@Sendable (String) -> String?)? = nil
    ) throws -> (outcome: CommandOutcome, record: MatrixTerminal.Record?) {
        let terminal = MatrixTerminal(script: script ?? family.confirm, validation: validation)
        let outcome = try CommandRun.pick(
            family.arguments + extra, environment: Self.environment.merging(environment) { $1 }, input: family.input,
            terminal: terminal)
        return (outcome, terminal.record)
    }

    /// Every rule; a new one is one entry here.
    static let all: [CrossCuttingRule] = [
        disabledNeverChosen, headerShown, noHelpHidesHelp, heightHonoured, keepLeavesValue, keepLeavesHeader, timeoutEnds, noColorTheme,
        noInputPrintsInitial, vimKeys, rightToLeft, accessibleAnswer, accessibleClosing, cursorOnValue, validationRefusesEnter,
    ]

    /// Behaviour 6.4: a validation refuses Enter and shows its message under the picker, the
    /// prompt staying open; once the value is valid, Enter answers it. Every family's picker
    /// goes through the one wrapper PickerKit's `validate:` parameters use.
    static let validationRefusesEnter = CrossCuttingRule(name: "validate: refuses Enter and shows its message") { family in
        let refused = try run(family, validation: { _ in "Not this one" })
        #expect(refused.outcome.exit != .status(0), "\(family.name): a refused Enter answered \(refused.outcome.outputText)")
        #expect(refused.outcome.outputText.isEmpty, "\(family.name): printed \(refused.outcome.outputText)")
        let frames = try #require(refused.record?.frames)
        #expect(!(frames.first ?? "").contains("✗ Not this one"), "\(family.name): the message shows before Enter")
        let last = try #require(frames.last)
        let rows = last.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let message = try #require(rows.firstIndex { $0.hasPrefix("✗ Not this one") }, "\(family.name): no message\n\(last)")
        #expect(message > 0, "\(family.name): the message is not under the picker\n\(last)")
        let accepted = try run(family, validation: { _ in nil })
        #expect(accepted.outcome.exit == .status(0), "\(accepted.outcome.errorText)")
        #expect(accepted.outcome.outputText == family.printed)
    }

    /// Behaviour 6.2: the cursor rests on the value the picker opens on, not on the help line,
    /// so the row a console screen reader reads there names the value.
    static let cursorOnValue = CrossCuttingRule(
        name: "the cursor rests on the selected value (Behaviour 6.2)",
        notApplicable: { family in
            guard family.isTextLine else { return nil }
            return NotApplicable(reason: "a text line has no value to rest on: its caret rests where typing goes, after the text") {
                family in
                let record = try #require(try run(family).record)
                let first = try #require(record.focused.first)
                let line = record.frames[0].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[first.row]
                #expect(line == "> " + family.initial, "the caret is not on the text's row:\n\(record.frames[0])")
                #expect(first.text.allSatisfy { $0 == " " } && 80 - first.text.count == DisplayWidth.of(line),
                        "the caret is not right after the text: \(first.text.debugDescription)")
            }
        }
    ) { family in
        let record = try #require(try run(family).record)
        let first = try #require(record.focused.first)
        let frame = record.frames[0]
        #expect(first.text.hasPrefix(family.focused),
                "\(family.name): the cursor rests on \(first.text.debugDescription), not \(family.focused)\n\(frame)")
        let help = frame.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(first.row != help, "\(family.name): the cursor rests on the help line\n\(frame)")
    }

    /// Behaviour 1.10 and 2.6: a disabled row or a value out of bounds is never the answer.
    static let disabledNeverChosen = CrossCuttingRule(
        name: "disabled rows never chosen",
        notApplicable: { family in
            guard family.unavailable == nil else { return nil }
            return NotApplicable(reason: "no rows can be disabled: the command has no --disabled") { family in
                let outcome = try run(family, ["--disabled", "x", "--no-input"]).outcome
                #expect(outcome.exit == .status(2), "\(family.name) takes --disabled, so the rule applies")
            }
        },
        check: { family in
            let unavailable = try #require(family.unavailable)
            let headless = try run(family, unavailable.flags + unavailable.headless + ["--no-input"]).outcome
            #expect(headless.exit == .status(unavailable.headlessStatus), "\(headless.errorText)")
            #expect(!unavailable.isForbidden(trimmed(headless.outputText)), "--no-input printed \(headless.outputText)")
            let keyed = try run(family, unavailable.flags, script: unavailable.script).outcome
            #expect(keyed.exit == .status(0), "\(keyed.errorText)")
            #expect(!unavailable.isForbidden(trimmed(keyed.outputText)), "the keys chose \(keyed.outputText)")
        })

    /// `--header` is drawn above the picker.
    static let headerShown = CrossCuttingRule(name: "--header shown") { family in
        let (outcome, record) = try run(family, ["--header", "Matrix header"])
        #expect(outcome.exit == .status(0), "\(outcome.errorText)")
        let first = try #require(record?.frames.first)
        #expect(first.contains("Matrix header"), "first frame:\n\(first)")
    }

    /// `--no-help` leaves out the help line the picker draws otherwise.
    static let noHelpHidesHelp = CrossCuttingRule(name: "--no-help hides the help line") { family in
        let shown = try #require(try run(family).record?.frames.first)
        let hidden = try #require(try run(family, ["--no-help"]).record?.frames.first)
        let help = try #require(shown.split(separator: "\n").last.map(String.init))
        #expect(!help.isEmpty)
        #expect(!hidden.split(separator: "\n").map(String.init).contains(help), "still drawn with --no-help: \(help)")
    }

    /// `--height` below the picker's minimum is a usage error (one row is enough only for a
    /// picker that fits in one); a usable one is the area's height.
    static let heightHonoured = CrossCuttingRule(name: "--height honoured and validated") { family in
        let zero = try run(family, ["--height", "0"]).outcome
        #expect(zero.exit == .status(2))
        #expect(zero.errorLines == ["pick: --height must be at least 1, not 0"])
        let one = try run(family, ["--height", "1"]).outcome
        if one.exit == .status(2) {
            #expect(one.errorText.hasPrefix("pick: --height must be at least "), "\(one.errorText)")
        } else {
            #expect(one.outputText == family.printed, "a picker that takes one row answers in it: \(one.errorText)")
        }
        let (outcome, record) = try run(family, ["--height", "30"])
        #expect(outcome.exit == .status(0), "\(outcome.errorText)")
        #expect(record?.options.placement == .inline(height: 30))
        #expect(outcome.outputText == family.printed)
    }

    /// `--keep` leaves the chosen value on screen; without it nothing is left.
    static let keepLeavesValue = CrossCuttingRule(name: "--keep leaves the value") { family in
        let kept = try run(family, ["--keep"]).record
        #expect(kept?.kept == family.keptLine)
        let cleared = try run(family).record
        #expect(cleared != nil)
        #expect(cleared?.kept == nil)
    }

    /// `--keep` with `--header` leaves `Header: value`, the value as printed, as every answered
    /// line reads: one rule at the seam every family's prompt is launched through. A family
    /// asking a question (``PickerFamily/keptText``) leaves the question and its answer.
    static let keepLeavesHeader = CrossCuttingRule(name: "--keep --header leaves Header: value") { family in
        let kept = try run(family, ["--keep", "--header", "Pick one"]).record
        #expect(kept?.kept == family.keptText ?? "Pick one: " + family.initial, "\(family.name)")
    }

    /// `--timeout` ends an unanswered picker with status 124 and prints nothing.
    static let timeoutEnds = CrossCuttingRule(name: "--timeout ends with 124") { family in
        let outcome = try run(family, ["--timeout", "1"], script: "wait:2").outcome
        #expect(outcome.exit == .status(124))
        #expect(outcome.standardOutput.isEmpty)
    }

    /// `PICK_THEME=no-color` draws no colour, even on a terminal that shows millions.
    static let noColorTheme = CrossCuttingRule(name: "PICK_THEME=no-color draws no colour") { family in
        let record = try run(family, environment: ["PICK_THEME": "no-color", "COLORTERM": "truecolor", "TERM": "xterm-256color"])
            .record
        let written = try #require(record?.written)
        #expect(!written.isEmpty)
        #expect(colourParameters(in: written).isEmpty, "colour escapes: \(colourParameters(in: written).prefix(5))")
    }

    /// `--no-input` prints the value the picker opens on, which Enter confirms.
    static let noInputPrintsInitial = CrossCuttingRule(name: "--no-input prints the initial value") { family in
        let headless = try run(family, ["--no-input"]).outcome
        #expect(headless.exit == .status(0), "\(headless.errorText)")
        #expect(headless.outputText == family.printed)
        let confirmed = try run(family).outcome
        #expect(confirmed.outputText == family.printed, "\(confirmed.errorText)")
    }

    /// `--vim` (and `PICK_<COMMAND>_VIM=1`): `j`/`k` draw exactly what Down/Up draw, `h`/`l`
    /// what Left/Right draw where the family moves sideways, and the help line names the
    /// letters (issue 24, point 3). A filter's letters go to its query, as fzf's do.
    static let vimKeys = CrossCuttingRule(
        name: "--vim: hjkl are the arrows",
        notApplicable: { family in
            guard family.typesLetters else { return nil }
            return NotApplicable(reason: "letters go to a filter's query or a text line, as fzf's and gum's do: j types j") { family in
                let vim = try #require(try run(family, ["--vim"], script: "j").record)
                let typed = try #require(try run(family, script: "j").record)
                let down = try #require(try run(family, ["--vim"], script: "down").record)
                #expect(vim.written == typed.written, "j does in vim mode what it does in the standard one")
                #expect(vim.written != down.written, "j is not Down in a filter")
                #expect(vim.frames[1].contains(family.lineWithJ), "the line shows j:\n\(vim.frames[1])")
            }
        },
        check: { family in
            let command = family.arguments[0]
            func same(_ one: MatrixTerminal.Record, _ other: MatrixTerminal.Record) -> Bool {
                CrossCuttingRule.same(one, other, family: family)
            }
            var pairs = [("j", "down", ""), ("k", "up", "down wait:1")]
            if family.movesSideways { pairs += [("l", "right", ""), ("h", "left", "right wait:1")] }
            for (letter, arrow, away) in pairs {
                let byArrow = try vimDrawn(family, "\(away) \(arrow)")
                let byLetter = try vimDrawn(family, "\(away) \(letter)")
                let stayed = try vimDrawn(family, "\(away) wait:0")
                #expect(!same(byArrow, stayed), "\(family.name): \(arrow) changes nothing, so \(letter) proves nothing")
                #expect(same(byLetter, byArrow), "\(family.name): \(letter) is not \(arrow)\n\(byLetter.frames.last ?? "")")
            }
            let variable = "PICK_\(command.uppercased())_VIM"
            #expect(same(try vimDrawn(family, "j", [], [variable: "1"]), try vimDrawn(family, "j")), "\(variable)=1 is --vim")
            let help = try vimDrawn(family, "").frames.last?.split(separator: "\n").last.map(String.init) ?? ""
            let standard = try vimDrawn(family, "", []).frames.last?.split(separator: "\n").last.map(String.init) ?? ""
            #expect(vimLabels.contains { help.contains($0) }, "\(family.name): the help line names no letters: \(help)")
            if family.movesSideways {
                #expect(help.contains("h/l") || help.contains("hjkl"), "\(family.name): the help line names no h/l: \(help)")
            }
            #expect(!vimLabels.contains { standard.contains($0) }, "\(family.name): standard help names letters: \(standard)")
        })

    /// Whether two runs drew the same: every byte, escapes included, as a field's focused
    /// segment shows by its style alone; where images arrive from their decoder at their own
    /// pace (``PickerFamily/drawsAsImagesArrive``), the text of the frame they settle in.
    static func same(_ one: MatrixTerminal.Record, _ other: MatrixTerminal.Record, family: PickerFamily) -> Bool {
        family.drawsAsImagesArrive ? one.frames.last == other.frames.last : one.written == other.written
    }

    /// What `family` drew for `script` (after the family's setup keys) with `flags`, vim's by
    /// default.
    static func vimDrawn(
        _ family: PickerFamily, _ script: String, _ flags: [String] = ["--vim"], _ environment: [String: String] = [:]
    ) throws -> MatrixTerminal.Record {
        try #require(try run(family, flags, script: "\(family.vimSetup) \(script) wait:1", environment: environment).record)
    }

    /// How a help line names vim's letters.
    static let vimLabels = ["j/k", "hjkl", "h/l"]

    /// Behaviour 1.4: in a right-to-left locale the header and help line are right-aligned, and
    /// a picker of several components shows them in mirrored order, printing the same value.
    static let rightToLeft = CrossCuttingRule(name: "right-to-left mirrors (Behaviour 1.4)") { family in
        let header = "Matrix header"
        let (outcome, record) = try run(family, ["--header", header], environment: ["LC_ALL": "he_IL.UTF-8"])
        #expect(outcome.exit == .status(0), "\(outcome.errorText)")
        #expect(outcome.outputText == family.printed, "the printed value does not mirror")
        let frame = try #require(record?.frames.first)
        let lines = frame.split(separator: "\n").map(String.init)
        // Frames leave out trailing blanks, so a line drawn up to the right edge is as wide as
        // the terminal, and one drawn from the left is not.
        let headerLine = try #require(lines.first { $0.contains(header) })
        #expect(DisplayWidth.of(headerLine) == 80 && headerLine.first == " ", "header not right-aligned:\n\(frame)")
        let help = try #require(lines.last)
        // Right-aligned: it ends in the last column (a Hebrew help line may fill the row).
        #expect(DisplayWidth.of(help) == 80 && help.last != " ", "help line not right-aligned:\n\(frame)")
        if let mirror = family.mirror {
            let leftToRight = try #require(
                try run(family, environment: ["LC_ALL": PickerFamily.Mirror.leftToRightLocale]).record?.frames.first)
            mirror.check(leftToRight: leftToRight, rightToLeft: frame)
        }
    }

    /// Behaviour 6.3: in screen-reader mode (`--accessible`, `PICK_ACCESSIBLE=1`) the last line
    /// said after Enter confirms the answer, after Esc the cancellation.
    static let accessibleAnswer = CrossCuttingRule(name: "screen-reader mode confirms the answer (Behaviour 6.3)") { family in
        let (confirmed, record) = try run(family, ["--accessible"])
        #expect(confirmed.outputText == family.printed, "\(confirmed.errorText)")
        let said = try #require(record?.transcript)
        #expect(record?.accessible == true)
        #expect(said.count >= 2)
        #expect(said.last != "Cancelled.")
        // With --keep the answer said is the line left on screen: the value itself.
        let (kept, keptRecord) = try run(family, ["--accessible", "--keep"])
        #expect(kept.outputText == family.printed)
        let left = try #require(keptRecord?.kept).replacingOccurrences(of: "\t", with: " ").split(separator: "\n").map(String.init)
        #expect(keptRecord.map { Array($0.transcript.suffix(left.count)) } == left, "\(keptRecord?.transcript ?? [])")
        let fromEnvironment = try run(family, environment: ["PICK_ACCESSIBLE": "1"]).record
        #expect(fromEnvironment?.transcript == said, "PICK_ACCESSIBLE=1 is --accessible")
        #expect(try run(family).record?.transcript == [], "nothing is said outside screen-reader mode")
    }

    /// Behaviour 6.3: in screen-reader mode every family closes with a line after Enter, the
    /// answer in the chosen sentence ("Apple chosen.", several items as CLDR lists them,
    /// "Apple, Banana, and Cherry chosen.", a range as an interval), and "Cancelled." after Esc,
    /// both in the chrome's language.
    static let accessibleClosing = CrossCuttingRule(name: "screen-reader mode says a closing line after Enter and Esc") { family in
        let said = try #require(try run(family, ["--accessible"]).record?.transcript)
        let closing = try #require(said.last)
        #expect(closing.hasSuffix(" chosen."), "\(family.name): \(said)")
        let answer = String(closing.dropLast(" chosen.".count))
        #expect(!answer.isEmpty && !answer.contains("not chosen") && !answer.hasSuffix(" of 3"), "\(family.name): \(closing)")
        if let expected = family.spokenAnswer {
            #expect(answer == expected, "\(family.name): \(said)")
        } else {
            // The summary said first holds the value confirmed at once.
            #expect(said.dropLast().joined(separator: " ").contains(answer), "\(family.name): \(said)")
        }
        if let several = family.severalChosen {
            let chosen = try #require(try run(family, ["--accessible"], script: several.script).record?.transcript)
            #expect(chosen.last == several.said + " chosen.", "\(family.name): \(chosen)")
        }
        let cancelled = try run(family, ["--accessible"], script: "esc")
        #expect(cancelled.outcome.standardOutput.isEmpty)
        #expect(cancelled.record?.transcript.last == "Cancelled.")
        let german = ["LANG": "de_DE.UTF-8"]
        let gewählt = try #require(try run(family, ["--accessible"], environment: german).record?.transcript.last)
        #expect(gewählt.hasSuffix(" gewählt."), "\(family.name): \(gewählt)")
        let abgebrochen = try run(family, ["--accessible"], script: "esc", environment: german).record?.transcript.last
        #expect(abgebrochen == "Abgebrochen.", "\(family.name)")
    }

    static func trimmed(_ text: String) -> String {
        text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// The SGR parameters in `text` that set a colour (foreground or background, any depth).
    static func colourParameters(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(where: { !($0.isNumber || $0 == ";") }) else { break }
            if rest[end] == "m" {
                let parameters = rest[..<end].split(separator: ";").compactMap { Int($0) }
                // 38 and 48 start an extended colour; their own arguments follow and are skipped.
                var index = 0
                while index < parameters.count {
                    let parameter = parameters[index]
                    if parameter == 38 || parameter == 48 {
                        found.append(String(rest[..<end]))
                        break
                    }
                    if (30...37).contains(parameter) || (40...47).contains(parameter) || (90...97).contains(parameter)
                        || (100...107).contains(parameter)
                    {
                        found.append(String(rest[..<end]))
                        break
                    }
                    index += 1
                }
            }
            rest = rest[end...]
        }
        return found
    }
}
