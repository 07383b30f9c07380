import ArgumentParser
import PickerTerminal

/// `pick choose [ITEMS...]`: one wheel of items, from the arguments or one per line on stdin.
struct ChooseCommand: PickSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "choose",
        abstract: "Choose one item; prints it.",
        discussion: """
            Items come from the arguments, else one per line from standard input. The chosen \
            line is printed exactly as it was read, even when it is not valid UTF-8.

            Example: printf 'Apple\\nBanana\\nCherry\\n' | pick choose --header Fruit
            """
    )

    @Argument(help: "The items to choose from (default: lines of standard input).")
    var items: [String] = []

    @Option(help: ArgumentHelp("The item selected at first.", valueName: "VALUE"))
    var selected: String?

    @Option(help: ArgumentHelp("An item shown dimmed that cannot be chosen (repeatable).", valueName: "VALUE"))
    var disabled: [String] = []

    @OptionGroup var presentation: PresentationOptions

    static let environmentFlags: [EnvironmentFlag] =
        [.init("selected", .value), .init("disabled", .repeatedValue)] + PresentationOptions.environmentFlags

    func execute(environment: [String: String]) throws(PickFailure) -> Never {
        let items = try ItemInput.load(arguments: self.items, disabled: disabled, loops: presentation.loop)
        guard items.count > 0 else { throw .usage("no items to choose from") }
        if !disabled.isEmpty, !(0..<items.count).contains(where: { items.isRowEnabled($0, inComponent: 0, selection: [0]) }) {
            throw .usage("every item is --disabled: nothing could be chosen")
        }
        var initialRow = 0
        if let selected {
            guard let row = items.row(of: selected) else { throw .usage("--selected '\(selected)' is not among the items") }
            initialRow = row
        }
        let picker = PickerFactory.choose(items: items, selectedRow: initialRow, presentation: presentation)
        PickerLauncher.launch(picker, presentation: presentation.session, environment: environment)
    }
}

extension ChooseCommand {
    /// The command from a ``PlainArguments`` line (the fast path; see there).
    static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self {
        var command = Self()
        command.items = line.items
        command.selected = line.string("selected")
        command.disabled = line.strings("disabled")
        command.presentation = try PresentationOptions.reading(line)
        return command
    }
}
