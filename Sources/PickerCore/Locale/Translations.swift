import Foundation

/// A word a picker shows or speaks that CLDR does not translate, so the package carries it.
///
/// ICU names months, weekdays and units in every language, but not the answers of a yes/no
/// question; those words live in ``Translations``, one table for the whole package, keyed by
/// this enum, so a word added later is one case here and one entry a language there
/// (Behaviour 6.1).
///
/// ```swift
/// Translations.word(.yes, for: Locale(identifier: "de_DE"))   // "Ja"
/// ```
public enum InterfaceWord: String, CaseIterable, Sendable {
    /// The affirmative answer of a yes/no question (`pick confirm`'s first button).
    case yes
    /// The negative answer of a yes/no question.
    case no

    // Screen-reader mode's own sentences (`pick --accessible`, Behaviour 2.12).

    /// The closing line after Enter; `{answer}` is the value chosen: "Banana chosen."
    case answerChosen
    /// The closing line after Esc: "Cancelled."
    case cancelled
    /// Said when a key would move past the last item: "End of list."
    case endOfList
    /// Said when a key would move before the first item: "Top of list."
    case topOfList
    /// The last opening line, telling how to hear the keys again: "Question mark repeats these hints."
    case hintsAgain

    // Help-line verbs: the words after a key on the help line (`↑↓ change`). The key stays
    // literal in every language; ``PromptStrings/helpLabel(_:)`` swaps the word (Behaviour 6.1).

    /// `↑↓ change`: the wheel's main motion.
    case helpChange
    /// `enter select`.
    case helpSelect
    /// `esc cancel`.
    case helpCancel
    /// `/ search`: a wheel's type-ahead search.
    case helpSearch
    /// `0-9 type`: digits type a value.
    case helpType
    /// `alt+key index`: a form's jump to a field.
    case helpIndex
    /// `ctrl-a all`: choose every item.
    case helpAll
    /// `enter done`.
    case helpDone
    /// `enter edit`.
    case helpEdit
    /// `enter pick`.
    case helpPick
    /// `enter/esc close`: a popover closes.
    case helpClose
    /// `esc back`.
    case helpBack
    /// `esc clear/cancel`: clears the query, or cancels when it is empty.
    case helpClearOrCancel
    /// `esc clear`.
    case helpClear
    /// `esc grid`: back to the calendar grid.
    case helpGrid
    /// `←→ column`.
    case helpColumn
    /// `pgup/pgdn month`.
    case helpMonth
    /// `shift+arrows extend`: a range grows.
    case helpExtend
    /// `space choose`.
    case helpChoose
    /// `space open`.
    case helpOpen
    /// `t today`.
    case helpToday
    /// `tab calendar`.
    case helpCalendar
    /// `tab complete`: completes the filter.
    case helpComplete
    /// `tab next`, `enter next`.
    case helpNext
    /// `tab times`: to a range's times.
    case helpTimes
    /// `tab/⇧tab field`, `↑↓ field`.
    case helpField
    /// `y/n answer`.
    case helpAnswer
    /// `↑↓ move`.
    case helpMove
    /// `←→ segment`: a date field's segments.
    case helpSegment
    /// `←→↑↓ day`.
    case helpDay
    /// `↑ more`.
    case helpMore
    /// `↑↓ step`.
    case helpStep
    /// `↑↓ minute`.
    case helpMinute
    /// `⇧↑↓ hour`.
    case helpHour
    /// `enter submit`: a form's last field.
    case helpSubmit
    /// `space new start`: a range starts again.
    case helpNewStart
    /// `space am/pm`: the clock's day period.
    case helpDayPeriod
    /// `type to filter`: a whole label, no key.
    case helpTypeToFilter
    /// `enter or esc: done`: a whole label, ends a wheel's search.
    case helpSearchDone
    /// `tab time`: from the grid to the time beside it.
    case helpTime
    /// `space start`, `enter start`: a range's first day.
    case helpStart
    /// `space end`, `enter end`: a range's last day.
    case helpEnd

    // Notices: shown in place of the help line until the next key. Placeholders are ICU
    // message arguments (`{0, plural, …}`), or `{0}` for a text the picker formats.

    /// `at most {0} can be chosen`, `{0}` a count.
    case noticeAtMost
    /// `at most {0} can be chosen`, `{0}` a text such as "3 days" (CLDR's unit, in the date locale).
    case noticeAtMostText
    /// `choose at least {0} ({1} chosen)`, both counts.
    case noticeAtLeast
    /// `choose at least {0} ({1} chosen)`, `{0}` a text such as "2 days", `{1}` a count.
    case noticeAtLeastText
    /// `this item cannot be chosen`.
    case noticeItemUnavailable
    /// `this day cannot be chosen`.
    case noticeDayUnavailable
    /// `choose the start and the end first`.
    case noticeRangeIncomplete
    /// `the end time is before the start time`.
    case noticeEndBeforeStart
    /// `Window too small — enlarge to at least {0}`, `{0}` a size such as `30×8`.
    case noticeTooSmallFull
    /// `Window too small — need {0}`.
    case noticeTooSmall
    /// `Too small: {0}`.
    case noticeTooSmallShort
    /// `Height {0} too low — the picker needs at least {1} rows`: an inline height below the
    /// picker's minimum, both counts.
    case noticeHeightTooLowFull
    /// `Height {0} too low — needs {1} rows`.
    case noticeHeightTooLow
    /// `Needs {0} rows`.
    case noticeNeedsRows
    /// `≥{0} rows`.
    case noticeRowsShort
}

/// The package's own translations of the words CLDR lacks (``InterfaceWord``), in the 24
/// languages the package speaks, English for the rest.
///
/// The answers live in `table` below; the chrome's words (help-line verbs, notices) live in
/// one file per language in `Translations/`, gathered in `chrome`.
///
/// A language is found by its code, and for Chinese by its script (`zh_TW` is `zh-Hant`,
/// `zh_CN` `zh-Hans`); a language the table lacks, or a word a language lacks, falls back to
/// English, so every word always has a text.
///
/// ```swift
/// Translations.word(.no, for: Locale(identifier: "zh_TW"))   // "否"
/// Translations.word(.yes, for: Locale(identifier: "xx"))     // "Yes"
/// Translations.languages.count                               // 24
/// ```
public enum Translations {
    /// The text of `word` in `locale`'s language, or in English when the table has none.
    public static func word(_ word: InterfaceWord, for locale: Locale) -> String {
        Self.word(word, language: key(for: locale))
    }

    /// The text of `word` in the language with table key `language` (`de`, `zh-Hant`), or in
    /// English when the table has none.
    ///
    /// ```swift
    /// Translations.word(.helpChange, language: "de")   // "ändern"
    /// ```
    public static func word(_ word: InterfaceWord, language: String) -> String {
        table[language]?[word] ?? spokenTable[language]?[word] ?? chrome[language]?[word]
            ?? table[english]?[word] ?? spokenTable[english]?[word] ?? chrome[english]?[word] ?? word.rawValue
    }

    /// The language keys the table holds (`en`, `zh-Hans`, `he`, …).
    public static var languages: [String] { table.keys.sorted() }

    /// The table key of `locale`: its language code, with the script for Chinese, whose two
    /// scripts write the words differently.
    package static func key(for locale: Locale) -> String {
        let language = locale.language.languageCode?.identifier ?? english
        guard language == "zh" else { return language }
        let script = locale.language.script?.identifier ?? locale.language.maximalIdentifier
        return script.contains("Hant") ? "zh-Hant" : "zh-Hans"
    }

    package static let english = "en"

    /// Every translation: language key → word → text.
    private static let table: [String: [InterfaceWord: String]] = [
        "en": [.yes: "Yes", .no: "No"],
        "zh-Hans": [.yes: "是", .no: "否"],
        "zh-Hant": [.yes: "是", .no: "否"],
        "es": [.yes: "Sí", .no: "No"],
        "hi": [.yes: "हाँ", .no: "नहीं"],
        "ar": [.yes: "نعم", .no: "لا"],
        "pt": [.yes: "Sim", .no: "Não"],
        "bn": [.yes: "হ্যাঁ", .no: "না"],
        "ru": [.yes: "Да", .no: "Нет"],
        "ja": [.yes: "はい", .no: "いいえ"],
        "de": [.yes: "Ja", .no: "Nein"],
        "fr": [.yes: "Oui", .no: "Non"],
        "ko": [.yes: "예", .no: "아니요"],
        "it": [.yes: "Sì", .no: "No"],
        "tr": [.yes: "Evet", .no: "Hayır"],
        "vi": [.yes: "Có", .no: "Không"],
        "pl": [.yes: "Tak", .no: "Nie"],
        "nl": [.yes: "Ja", .no: "Nee"],
        "id": [.yes: "Ya", .no: "Tidak"],
        "fa": [.yes: "بله", .no: "خیر"],
        "he": [.yes: "כן", .no: "לא"],
        "th": [.yes: "ใช่", .no: "ไม่ใช่"],
        "uk": [.yes: "Так", .no: "Ні"],
        "sv": [.yes: "Ja", .no: "Nej"],
    ]

    /// The text of `word` in `locale`'s language with its `{answer}` placeholder filled.
    ///
    /// ```swift
    /// Translations.word(.answerChosen, for: Locale(identifier: "de_DE"), answer: "Banane")   // "Banane gewählt."
    /// ```
    public static func word(_ word: InterfaceWord, for locale: Locale, answer: String) -> String {
        self.word(word, for: locale).replacingOccurrences(of: answerPlaceholder, with: answer)
    }

    /// Where a sentence puts the answer it confirms.
    package static let answerPlaceholder = "{answer}"

    /// Screen-reader mode's sentences, every language: one block, apart from the words drawn
    /// on screen, so each group can grow without touching the other's lines.
    private static let spokenTable: [String: [InterfaceWord: String]] = [
        "en": [.answerChosen: "{answer} chosen.", .cancelled: "Cancelled.", .endOfList: "End of list.",
               .topOfList: "Top of list.", .hintsAgain: "Question mark repeats these hints."],
        "zh-Hans": [.answerChosen: "已选择{answer}。", .cancelled: "已取消。", .endOfList: "已到列表末尾。",
                    .topOfList: "已到列表开头。", .hintsAgain: "按问号键可再次听到这些提示。"],
        "zh-Hant": [.answerChosen: "已選擇{answer}。", .cancelled: "已取消。", .endOfList: "已到清單末尾。",
                    .topOfList: "已到清單開頭。", .hintsAgain: "按問號鍵可再次聽到這些提示。"],
        "es": [.answerChosen: "Seleccionado: {answer}.", .cancelled: "Cancelado.", .endOfList: "Fin de la lista.",
               .topOfList: "Inicio de la lista.", .hintsAgain: "El signo de interrogación repite estas indicaciones."],
        "hi": [.answerChosen: "{answer} चुना गया।", .cancelled: "रद्द किया गया।", .endOfList: "सूची का अंत।",
               .topOfList: "सूची की शुरुआत।", .hintsAgain: "प्रश्नचिह्न ये संकेत दोहराता है।"],
        "ar": [.answerChosen: "تم اختيار {answer}.", .cancelled: "تم الإلغاء.", .endOfList: "نهاية القائمة.",
               .topOfList: "بداية القائمة.", .hintsAgain: "علامة الاستفهام تكرر هذه التلميحات."],
        "pt": [.answerChosen: "Selecionado: {answer}.", .cancelled: "Cancelado.", .endOfList: "Fim da lista.",
               .topOfList: "Início da lista.", .hintsAgain: "O ponto de interrogação repete estas dicas."],
        "bn": [.answerChosen: "{answer} নির্বাচিত।", .cancelled: "বাতিল করা হয়েছে।", .endOfList: "তালিকার শেষ।",
               .topOfList: "তালিকার শুরু।", .hintsAgain: "প্রশ্নবোধক চিহ্ন এই নির্দেশগুলো আবার বলে।"],
        "ru": [.answerChosen: "Выбрано: {answer}.", .cancelled: "Отменено.", .endOfList: "Конец списка.",
               .topOfList: "Начало списка.", .hintsAgain: "Вопросительный знак повторяет эти подсказки."],
        "ja": [.answerChosen: "{answer}を選択しました。", .cancelled: "キャンセルしました。", .endOfList: "リストの最後です。",
               .topOfList: "リストの先頭です。", .hintsAgain: "疑問符キーでこのヒントを繰り返します。"],
        "de": [.answerChosen: "{answer} gewählt.", .cancelled: "Abgebrochen.", .endOfList: "Ende der Liste.",
               .topOfList: "Anfang der Liste.", .hintsAgain: "Fragezeichen wiederholt diese Hinweise."],
        "fr": [.answerChosen: "Choisi : {answer}.", .cancelled: "Annulé.", .endOfList: "Fin de la liste.",
               .topOfList: "Début de la liste.", .hintsAgain: "Le point d’interrogation répète ces indications."],
        "ko": [.answerChosen: "{answer} 선택됨.", .cancelled: "취소됨.", .endOfList: "목록의 끝입니다.",
               .topOfList: "목록의 처음입니다.", .hintsAgain: "물음표 키를 누르면 이 도움말을 다시 듣습니다."],
        "it": [.answerChosen: "Selezionato: {answer}.", .cancelled: "Annullato.", .endOfList: "Fine dell’elenco.",
               .topOfList: "Inizio dell’elenco.", .hintsAgain: "Il punto interrogativo ripete questi suggerimenti."],
        "tr": [.answerChosen: "{answer} seçildi.", .cancelled: "İptal edildi.", .endOfList: "Listenin sonu.",
               .topOfList: "Listenin başı.", .hintsAgain: "Soru işareti bu ipuçlarını yineler."],
        "vi": [.answerChosen: "Đã chọn {answer}.", .cancelled: "Đã hủy.", .endOfList: "Cuối danh sách.",
               .topOfList: "Đầu danh sách.", .hintsAgain: "Dấu chấm hỏi đọc lại các gợi ý này."],
        "pl": [.answerChosen: "Wybrano: {answer}.", .cancelled: "Anulowano.", .endOfList: "Koniec listy.",
               .topOfList: "Początek listy.", .hintsAgain: "Znak zapytania powtarza te wskazówki."],
        "nl": [.answerChosen: "{answer} gekozen.", .cancelled: "Geannuleerd.", .endOfList: "Einde van de lijst.",
               .topOfList: "Begin van de lijst.", .hintsAgain: "Het vraagteken herhaalt deze tips."],
        "id": [.answerChosen: "{answer} dipilih.", .cancelled: "Dibatalkan.", .endOfList: "Akhir daftar.",
               .topOfList: "Awal daftar.", .hintsAgain: "Tanda tanya mengulang petunjuk ini."],
        "fa": [.answerChosen: "{answer} انتخاب شد.", .cancelled: "لغو شد.", .endOfList: "پایان فهرست.",
               .topOfList: "ابتدای فهرست.", .hintsAgain: "علامت سؤال این راهنماها را تکرار می‌کند."],
        "he": [.answerChosen: "נבחר: {answer}.", .cancelled: "בוטל.", .endOfList: "סוף הרשימה.",
               .topOfList: "תחילת הרשימה.", .hintsAgain: "סימן שאלה חוזר על ההנחיות האלה."],
        "th": [.answerChosen: "เลือก {answer} แล้ว", .cancelled: "ยกเลิกแล้ว", .endOfList: "สิ้นสุดรายการ",
               .topOfList: "ต้นรายการ", .hintsAgain: "กดเครื่องหมายคำถามเพื่อฟังคำแนะนำนี้อีกครั้ง"],
        "uk": [.answerChosen: "Вибрано: {answer}.", .cancelled: "Скасовано.", .endOfList: "Кінець списку.",
               .topOfList: "Початок списку.", .hintsAgain: "Знак питання повторює ці підказки."],
        "sv": [.answerChosen: "Valt: {answer}.", .cancelled: "Avbrutet.", .endOfList: "Slut på listan.",
               .topOfList: "Början av listan.", .hintsAgain: "Frågetecknet upprepar tipsen."],
    ]
}
