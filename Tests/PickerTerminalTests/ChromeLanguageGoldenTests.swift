import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// The chrome drawn in the person's language (Behaviour 6.1): the help line and a notice, in
/// Arabic (right to left), Japanese, Hindi and German, and every language fitting the narrowest
/// help line by dropping low-priority labels.
@Suite("Chrome in the person's language: help line and notices")
struct ChromeLanguageGoldenTests {
    static let fruits = ["Apple", "Banana", "Cherry", "Damson", "Elder"]
    static let languages = [
        "en", "zh-Hans", "zh-Hant", "es", "hi", "ar", "pt", "bn", "ru", "ja", "de", "fr", "ko", "it", "tr", "vi", "pl",
        "nl", "id", "fa", "he", "th", "uk", "sv",
    ]

    /// A multi-select wheel of fruits, Cherry selected, Banana and Damson chosen, at most `limit`.
    static func picker(limit: Int, isRightToLeft: Bool = false) -> MultiSelectPicker<WheelTerminalPicker<ListSource>> {
        let wheel = WheelPicker(source: ListSource(columns: [fruits]), selection: [2])
        return MultiSelectPicker(WheelTerminalPicker(wheel, header: "Fruit", isRightToLeft: isRightToLeft),
                                 choices: ChoiceSet([1, 3], limit: limit))
    }

    /// The last line of the frame drawn in `language` at `width`: the help line, then (after
    /// Space on Cherry, refused past the limit of two) the notice in its place.
    static func helpAndNotice(_ language: String, width: Int, isRightToLeft: Bool = false) -> (help: String, notice: String) {
        PromptStrings.$current.withValue(PromptStrings(language: language)) {
            var driver = PickerDriver(picker(limit: 2, isRightToLeft: isRightToLeft), width: width)
            let help = driver.lines.last ?? ""
            driver.press(.character(" "))
            return (help, driver.lines.last ?? "")
        }
    }

    @Test("English: the frames as they always were")
    func english() {
        let lines = Self.helpAndNotice("en", width: 70)
        #expect(lines.help == "space choose · ctrl-a all · ↑↓ change · enter select · esc cancel")
        #expect(lines.notice == "at most 2 can be chosen")
    }

    @Test("German: words translated, keys as they are")
    func german() {
        let lines = Self.helpAndNotice("de", width: 80)
        #expect(lines.help == "space markieren · ctrl-a alle · ↑↓ ändern · enter wählen · esc abbrechen")
        #expect(lines.notice == "höchstens 2 können ausgewählt werden")
    }

    @Test("The header's count and the spoken state of an item are the language's words too")
    func chosenCount() {
        let header = { (language: String) in
            PromptStrings.$current.withValue(PromptStrings(language: language)) {
                PickerDriver(Self.picker(limit: 3), width: 70).lines.first ?? ""
            }
        }
        #expect(header("en") == "Fruit · 2/3 chosen")
        #expect(header("de") == "Fruit · 2/3 gewählt")
        #expect(header("ko") == "Fruit · 2/3개 선택됨")
        // Arabic's digits are the ones ICU's number format gives the bare language (Latin here).
        #expect(header("ar") == "Fruit · 2/3 مختارة")
        let spoken = PromptStrings.$current.withValue(PromptStrings(language: "de")) { Self.picker(limit: 3).spokenValue }
        #expect(spoken.contains("nicht gewählt") && spoken.contains("2 von 3 gewählt"), "\(spoken)")
    }

    @Test("Japanese: double-width words measured as such")
    func japanese() {
        let lines = Self.helpAndNotice("ja", width: 70)
        #expect(lines.help == "space チェック · ctrl-a すべて · ↑↓ 変更 · enter 選択 · esc キャンセル")
        #expect(lines.notice == "選択できるのは最大2個です")
        // At 50 columns the low-priority label goes first, then the later of the high ones;
        // Enter and Esc stay.
        let narrow = Self.helpAndNotice("ja", width: 50)
        #expect(narrow.help == "space チェック · enter 選択 · esc キャンセル")
    }

    @Test("Hindi: combining marks measured by grapheme")
    func hindi() {
        let lines = Self.helpAndNotice("hi", width: 80)
        #expect(lines.help == "space चिह्नित करें · ctrl-a सभी · ↑↓ बदलें · enter चुनें · esc रद्द करें")
        #expect(lines.notice == "अधिकतम 2 चुने जा सकते हैं")
    }

    @Test("Arabic: right to left, the help line and the notice against the right edge, the count's plural form")
    func arabic() {
        let width = 70
        let lines = Self.helpAndNotice("ar", width: width, isRightToLeft: true)
        let help = "space تأشير · ctrl-a الكل · ↑↓ تغيير · enter تحديد · esc إلغاء"
        let notice = "يمكن اختيار عنصرين على الأكثر"
        #expect(lines.help == String(repeating: " ", count: width - DisplayText.width(help)) + help)
        #expect(lines.notice == String(repeating: " ", count: width - DisplayText.width(notice)) + notice)
        let three = PromptStrings.$current.withValue(PromptStrings(language: "ar")) {
            var driver = PickerDriver(Self.picker(limit: 3, isRightToLeft: true), width: width)
            driver.press(.character(" "))   // Cherry: the third chosen
            driver.press(.up)
            driver.press(.up)
            driver.press(.character(" "))   // Apple: refused, a fourth
            return driver.lines.last ?? ""
        }
        #expect(three.hasSuffix(" يمكن اختيار 3 عناصر على الأكثر"), "\(three)")
    }

    @Test("The too-small notice in the chrome's language")
    func tooSmall() {
        let notice = PromptStrings.$current.withValue(PromptStrings(language: "de")) {
            FrameComposer.tooSmallNotice(AreaSize(width: 30, height: 8), width: 40)
        }
        #expect(notice == "Fenster zu klein — 30×8 nötig")
        #expect(FrameComposer.tooSmallNotice(AreaSize(width: 30, height: 8), width: 40) == "Window too small — need 30×8")
        #expect(FrameComposer.tooSmallNotice(AreaSize(width: 30, height: 8), width: 40, heightLimit: 5)
            == "Height 5 too low — needs 8 rows")
        let russian = PromptStrings.$current.withValue(PromptStrings(language: "ru")) {
            [2, 5].map { FrameComposer.tooSmallNotice(AreaSize(width: 30, height: $0), width: 16, heightLimit: 1) }
        }
        #expect(russian == ["Нужно 2 строки", "Нужно 5 строк"])
    }

    /// The narrowest help line the pickers are drawn with: the narrowest wheel picker with the
    /// marker column (`PickerDriver`'s frames below 30 columns show the too-small notice).
    static let narrowestHelp = 30

    @Test("Every language fits the narrowest help line by dropping labels, never cutting Enter's or Esc's",
          arguments: Self.languages)
    func fitsNarrowest(language: String) {
        let strings = PromptStrings(language: language)
        let help = PromptStrings.$current.withValue(strings) {
            PickerDriver(Self.picker(limit: 2), width: Self.narrowestHelp).lines.last ?? ""
        }
        let trimmed = help.replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        #expect(DisplayText.width(trimmed) <= Self.narrowestHelp)
        #expect(!trimmed.contains("…"), "cut: \(trimmed)")
        #expect(trimmed.contains("enter " + strings[.helpSelect]), "\(trimmed)")
        #expect(trimmed.hasSuffix("esc " + strings[.helpCancel]), "\(trimmed)")
        // The widest of the wheels' and filters' essential pairs fits too.
        for (confirm, cancel) in [(InterfaceWord.helpSelect, InterfaceWord.helpCancel), (.helpDone, .helpClear),
                                  (.helpDone, .helpCancel)] {
            let table = KeyBindingTable<Int>([
                KeyBinding([KeyStroke(.up)], 0, help: "↑↓ change", priority: .high),
                KeyBinding([KeyStroke(.enter)], 1, help: "enter " + Translations.word(confirm, language: "en"), role: .confirm),
                KeyBinding([KeyStroke(.escape)], 2, help: "esc " + Translations.word(cancel, language: "en"), role: .cancel),
            ])
            let line = PromptStrings.$current.withValue(strings) { table.helpLine(width: Self.narrowestHelp) }
            #expect(!line.contains("…") && DisplayText.width(line) <= Self.narrowestHelp, "\(language): \(line)")
        }
    }
}
