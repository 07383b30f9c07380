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

    init(environment: [String: String] = [:], pipedInput: InputReader? = nil, terminalPath: String = "/dev/tty") {
        self.environment = environment
        self.pipedInput = pipedInput
        self.terminalPath = terminalPath
    }

    /// Whether the locale of `LC_ALL`, `LC_TIME` or `LANG` writes right to left (`ar_EG`,
    /// `he_IL`): then pickers with components or rows mirror them (Behaviour 1.4). Read only
    /// when a picker is built, as the locale costs ICU's set-up.
    var isRightToLeft: Bool {
        LocaleName.fromEnvironment(environment).locale.language.characterDirection == .rightToLeft
    }

    /// This process's environment, standard input and controlling terminal.
    static func process(environment: [String: String]) -> Self {
        Self(environment: environment, pipedInput: StandardStreams.inputIsTerminal ? nil : .standardInput)
    }

    /// The environment PickerKit's prompts run in: the terminal at ``terminalPath``, the colour
    /// depth, theme (`PICK_THEME`) and screen-reader mode these variables ask for (a
    /// `PICK_ACCESSIBLE` that is not a yes or no, or a theme `pick` does not have, is a usage
    /// error naming the variable). The locale and zone are read only by the date commands
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
            terminalPath: terminalPath)
        if let terminal { prompts.terminal = terminal }
        return prompts
    }
}
