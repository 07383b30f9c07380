import Foundation
import PickerCore
import PickerKit

/// What a `pick` command runs with besides its flags: the environment, where piped items come
/// from, and the terminal it may open.
///
/// `main` makes the process's own (``process``); tests make their own, so a command runs
/// in-process with a chosen environment, a pipe of items, and a terminal that cannot open.
///
/// ```swift
/// let context = CommandContext(environment: ["PICK_CHOOSE_NO_INPUT": "1"])
/// PickCommandLine.run(arguments: ["choose", "Apple"], context: context).standardOutput   // "Apple\n"
/// ```
struct CommandContext {
    /// The environment variables (`PICK_*`, `LANG`, `TZ`, `PICK_ACCESSIBLE`, colour hints).
    var environment: [String: String]
    /// Standard input when it is not a terminal: `pick choose` reads its items there. Nil when
    /// standard input is the terminal (then there is nothing piped to read).
    var pipedInput: InputReader?
    /// The terminal the picker is drawn on.
    var terminalPath: String
    /// Where prompts run instead of the terminal at ``terminalPath``: nil for the real one; tests
    /// put a virtual terminal here, so a command's real picker runs under a key script in-process.
    var terminal: (any PromptTerminal)?
    /// When the command started, on ``PickerTerminal/MonotonicClock``: `--timeout` counts from
    /// here, whatever `pick` waits for first (Behaviour 6.6).
    var started = MonotonicClock.now()
    /// Whether this is the `pick` process itself rather than a test running a command
    /// in-process: then a date command may set process-wide defaults (its zone as
    /// Foundation's, ``CalendarSettingOptions/resolve(locale:calendar:timeZone:in:)``).
    var ownsProcess = false

    init(environment: [String: String] = [:], pipedInput: InputReader? = nil, terminalPath: String = "/dev/tty") {
        self.environment = environment
        self.pipedInput = pipedInput
        self.terminalPath = terminalPath
    }

    /// Whether the locale of `LC_ALL`, `LC_TIME` or `LANG` writes right to left (`ar_EG`,
    /// `he_IL`): then pickers with components or rows mirror them (Behaviour 1.4).
    ///
    /// Only the language (and script) decides the direction, so the name is not checked
    /// against the locales with data as the date commands check it: that check is most of a
    /// wheel's start-up before its first frame. A name with a POSIX modifier (`sd_IN@devanagari`
    /// names a script) is read in full, as ``LocaleName`` reads it.
    var isRightToLeft: Bool {
        var named: String?
        for variable in ["LC_ALL", "LC_TIME", "LANG"] where named == nil {
            if let value = environment[variable], !value.isEmpty { named = value }
        }
        guard let setting = named else { return false }
        if setting.contains("@") {
            return LocaleName.fromEnvironment(environment).locale.language.characterDirection == .rightToLeft
        }
        let base = String(setting.prefix { $0 != "." })
        guard !base.isEmpty, base != "C", base != "POSIX" else { return false }
        let subtags = base.split(separator: "_").flatMap { $0.split(separator: "-") }
        // Most settings name a language written left to right in every script and region it
        // has (`en_US`, `de_DE`): no need to ask ICU, whose set-up would delay the first frame.
        // A script subtag (`zh_Hant_TW`), or any other language, is ICU's to decide.
        var hasScript = false
        for subtag in subtags where subtag.count == 4 { hasScript = true }
        if !hasScript, let language = subtags.first, Self.leftToRightLanguages.contains(language.lowercased()) {
            return false
        }
        return Locale.Language(identifier: base).characterDirection == .rightToLeft
    }

    /// Languages written left to right whatever their region: none has a right-to-left script
    /// that a region alone selects (as `pa_PK`, `az_IR` or `uz_AF` select Arabic).
    private static let leftToRightLanguages: Set<String> = [
        "bg", "bn", "ca", "cs", "cy", "da", "de", "el", "en", "eo", "es", "et", "eu", "fi", "fil", "fr", "ga", "gl",
        "gu", "hi", "hr", "hu", "hy", "id", "is", "it", "ja", "ka", "kk", "km", "kn", "ko", "lt", "lv", "mk", "ml",
        "mr", "nb", "nl", "nn", "no", "pl", "pt", "ro", "ru", "sk", "sl", "sq", "sr", "sv", "sw", "ta", "te", "th",
        "tr", "uk", "vi", "zh",
    ]

    /// This process's environment, standard input and controlling terminal.
    static func process(environment: [String: String]) -> Self {
        var context = Self(environment: environment, pipedInput: StandardStreams.inputIsTerminal ? nil : .standardInput)
        context.ownsProcess = true
        return context
    }

    /// The environment PickerKit's prompts run in: the terminal at ``terminalPath``, the colour
    /// depth, theme (`PICK_THEME`) and screen-reader mode these variables ask for (a
    /// `PICK_ACCESSIBLE` that is not a yes or no, or a theme `pick` does not have, is a usage
    /// error naming the variable), and the chrome's language (`PICK_LANGUAGE`, `LC_ALL`,
    /// `LC_MESSAGES`, `LANGUAGE`, `LANG`; read without ICU). The locale and zone are read only by the date commands
    /// (``DatePickerRequest``) and, for the direction alone, by ``isRightToLeft`` once a picker
    /// is built, so no command pays for ICU's locale list before it knows it shows one.
    func promptEnvironment() throws(PickFailure) -> PromptEnvironment {
        let accessible: Bool
        let theme: Theme.Name?
        do {
            accessible = try PromptEnvironment.switchSetting(PromptEnvironment.accessibleVariable, in: environment) ?? false
            theme = try PromptEnvironment.themeSetting(in: environment)
        } catch {
            throw .usage(error.description)
        }
        let depth = ColorDepth.detect(environment: environment)
        var prompts = PromptEnvironment(
            colorDepth: depth, theme: Theme.named(theme ?? .default, for: depth), isAccessible: accessible,
            terminalPath: terminalPath, strings: PromptStrings(language: ChromeLanguage.key(in: environment)))
        if let terminal { prompts.terminal = terminal }
        return prompts
    }
}
