/// Every cache that lives as long as the process, in one list: what each keeps, how far it may
/// grow, and how it makes room.
///
/// The caches themselves stay beside the code they serve (each is a ``Locked`` value there),
/// but their bounds are read from here, so this list cannot drift from what the code does,
/// and a new cache is added here first. Each keeps work a frame or a keystroke would otherwise
/// repeat (ICU formatting, folding tables); none keeps anything a person typed or chose.
///
/// | Cache | Module | Bound | Making room |
/// |---|---|---|---|
/// | ``longGraphemes`` | TerminalUI | distinct long clusters drawn | never |
/// | ``dayCountTexts`` | PickerCore | 1,024 texts | emptied when full |
/// | ``foldingTables`` | PickerCore | 16 locales | emptied when full |
/// | ``datePatterns`` | PickerCore | 20,000 patterns | emptied when full |
/// | ``layoutFormatters`` | PickerCore | live layouts | dead entries dropped on insert |
/// | ``dateTitles`` | PickerCore | live layouts × 20,000 titles a table | dead entries dropped on insert; a table emptied when full |
/// | ``todayWords`` | PickerCore | 64 languages | emptied when full |
///
/// ```swift
/// ProcessCaches.dayCountTexts.capacity   // 1_024
/// ProcessCaches.all.map(\.name)          // every cache's name, for a report
/// ```
package enum ProcessCaches {
    /// How a cache makes room.
    package enum Eviction: Equatable, Sendable {
        /// Past ``Entry/capacity`` it starts afresh: cheaper than ordering entries by use, and
        /// what it keeps is quickly made again.
        case emptiedWhenFull
        /// It holds entries for objects held elsewhere weakly; entries whose object is gone are
        /// dropped whenever one is added, so it is as large as what is alive.
        case deadEntriesDropped
        /// It only grows, by values few enough to keep for the life of the process.
        case never
    }

    /// One process-wide cache.
    package struct Entry: Equatable, Sendable {
        /// The type holding it, as the code names it.
        package var name: String
        /// The module it lives in.
        package var module: String
        /// What it keeps, and why keeping it pays.
        package var keeps: String
        /// The most entries it holds before making room; nil where ``eviction`` bounds it.
        package var capacity: Int?
        /// How it makes room.
        package var eviction: Eviction

        /// ``capacity``, or `Int.max` where there is none: the count a cache compares with
        /// before adding an entry.
        package var limit: Int { capacity ?? .max }
    }

    /// Grapheme clusters too long for a cell, numbered once (`LongGraphemeTable`): the same
    /// few emoji sequences come back frame after frame.
    package static let longGraphemes = Entry(
        name: "LongGraphemeTable", module: "TerminalUI",
        keeps: "grapheme clusters over 15 UTF-8 bytes, each numbered once so cells stay plain words",
        capacity: nil, eviction: .never)

    /// "N days" in a locale (`DayCountTexts`): `pick dates`' header asks every frame, and ICU's
    /// unit formatting is slow next to a dictionary look-up.
    package static let dayCountTexts = Entry(
        name: "DayCountTexts", module: "PickerCore", keeps: "the words for a count of days, per locale and count",
        capacity: 1_024, eviction: .emptiedWhenFull)

    /// ASCII folding tables per locale (`FoldingTables`): type-ahead and filtering fold every
    /// key with them, and making one asks Foundation to fold 128 strings.
    package static let foldingTables = Entry(
        name: "FoldingTables", module: "PickerCore", keeps: "a 128-byte ASCII folding table per locale",
        capacity: 16, eviction: .emptiedWhenFull)

    /// ICU's pattern for a skeleton in a locale (`DateSkeleton.pattern`): each answer opens
    /// ICU's pattern generator, and every date layout asks several.
    package static let datePatterns = Entry(
        name: "DateSkeleton.patterns", module: "PickerCore", keeps: "the locale's date pattern per skeleton and locale",
        capacity: 20_000, eviction: .emptiedWhenFull)

    /// The formatters of a locale and zone (`LayoutFormatters.shared`), held weakly: the grid,
    /// the time wheels and the printed value of one picker share them.
    package static let layoutFormatters = Entry(
        name: "LayoutFormatters.registry", module: "PickerCore",
        keeps: "the ICU formatters of each locale, zone and year naming a live layout uses",
        capacity: nil, eviction: .deadEntriesDropped)

    /// Wheel titles and month pages per live layout (`DateTitleCache`): each title is ICU
    /// formatting, asked for every row of every frame. Each layout's tables hold at most
    /// ``dateTitleCapacity`` entries and start afresh past it.
    package static let dateTitles = Entry(
        name: "DateTitleCache.registry", module: "PickerCore",
        keeps: "the title caches of each live layout's formatters and calendar",
        capacity: nil, eviction: .deadEntriesDropped)

    /// CLDR's word for "today" per chrome language (`PromptStrings`): the help line of a date
    /// picker names it every frame, and each language's word opens ICU's relative-date formatter.
    package static let todayWords = Entry(
        name: "PromptStrings.todays", module: "PickerCore", keeps: "ICU's relative name of today per chrome language",
        capacity: 64, eviction: .emptiedWhenFull)

    /// A chrome word's message pattern with its counts put in, per language (`MessagePattern`):
    /// a choose-many header draws its count every frame, and each formatting opens ICU's
    /// message format, which parses the pattern and loads the language's plural rules.
    package static let messageTexts = Entry(
        name: "MessagePattern.texts", module: "PickerCore",
        keeps: "a message pattern formatted with its counts, per pattern, language and counts",
        capacity: 256, eviction: .emptiedWhenFull)

    /// The most entries one table of a ``dateTitles`` cache holds before starting afresh: more
    /// titles than any picker shows in a long session, so scrolling through millennia cannot
    /// make it grow without bound.
    package static let dateTitleCapacity = 20_000

    /// Every process-wide cache.
    package static let all: [Entry] = [
        longGraphemes, dayCountTexts, foldingTables, datePatterns, layoutFormatters, dateTitles, todayWords,
        messageTexts,
    ]
}
