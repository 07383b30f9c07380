import ArgumentParser
import PickerCore
import PickerTerminal

/// `pick choose`'s watch styles (SPEC 4): `--style list|stack|sequence|link` and what every
/// style may add (`--caption`, `--outline`, `--indicator`), plus items read as fields
/// (`--fields title,caption,image`) and what is printed (`--print`).
///
/// ```sh
/// printf 'Apple\tRed\nBanana\tYellow\n' | pick choose --style stack --fields title,caption
/// pick choose --style link --header Fruit Apple Banana Cherry
/// ```
struct ChooseStyleOptions: ParsableArguments {
    /// The `--style` values: the wheel, or a watch style.
    enum Style: String, CaseIterable, ExpressibleByArgument {
        case wheel, list, stack, sequence, link

        /// The watch style, or nil for the wheel.
        var watchStyle: WatchStyle? { WatchStyle(rawValue: rawValue) }
    }

    @Option(help: ArgumentHelp(
        "How the items are shown: wheel (default), list, stack, sequence or link (a button that opens the list).",
        valueName: "STYLE"))
    var style: Style = .wheel

    @Option(help: ArgumentHelp("One caption under the whole picker (list, stack, sequence, link).", valueName: "TEXT"))
    var caption: String?

    @Flag(help: "Draw a focus ring (a rounded box) around the picker (list, stack, sequence, link).")
    var outline = false

    @Flag(
        inversion: .prefixedNo,
        help: "Show a scroll indicator, a track with a thumb for the position (default: on for stack and sequence).")
    var indicator: Bool?

    @Option(help: ArgumentHelp(
        "Read each item as tab-separated fields, e.g. title,caption,image (any order, a subset).", valueName: "FIELDS"))
    var fields: String?

    @Option(name: .customLong("print"), help: ArgumentHelp(
        "What to print for the chosen item: title (default), caption, image, line or index (from 0).", valueName: "PART"))
    var printed: String = ItemOutput.title.rawValue

    @Option(name: .customLong("caption-position"), help: ArgumentHelp(
        "Where the list puts item captions: under (default) or beside the title.", valueName: "PLACE"))
    var captionPosition: String = ItemListView.CaptionPlacement.under.rawValue

    func validate() throws {
        if let fields {
            do { _ = try ItemFields(parsing: fields) } catch { throw ValidationError("--fields: \(error.description)") }
        }
        if ItemOutput(rawValue: printed) == nil {
            throw ValidationError("--print must be title, caption, image, line or index, not '\(printed)'")
        }
        if ItemListView.CaptionPlacement(rawValue: captionPosition) == nil {
            throw ValidationError("--caption-position must be under or beside, not '\(captionPosition)'")
        }
        if style == .wheel, fields != nil || caption != nil || outline || indicator != nil || printed != "title" {
            throw ValidationError("--fields, --caption, --outline, --indicator and --print need --style list, stack, sequence or link")
        }
    }

    /// The fields items are read with (validated).
    var itemFields: ItemFields { fields.flatMap { try? ItemFields(parsing: $0) } ?? .wholeLine }

    /// The decorations the flags ask for, for `style`.
    func decorations(for style: WatchStyle) -> WatchDecorations {
        WatchDecorations(caption: caption, outline: outline, indicator: indicator ?? style.showsIndicatorByDefault)
    }
}
