import Foundation
import PickerCore
import PickerImages
import PickerKit
import PickerTerminal

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
            name: "files", help: "The image files (default: one path per line of standard input).", completion: .files, path: \.files)
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
        guard let style = WatchStyle(rawValue: style), style != .link else {
            throw .usage("--style must be stack, sequence or list, not '\(self.style)'")
        }
        let order = try ImageLines.fieldOrder(fields)
        let lines: [[UInt8]]
        if !files.isEmpty {
            lines = files.map { Array($0.utf8) }
        } else if let reader = context.pipedInput {
            lines = try ImageLines.read(reader)
        } else {
            throw .usage("no images: give the files as arguments, or pipe their paths one per line on stdin")
        }
        let items = lines.compactMap { ImageLines.item(from: $0, fields: order) }
        guard !items.isEmpty else { throw .usage("no images to choose from") }
        let direction = LocaleName.fromEnvironment(context.environment).locale.language.characterDirection
        let picker = ImagePicker.make(
            paths: items.map(\.path), titles: items.map(\.title), style: style, header: session.header,
            showsHelp: !session.noHelp, isRightToLeft: direction == .rightToLeft)
        return try PickerLauncher.launch(PickerPrompt(picker, value: \.output), presentation: session, context: context)
    }
}

/// Lines of `pick image`'s input: a path alone, or tab-separated fields.
enum ImageLines {
    enum Field: String { case image, caption, title }

    /// The fields `text` lists (e.g. "caption,image"); throws unless it names `image` once and
    /// only known fields.
    static func fieldOrder(_ text: String) throws(PickFailure) -> [Field] {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let fields = names.compactMap(Field.init(rawValue:))
        guard fields.count == names.count, Set(fields).count == fields.count, fields.contains(.image) else {
            throw .usage("--fields must name image and may add caption or title, not '\(text)'")
        }
        return fields
    }

    /// The title and path a line stands for (the title is the file's name unless the line gives
    /// one); nil for an empty line or one without its path.
    static func item(from line: [UInt8], fields: [Field]) -> (title: String, path: [UInt8])? {
        let parts = fields.count == 1 ? [line[...]] : line.split(separator: 0x09, omittingEmptySubsequences: false)
        var path: [UInt8]?
        var title: String?
        for (field, part) in zip(fields, parts) {
            switch field {
            case .image: path = Array(part)
            case .caption, .title: title = title ?? String(decoding: part, as: UTF8.self)
            }
        }
        guard let path, !path.isEmpty else { return nil }
        return (title.flatMap { $0.isEmpty ? nil : $0 } ?? ImagePicker.fileName(of: path), path)
    }

    /// Every line of `reader` up to its end, without line endings (a CR before LF too).
    static func read(_ reader: InputReader) throws(PickFailure) -> [[UInt8]] {
        var bytes: [UInt8] = []
        while true {
            switch reader.read(upTo: 1 << 16) {
            case .bytes(let chunk): bytes += chunk
            case .end:
                return bytes.split(separator: 0x0A).map { $0.last == 0x0D ? Array($0.dropLast()) : Array($0) }
            case .failed(let error): throw .usage(error.description)
            }
        }
    }
}
