import ArgumentParser
import PickerKit
import PickerKitImages

/// `pick image [FILE...]`: choose an image from cards; prints the chosen path byte for byte.
struct ImageCommand: PlainCommand {
    static let commandName = "image"

    var files: [String] = []
    var style = WatchStyle.stack.rawValue
    var fields = "image"
    var session = SessionFlags()

    static let environmentFlags: [EnvironmentFlag] =
        [.init("style", .value), .init("fields", .value)] + SessionFlags.environmentFlags

    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome {
        // Checked here rather than in `validate()`, so the fast path and ArgumentParser parse
        // the same line alike and both report a bad value the same way.
        guard let style = WatchStyle(rawValue: style) else {
            throw .usage(LineRule.imagesNeedCards(self.style).message(.commandLine))
        }
        let settings = LinePickerSettings(PresentationOptions(session: session), isRightToLeft: context.isRightToLeft)
        let input = LineInput(arguments: files, piped: context.pipedInput)
        return try PickerLauncher.launch(
            building: { () throws(PromptError) in
                .prompt(try ImagePromptBuilder.build(input, fields: fields, style: style, settings))
            },
            presentation: session, context: context)
    }
}

extension ImageCommand {
    /// The command from a ``PlainArguments`` line (the fast path; see there).
    static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self {
        Self(
            files: line.items, style: line.string("style") ?? WatchStyle.stack.rawValue,
            fields: line.string("fields") ?? "image", session: try SessionFlags.reading(line))
    }

    /// The command as ArgumentParser declares it.
    struct Declaration: PickSubcommand {
        static let configuration = CommandConfiguration(
            commandName: ImageCommand.commandName,
            abstract: "Choose an image file; prints its path.",
            discussion: """
                Files come from the arguments, else one path per line from standard input. PNG and \
                JPEG are shown as pictures: real pixels in terminals that speak the kitty graphics \
                protocol, coloured half blocks in others, the file name only without colour \
                (NO_COLOR, TERM=dumb). A file that cannot be shown is a card saying why. The caption \
                is the file name unless --fields gives one: with --fields image,caption each line is \
                a path and a caption separated by a tab.

                Example: ls photos/*.jpg | pick image --style sequence --header "Cover picture"
                """
        )

        @Argument(help: "The image files (default: one path per line of standard input).")
        var files: [String] = []

        @Option(help: ArgumentHelp("How the cards are laid out: stack, sequence or list.", valueName: "STYLE"))
        var style: String = WatchStyle.stack.rawValue

        @Option(help: ArgumentHelp(
            "The tab-separated fields of each line, a subset of image,caption,title in any order (title is the caption).",
            valueName: "FIELDS"))
        var fields: String = "image"

        @OptionGroup var session: SessionFlags.Declaration

        var plain: ImageCommand { ImageCommand(files: files, style: style, fields: fields, session: session.flags) }
    }
}
