import Foundation
import PickerCore
import PickerTerminal
import TerminalUI
import Testing

/// The words screen-reader mode says around a value, and the vim letters' hints, in the chrome's
/// language (issue 27, Behaviour 6.1): every hint a key table speaks, renamed for vim or not, has
/// its sentence in the table.
@Suite("Spoken words in the chrome's language")
struct SpokenWordsLanguageTests {
    /// Every hint of the English table that names a pair of arrows vim's letters stand for.
    static let arrowHints = InterfaceWord.allCases.filter { $0.rawValue.hasPrefix("hint") }
        .map { Translations.word($0, language: "en") }
        .filter { hint in ["Arrow keys ", "Up and Down arrows ", "Up or Down arrow ", "Left and Right arrows "].contains(where: hint.hasPrefix) }

    @Test("Every arrow hint vim renames is a sentence of the table, said in German and Hebrew", arguments: arrowHints)
    func vimHintsTranslated(hint: String) {
        let table = KeyBindingTable([
            KeyBinding([KeyStroke(.down), KeyStroke(.up), KeyStroke(.left), KeyStroke(.right)], "move", spoken: hint),
        ])
        let vim = table.applying(.vim)
        let renamed = vim.spokenHints
        #expect(renamed.count == 1 && renamed != [hint], "\(hint) is not renamed: \(renamed)")
        for language in ["de", "he"] {
            let said = PromptStrings.$current.withValue(PromptStrings(language: language)) { vim.spokenHints }
            #expect(said != renamed, "\(language): \(renamed) is not in the table")
            #expect(said.allSatisfy { !$0.contains(" and ") && !$0.contains(" or ") }, "\(language): \(said)")
        }
    }

    @Test("English vim hints stay word for word what they were")
    func englishVimHints() {
        let table = KeyBindingTable([
            KeyBinding([KeyStroke(.down), KeyStroke(.up)], "step", spoken: "Up and Down arrows adjust the value"),
            KeyBinding([KeyStroke(.left), KeyStroke(.right)], "column", spoken: "Left and Right arrows change column"),
        ])
        #expect(table.applying(.vim).spokenHints == ["j and k adjust the value", "h and l change column"])
        let german = PromptStrings.$current.withValue(PromptStrings(language: "de")) { table.applying(.vim).spokenHints }
        #expect(german == ["j und k stellen den Wert ein", "h und l wechseln die Spalte"])
    }

    @Test("A transcript cuts the text field's trait in the chrome's language too")
    func textFieldTrait() {
        let german = PromptStrings.$current.withValue(PromptStrings(language: "de")) {
            AccessibleTranscript<TextTerminalPicker>.withoutTraits("Name, Ada, Textfeld. Left und Right bewegen den Cursor.")
        }
        #expect(german == "Name, Ada")
        #expect(AccessibleTranscript<TextTerminalPicker>.withoutTraits("Name, Ada, text field. Left and Right arrows move the cursor.")
                == "Name, Ada")
    }

    @Test("A text field's name, trait and cursor, and a secure field's count, in the chrome's language",
          arguments: ["de", "he"])
    func textField(language: String) {
        let strings = PromptStrings(language: language)
        PromptStrings.$current.withValue(strings) {
            var picker = TextTerminalPicker(text: "Ada")
            _ = picker.handle(.key(KeyStroke(.left)), now: 0)
            let line = "\(strings[.spokenText]), Ada, \(strings.text(.spokenCursorAt, .count(3), .count(3))), \(strings[.spokenTextField])."
            #expect(picker.accessibleAnnouncement.hasPrefix(line), "\(picker.accessibleAnnouncement)")
            #expect(!picker.accessibleAnnouncement.contains("text field") && !picker.accessibleAnnouncement.contains("cursor"))
            #expect(TextTerminalPicker(text: "abc", echo: .masked("*")).spokenValue == strings.text(.spokenCharacterCount, .count(3)))
            #expect(TextTerminalPicker().spokenValue == strings[.spokenEmpty])
        }
    }

    @Test("English text field words stay as they were")
    func englishTextField() {
        var picker = TextTerminalPicker(header: "Name", text: "Ada")
        _ = picker.handle(.key(KeyStroke(.left)), now: 0)
        #expect(picker.accessibleAnnouncement.hasPrefix("Name, Ada, cursor at character 3 of 3, text field."))
        #expect(TextTerminalPicker(text: "a", echo: .hidden).spokenValue == "1 character")
    }
}
