import PickerKit
import Testing

/// `ColumnsBuilder`: the wheels side by side of `pick wheels` and `Prompt.wheels`, built in one place.
@Suite("Building wheels side by side")
struct ColumnsBuilderTests {
    static func settings(selected: [String], choices: ChoiceLimits? = nil) -> LinePickerSettings {
        var settings = LinePickerSettings()
        (settings.selected, settings.choices) = (selected, choices)
        return settings
    }

    @Test("the presets select a value per component; the values print joined by the separator")
    func joined() throws {
        let prompt = try ColumnsBuilder.build(
            commaSeparated: ["S,M,L", "red,green"], separator: "-", Self.settings(selected: ["M", "green"]))
        #expect(prompt.initialValue == Array("M-green".utf8))
    }

    @Test("choosing several takes its presets from the one component and prints them in order")
    func several() throws {
        let prompt = try ColumnsBuilder.build(
            commaSeparated: ["a,b,c"], separator: "\t", Self.settings(selected: ["c", "a"], choices: ChoiceLimits()))
        #expect(prompt.initialValue == Array("a\nc".utf8))
    }

    @Test("a component of nothing but commas, or a preset not in its component, is one usage line", arguments: [
        (["a,b", ","], [String](), "component 2 has no values"),
        (["a,b", "c"], ["a", "x"], "--selected 'x' is not among the values of component 2"),
        ([], [], "give at least one --component a,b,c"),
        (["a,b"], ["a", "b"], "2 --selected values for 1 components"),
    ])
    func rules(lists: [String], selected: [String], message: String) {
        #expect(ColumnsBuilder.countRule(components: lists.count, selected: selected.count, several: false)
            .map { $0.message(.commandLine) } == (message.hasPrefix("give") || message.contains("components") ? message : nil))
        #expect(throws: PromptError.invalidArgument(message)) {
            try ColumnsBuilder.build(commaSeparated: lists, separator: "\t", Self.settings(selected: selected))
        }
    }
}

extension ColumnsBuilderTests {
    @Test("choosing several takes one component: the count rule `pick wheels` checks while parsing")
    func severalOnOneComponent() {
        #expect(ColumnsBuilder.countRule(components: 2, selected: 0, several: true)?.message(.commandLine)
            == "--limit and --no-limit choose several values of one --component, not 2")
        #expect(throws: PromptError.invalidArgument("--limit and --no-limit choose several values of one --component, not 2")) {
            try ColumnsBuilder.build(commaSeparated: ["a", "b"], separator: "\t", Self.settings(selected: [], choices: ChoiceLimits()))
        }
    }
}
