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

    /// The closing line after Enter, an ICU message pattern whose `{0}` is the value chosen
    /// ("Banana chosen."), filled through ``PromptStrings/text(_:_:)`` like every other word.
    case answerChosen
    /// The closing line after Esc: "Cancelled."
    case cancelled
    /// Said when a key would move past the last item: "End of list."
    case endOfList
    /// Said when a key would move before the first item: "Top of list."
    case topOfList
    /// The last opening line, telling how to hear the keys again: "Question mark repeats these hints."
    case hintsAgain

    // Screen-reader mode's traits, roles and positions: the words around a value said
    // (Behaviour 2.12). Counts are ICU message arguments, in the language's digits.

    /// A list position, `{0}` of `{1}`: "2 of 5".
    case spokenPosition
    /// Which wheel of several: "column 2 of 3".
    case spokenColumn
    /// The trait of a wheel or a field's segment: its value changes with keys.
    case spokenAdjustable
    /// The trait of the calendar day the cursor is on.
    case spokenSelected
    /// The trait of a compact date's button.
    case spokenButton
    /// The wheel of several that keys change.
    case spokenFocused
    /// A wheel or list without rows.
    case spokenEmpty
    /// A row or day that cannot be chosen.
    case spokenUnavailable
    /// The month grid's role: the label of the day said.
    case spokenDay
    /// The clock face's role.
    case spokenClock
    /// A wheel's name when it has no label or header.
    case spokenPicker
    /// A form's name when it has no title.
    case spokenForm
    /// How many fields a form has: "3 fields".
    case spokenFieldCount
    /// Which field of a form: "field 2 of 3".
    case spokenFieldPosition
    /// A form's field without an answer yet.
    case spokenNotAnswered
    /// A validation's message, `{0}` the program's text.
    case spokenNotValidText
    /// An item of a choose-many list that is chosen.
    case spokenChosen
    /// An item of a choose-many list that is not chosen.
    case spokenNotChosen
    /// How many of a choose-many list are chosen, out of how many may be: "2 of 3 chosen".
    case spokenCountChosen
    /// An item Space has just chosen, with the count of the limit: "Apple chosen, 1 of 3",
    /// `{0}` the item.
    case spokenItemChosen
    /// An item Space has just unchosen, with the count of the limit: "Apple not chosen, 0 of 3",
    /// `{0}` the item.
    case spokenItemNotChosen
    /// A count already in words that is chosen: "3 days chosen", `{0}` the count.
    case spokenChosenText
    /// The drawn header's count of a choose-many list: "2/3 chosen".
    case headerCountChosen
    /// Two answering letters either of which answers: "y or j".
    case spokenLetterOr
    /// A yes/no question's name when it has no text.
    case spokenQuestion
    /// A text field's name when it has no label or header.
    case spokenText
    /// The trait of a text field.
    case spokenTextField
    /// How many characters a secure field holds: "3 characters".
    case spokenCharacterCount
    /// Where a text field's cursor is when not at the end: "cursor at character 2 of 3".
    case spokenCursorAt
    /// A range picker's name when it has no header.
    case spokenDateRange
    /// A range's start time field, focused.
    case spokenStartTime
    /// A range's end time field, focused.
    case spokenEndTime
    /// A range's first day or time: "start Sunday, November 22, 2026".
    case spokenStartValue
    /// A range's last time: "end 10:00".
    case spokenEndValue
    /// A range's start time beside the days: "start time 09:00".
    case spokenStartTimeValue
    /// A range's end time beside the days: "end time 17:00".
    case spokenEndTimeValue
    /// A range before its first day is chosen.
    case spokenNoStart
    /// A complete range: "range November 22 to 25, 4 days".
    case spokenRangeValue
    /// A span's two ends: "November 22 to 25".
    case spokenSpanTo
    /// A filter whose query matches nothing.
    case spokenNoMatches
    /// The selected match among the matches: "1 of 2 matches".
    case spokenMatchPosition
    /// A choose-many date picker's name when it has no header.
    case spokenDates
    /// A number picker's name when it has no question or header.
    case spokenNumber
    /// A date picker's name when it has no header (`pick date`).
    case spokenDate
    /// A time picker's name when it has no header (`pick time`).
    case spokenTime
    /// A date-and-time picker's name when it has no header.
    case spokenDateAndTime
    /// A countdown duration picker's name when it has no header.
    case spokenCountdown
    /// A month-and-year picker's name when it has no header (`pick month`).
    case spokenMonth

    // Screen-reader mode's key hints, said when a prompt opens and on `?`. The key tables write
    // them in English, which is the lookup key (``PromptStrings/spokenHint(_:)``), as a help
    // label's is; key names (Enter, Escape, Tab, Up, Page Down) stay literal in every language,
    // as on the help line (Behaviour 6.1).

    /// "Enter selects".
    case hintEnterSelects
    /// "Escape cancels".
    case hintEscapeCancels
    /// "Enter answers".
    case hintEnterAnswers
    /// "Enter confirms the chosen days".
    case hintEnterConfirmsDays
    /// "Enter confirms the range".
    case hintEnterConfirmsRange
    /// "Enter or Escape closes the editor".
    case hintEnterOrEscapeClosesEditor
    /// "Enter or Escape ends the search".
    case hintEnterOrEscapeEndsSearch
    /// "Enter or Space edits".
    case hintEnterOrSpaceEdits
    /// "Enter picks and closes the list".
    case hintEnterPicksAndCloses
    /// "Escape clears the filter, then cancels".
    case hintEscapeClearsFilter
    /// "Escape closes the list without a change".
    case hintEscapeClosesList
    /// "Escape goes back to the days".
    case hintEscapeBackToDays
    /// "Escape clears the range".
    case hintEscapeClearsRange
    /// "Left and Right arrows change column".
    case hintLeftRightArrowsColumn
    /// "Left and Right arrows choose the answer".
    case hintLeftRightArrowsAnswer
    /// "Left and Right arrows move the cursor".
    case hintLeftRightArrowsCursor
    /// "Left and Right change column".
    case hintLeftRightColumn
    /// "Left and Right change part".
    case hintLeftRightPart
    /// "Page Up and Page Down by month".
    case hintPageMonth
    /// "Shift with Up or Down, or Page Up and Page Down, turn the hour hand".
    case hintHourHand
    /// "Shift with the arrow keys extends the range".
    case hintShiftExtends
    /// "Space chooses or unchooses the day".
    case hintSpaceTogglesDay
    /// "Space chooses or unchooses the item".
    case hintSpaceTogglesItem
    /// "Space edits".
    case hintSpaceEdits
    /// "Space opens the list".
    case hintSpaceOpensList
    /// "Space switches AM and PM".
    case hintSpaceDayPeriod
    /// "T goes to today".
    case hintToday
    /// "Tab and Shift-Tab move between fields".
    case hintTabFields
    /// "Tab chooses or unchooses the item".
    case hintTabTogglesItem
    /// "Tab completes the suggestion".
    case hintTabCompletes
    /// "Tab goes to the calendar".
    case hintTabCalendar
    /// "Tab goes to the time".
    case hintTabTime
    /// "Tab moves to the next time or the grid".
    case hintTabNextTime
    /// "Tab moves to the start time, then the end time".
    case hintTabTimes
    /// "Typing filters the items".
    case hintTypingFiltersSummary
    /// "Typing writes the text".
    case hintTypingWritesSummary
    /// "Up and Down arrows adjust the value".
    case hintArrowsAdjust
    /// "Up and Down arrows move among the matches".
    case hintArrowsMatches
    /// "Up and Down arrows step the value".
    case hintArrowsStep
    /// "Up and Down change the value".
    case hintUpDownChange
    /// "Up and Down move among the matches".
    case hintUpDownMatches
    /// "Up and Down turn the minute hand".
    case hintUpDownMinuteHand
    /// "Up arrow counts".
    case hintUpCounts
    /// "Up or Down arrow turns the minute hand".
    case hintArrowMinuteHand
    /// "Up or Down arrow to adjust the value".
    case hintArrowAdjust
    /// "type digits or the first letters to enter it".
    case hintTypeDigitsOrLetters
    /// "Left or Right arrow or Tab for another part".
    case hintOtherPart
    /// "digits type a value".
    case hintDigitsType
    /// "slash then text jumps to an item".
    case hintSlashJumps
    /// "type digits to enter the time".
    case hintTypeTime
    /// "type to enter it".
    case hintTypeToEnter
    /// "typing filters the items, Backspace widens, Control U clears".
    case hintTypingFilters
    /// "typing jumps to an item".
    case hintTypingJumps
    /// "typing writes the text, Backspace deletes".
    case hintTypingWrites
    /// "Alt and a letter jumps to the index".
    case hintAltIndex
    /// "Control A chooses all".
    case hintControlAll
    /// "Space starts the range on this day".
    case hintSpaceStartsRange
    /// "Space ends the range on this day".
    case hintSpaceEndsRange
    /// "Space starts a new range on this day".
    case hintSpaceNewRange
    /// "Enter starts the range on this day".
    case hintEnterStartsRange
    /// "Enter ends the range on this day".
    case hintEnterEndsRange
    /// "Arrow keys move by day and week".
    case hintArrowKeysDayWeek
    /// "j and k adjust the value": the vim letters in place of "Up and Down arrows".
    case hintVimArrowsAdjust
    /// "j and k move among the matches".
    case hintVimArrowsMatches
    /// "j and k step the value".
    case hintVimArrowsStep
    /// "j or k turns the minute hand".
    case hintVimArrowMinuteHand
    /// "j or k to adjust the value".
    case hintVimArrowAdjust
    /// "h and l change column".
    case hintVimLeftRightColumn
    /// "h and l choose the answer".
    case hintVimLeftRightAnswer
    /// "h and l move the cursor".
    case hintVimLeftRightCursor
    /// "h, j, k and l move by day and week".
    case hintVimKeysDayWeek
    /// "Left or Right arrow for another component": a date's wheels.
    case hintOtherComponent
    /// "type digits to enter it": a numeric wheel.
    case hintTypeDigits
    /// "type the first letters to choose": a wheel of names (AM/PM, era).
    case hintTypeLetters
    /// "Enter submits the form": a form's last field.
    case hintEnterSubmitsForm
    /// "Enter goes to the next field".
    case hintEnterNextField
    /// "y answers yes", `{0}` the answering letters (``spokenLetterOr`` joins two).
    case hintAnswersYes
    /// "n answers no", `{0}` the answering letters.
    case hintAnswersNo

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
/// Every word of a language (the answers, the help line's verbs, the notices, screen-reader
/// mode's sentences) lives in that language's file in `Translations/` (`Chrome+de.swift`),
/// gathered in `chrome`.
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
        chrome[language]?()[word] ?? chrome[english]?()[word] ?? word.rawValue
    }

    /// The language keys the table holds (`en`, `zh-Hans`, `he`, …).
    public static var languages: [String] { chrome.keys.sorted() }

    /// The table key of `locale`: its language code, with the script for Chinese, whose two
    /// scripts write the words differently.
    package static func key(for locale: Locale) -> String {
        let language = locale.language.languageCode?.identifier ?? english
        guard language == "zh" else { return language }
        let script = locale.language.script?.identifier ?? locale.language.maximalIdentifier
        return script.contains("Hant") ? "zh-Hant" : "zh-Hans"
    }

    package static let english = "en"
}
