import Foundation
import PickerCore
import PickerTerminal
import TerminalUI

/// Everything about the person's setup that a prompt needs and a program should not have to
/// read itself: locale, time zone, calendar, the current moment, colours, screen-reader mode,
/// what to do without a terminal, and where the prompt is drawn.
///
/// ``current`` reads the process's environment each time it is asked, with the same rules as `pick`:
/// - **locale** from `LC_ALL`, else `LC_TIME`, else `LANG` (`de_DE.UTF-8`, `sr_RS@latin`, `C`;
///   see ``/PickerCore/LocaleName``); a name without data falls back to `en_US_POSIX` with a
///   one-line ``localeWarning``, which date prompts print when they open;
/// - **time zone** from `TZ` (`Europe/Berlin`, `:Europe/Berlin`, a zoneinfo path), else the
///   system's;
/// - **calendar** the locale's (`th_TH` is buddhist, `ja_JP@calendar=japanese` japanese);
/// - **colour depth** from `NO_COLOR`, `CLICOLOR_FORCE`, `COLORTERM` and `TERM`
///   (``/TerminalUI/ColorDepth``'s ``/TerminalUI/ColorDepth/detect(environment:)``);
/// - **theme** from `PICK_THEME` (`default`, `high-contrast`, `no-color`, `light`; see
///   ``/PickerTerminal/Theme/Name``), drawn at that colour depth;
/// - **screen-reader mode** from `PICK_ACCESSIBLE` (`1`/`0`, `true`/`false`, `yes`/`no`, `on`/`off`);
/// - **the chrome's language** (help line, notices) from `PICK_LANGUAGE`, else `LC_ALL`,
///   `LC_MESSAGES`, `LANGUAGE` or `LANG` (see `ChromeLanguage`), apart from the date locale.
///
/// Every prompt takes an environment, `.current` by default; change any part of a copy to
/// override it for one prompt or all of them.
///
/// ```swift
/// // LANG=de_DE.UTF-8 TZ=Europe/Berlin ./tool
/// let environment = PromptEnvironment.current
/// environment.locale.identifier     // "de_DE"
/// environment.timeZone.identifier   // "Europe/Berlin"
///
/// var fixed = PromptEnvironment.current
/// fixed.locale = Locale(identifier: "ja_JP")
/// fixed.withoutTerminal = .useInitial        // in CI, answer with the initial values
/// let day = try Prompt.date("Day", environment: fixed)
/// ```
public struct PromptEnvironment: Sendable {
    /// What a prompt does when there is no terminal to draw on.
    public enum WithoutTerminal: Equatable, Sendable {
        /// Throw ``PromptError/noTerminal(reason:)`` (the default, as `pick` exits 2).
        case fail
        /// Return the initial value, as `pick --no-input` prints it: for scripts and CI.
        case useInitial
    }

    /// The locale for names, orders and clocks of date prompts (`en_US_POSIX` unless set).
    public var locale: Locale {
        get { givenLocale ?? Locale(identifier: LocaleName.posixIdentifier) }
        set { givenLocale = newValue }
    }
    /// Whether the locale writes right to left: then every prompt is mirrored (Behaviour 1.4).
    public var isRightToLeft: Bool { locale.language.characterDirection == .rightToLeft }
    /// One line saying which variable named a locale without data (then ``locale`` is
    /// `en_US_POSIX`); nil when all is well. Date prompts print it when they open, unless given
    /// a locale of their own.
    public var localeWarning: String?
    /// The time zone wall-clock values are shown in (the system's unless set).
    public var timeZone: TimeZone {
        get { givenTimeZone ?? .current }
        set { givenTimeZone = newValue }
    }
    /// The calendar date prompts show (the locale's unless set).
    public var calendar: Calendar {
        get { givenCalendar ?? locale.calendar }
        set { givenCalendar = newValue }
    }
    // Locale, zone and calendar are made when a prompt first reads them, not when the
    // environment is: ICU's set-up for them (real work and the pages of its data)
    // is start-up time a choice, whose first frame never shows a date, would pay for nothing.
    private var givenLocale: Locale?
    private var givenTimeZone: TimeZone?
    private var givenCalendar: Calendar?
    /// The current moment, for "today" and default values; nil: the clock when a prompt opens.
    public var now: Date?
    /// The words of the prompts' chrome (help line, notices): their language and any a program
    /// puts in place of the package's (Behaviour 6.1). English unless set or read from the
    /// variables; apart from ``locale``, so English help can go with German dates.
    ///
    /// ```swift
    /// var environment = PromptEnvironment.current
    /// environment.strings = PromptStrings(language: "ja")
    /// environment.strings.overrides[.helpSelect] = "決定"   // "enter 決定" on the help line
    /// ```
    public var strings: PromptStrings
    /// The chrome's language, a `Translations` key (`de`, `zh-Hant`); setting it
    /// takes any language tag (`pt_BR`) and keeps ``strings``' overrides.
    ///
    /// ```swift
    /// var environment = PromptEnvironment.current
    /// environment.language = "en"   // English help line, whatever LANG says
    /// ```
    public var language: String {
        get { strings.language }
        set { strings = PromptStrings(language: newValue, overrides: strings.overrides) }
    }
    /// How many colours the terminal shows.
    public var colorDepth: ColorDepth
    /// The colours and markers prompts draw with; by default the default theme at ``colorDepth``.
    public var theme: Theme
    /// Screen-reader mode: plain lines instead of a drawn picker (see ``/PickerTerminal/AccessibleSession``).
    public var isAccessible: Bool
    /// What to do when there is no terminal.
    public var withoutTerminal: WithoutTerminal
    /// The terminal device prompts open.
    public var terminalPath: String
    /// Where prompts run: the real terminal by default; a test puts a virtual one here.
    public var terminal: any PromptTerminal
    /// Lines about settings that were ignored (a `PICK_ACCESSIBLE` that is not a yes or no),
    /// printed as warnings when a prompt opens.
    public var settingWarnings: [String]
    /// Prints warnings (a minute interval that falls back, an unknown `LANG`) when a prompt
    /// opens; by default `<program>: warning: <line>` on standard error.
    public var reportWarnings: @Sendable ([String]) -> Void

    /// An environment with every part given; ``current`` and ``init(variables:)`` read one.
    /// A locale, time zone or calendar left out is the default one (`en_US_POSIX`, the system's
    /// zone, the locale's calendar), made when a prompt first needs it; the chrome is English
    /// unless `strings` says otherwise.
    ///
    /// ```swift
    /// let environment = PromptEnvironment(locale: Locale(identifier: "de_DE"),
    ///                                     timeZone: TimeZone(identifier: "Europe/Berlin")!)
    /// ```
    public init(
        locale: Locale? = nil, timeZone: TimeZone? = nil,
        calendar: Calendar? = nil, now: Date? = nil, colorDepth: ColorDepth = .none, theme: Theme? = nil,
        isAccessible: Bool = false, withoutTerminal: WithoutTerminal = .fail, terminalPath: String = "/dev/tty",
        terminal: any PromptTerminal = SystemTerminal(), strings: PromptStrings = .english
    ) {
        self.strings = strings
        givenLocale = locale
        localeWarning = nil
        givenTimeZone = timeZone
        givenCalendar = calendar
        self.now = now
        self.colorDepth = colorDepth
        self.theme = theme ?? Theme.default(for: colorDepth)
        self.isAccessible = isAccessible
        self.withoutTerminal = withoutTerminal
        self.terminalPath = terminalPath
        self.terminal = terminal
        settingWarnings = []
        reportWarnings = Self.printWarnings
    }

    /// The process's environment, read again on every access. A setting that cannot be read is
    /// ignored with a line in ``settingWarnings`` rather than stopping the program.
    ///
    /// Each access reads the variables as they are then, so a variable the program sets before
    /// a prompt (`setenv("TZ", …)`) counts from that prompt on. Keep one reading in a constant
    /// to show several prompts with the same environment, or to change parts of it.
    ///
    /// ```swift
    /// let fruit = try Prompt.choose("Fruit", from: fruits, environment: .current)   // the default
    /// ```
    ///
    /// Inside `withCurrent(_:operation:)` it is the environment given there instead, so a
    /// test can run a whole program's prompts in a virtual terminal.
    public static var current: PromptEnvironment {
        scoped ?? reading(ProcessInfo.processInfo.environment)
    }

    /// The environment `variables` describe, leniently: a setting that cannot be read is
    /// ignored, with its line in ``settingWarnings``. What ``current`` reads the process's
    /// variables with.
    ///
    /// ```swift
    /// let environment = PromptEnvironment.reading(["LANG": "ja_JP.UTF-8", "PICK_ACCESSIBLE": "maybe"])
    /// environment.locale.identifier   // "ja_JP"
    /// environment.settingWarnings     // ["PICK_ACCESSIBLE must be 1 or 0 (true or false), not 'maybe'; ignored"]
    /// ```
    public static func reading(_ variables: [String: String]) -> PromptEnvironment {
        do {
            return try PromptEnvironment(variables: variables)
        } catch {
            // Each setting on its own, so one bad variable does not drop the others.
            let accessible = (try? switchSetting(accessibleVariable, in: variables)) ?? false
            let theme = try? themeSetting(in: variables)
            var environment = PromptEnvironment(reading: variables, accessible: accessible, theme: theme)
            environment.settingWarnings.append(error.description + "; ignored")
            return environment
        }
    }

    /// The environment `variables` describe, strictly: a setting that cannot be read
    /// (`PICK_ACCESSIBLE=maybe`, `PICK_THEME=neon`) throws ``PromptError/invalidEnvironment(_:)`` naming it,
    /// which is how `pick` treats it (exit 2).
    ///
    /// ```swift
    /// let environment = try PromptEnvironment(variables: ["LANG": "de_DE.UTF-8", "TZ": "Europe/Berlin"])
    /// environment.locale.identifier   // "de_DE"
    /// ```
    public init(variables: [String: String]) throws(PromptError) {
        let accessible = try Self.switchSetting(Self.accessibleVariable, in: variables) ?? false
        let theme = try Self.themeSetting(in: variables)
        self.init(reading: variables, accessible: accessible, theme: theme)
    }

    private init(reading variables: [String: String], accessible: Bool, theme: Theme.Name?) {
        let setting = LocaleName.fromEnvironment(variables)
        let depth = ColorDepth.detect(environment: variables)
        self.init(
            locale: setting.locale, timeZone: Self.timeZone(fromTZ: variables["TZ"]), colorDepth: depth,
            theme: Theme.named(theme ?? .default, for: depth), isAccessible: accessible,
            strings: PromptStrings(language: ChromeLanguage.key(in: variables)))
        localeWarning = setting.warning
    }
}
