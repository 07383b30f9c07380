import PickerKit
import Testing

@testable import pick

/// Issue 24, point 3: every picker family × every cross-cutting rule, each cell its own test
/// case. A family is an entry of ``PickerFamily/all``, a rule an entry of
/// ``CrossCuttingRule/all``; a cell is checked, not applicable with a reason (and a check that
/// shows it), or a known gap listed in ``KnownGaps`` — the one table of rules missing today.
@Suite("Family × rule matrix: every picker keeps every rule")
struct FamilyRuleMatrixTests {
    @Test("family × rule", arguments: PickerFamily.all, CrossCuttingRule.all)
    func cell(family: PickerFamily, rule: CrossCuttingRule) throws {
        if let notApplicable = rule.notApplicable(family) {
            #expect(!notApplicable.reason.isEmpty)
            try notApplicable.proof(family)
            return
        }
        if let gap = KnownGaps.reason(family: family.name, rule: rule.name) {
            withKnownIssue(Comment(rawValue: gap)) { try rule.check(family) }
            return
        }
        try rule.check(family)
    }

    @Test("Every command, choose style and date style is a family: a new one must declare itself")
    func everyPickerIsAFamily() {
        let families = Set(PickerFamily.all.map(\.name))
        let commands = Set(PickerFamily.all.compactMap(\.arguments.first))
        let names = PickCommand.commands.map { $0.name }
        for command in names {
            #expect(commands.contains(command), "pick \(command) has no PickerFamily entry")
        }
        for style in WatchStyle.allCases {
            #expect(families.contains("choose \(style.rawValue)"), "choose --style \(style.rawValue) has no PickerFamily entry")
        }
        for style in DateStyle.allCases where style != .automatic {
            #expect(families.contains("date \(style.rawValue)"), "date --style \(style.rawValue) has no PickerFamily entry")
        }
    }

    @Test("--keep leaves what is printed, --format applied, not the picker's own value")
    func keepLeavesFormattedValue() throws {
        let family = try #require(PickerFamily.all.first { $0.name == "date inline" })
        let (outcome, record) = try CrossCuttingRule.run(family, ["--format", "dd.MM.yyyy", "--keep"])
        #expect(outcome.outputText == "22.11.2026\n")
        #expect(record?.kept == "22.11.2026")
    }

    @Test("The mirror check sees an unmirrored frame: a left-to-right frame against itself fails it",
          arguments: PickerFamily.all.filter { $0.mirror != nil })
    func mirrorCheckSeesOrder(family: PickerFamily) throws {
        let frame = try #require(
            try CrossCuttingRule.run(family, environment: ["LC_ALL": PickerFamily.Mirror.leftToRightLocale]).record?.frames.first)
        #expect(PickerFamily.Mirror.selectedRow(frame).count >= 2, "\(frame)")
        #expect(!PickerFamily.Mirror.isMirrored(leftToRight: frame, rightToLeft: frame))
    }

    @Test("The colour check sees colour: the default theme on a true-colour terminal draws some")
    func colourCheckSeesColour() throws {
        let family = PickerFamily.all[0]
        let record = try CrossCuttingRule.run(family, environment: ["COLORTERM": "truecolor", "TERM": "xterm-256color"]).record
        #expect(!CrossCuttingRule.colourParameters(in: try #require(record?.written)).isEmpty)
    }
}

/// The rules some families miss today: one row per family × rule cell (``PickerFamily/name``
/// and ``CrossCuttingRule/name``), with the reason as an issue would state it. A cell listed
/// here runs as a known issue; once the family keeps the rule, the cell fails until its row is
/// removed. Empty: every family keeps every rule that applies to it.
enum KnownGaps {
    struct Gap: Sendable {
        let family: String
        let rule: String
        let reason: String
    }

    static let all: [Gap] = []

    static func reason(family: String, rule: String) -> String? {
        all.first { $0.family == family && $0.rule == rule }?.reason
    }
}
