import PickerKit
import PickerKitImages

/// `pick image [FILE...]`: choose an image from cards; prints the chosen path byte for byte.
struct ImageCommand: PickSubcommand {
    static let name = "image"
    static let abstract = "Choose an image file; prints its path."
    static let discussion = """
        Files come from the arguments, else one path per line from standard input. PNG and \
        JPEG are shown as pictures: real pixels in terminals that speak the kitty graphics \
        protocol, coloured half blocks in others, the file name only without colour \
        (NO_COLOR, TERM=dumb). A file that cannot be shown is a card saying why. The caption \
        is the file name unless --fields gives one: with --fields image,caption each line is \
        a path and a caption separated by a tab.

        Example: ls photos/*.jpg | pick image --style sequence --header "Cover picture"
        """

    var files: [String] = []
    var style = WatchStyle.stack.rawValue
    var fields = "image"
    var session = SessionFlags()

    static var positional: PositionalArguments<Self>? {
        PositionalArguments(
            name: "files", help: "The image files (default: one path per line of standard input).", completion: .files) { $0.files = $1 }
    }

    static var flags: FlagTable<Self> {
        FlagTable([
            .text(
                "style", value: "STYLE", help: "How the cards are laid out: stack, sequence or list.",
                default: WatchStyle.stack.rawValue, completion: .words(["stack", "sequence", "list"])) { $0.style = $1 },
            .text(
                "fields", value: "FIELDS",
                help: "The tab-separated fields of each line, a subset of image,caption,title in any order (title is the caption).",
                default: "image") { $0.fields = $1 },
        ]) + SessionFlags.flags.lifted { $1(&$0.session) }
    }

    func execute(context: CommandContext) throws(PickFailure) -> CommandOutcome {
        guard let style = WatchStyle(rawValue: style) else {
            throw .usage(LineRule.imagesNeedCards(self.style).message(.commandLine))
        }
        let settings = LinePickerSettings(PresentationOptions(session: session), context: context)
        let input = LineInput(arguments: files, piped: context.pipedInput)
        return try PickerLauncher.launch(
            building: { () throws(PromptError) in
                .prompt(try ImagePromptBuilder.build(input, fields: fields, style: style, settings))
            },
            presentation: session, context: context)
    }
}
