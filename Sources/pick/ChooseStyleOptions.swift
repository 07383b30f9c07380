import ArgumentParser
import PickerCore
import PickerTerminal

/// `pick choose`'s watch styles (Behaviour 4): `--style list|stack|sequence|link` and what every
/// style may add (`--caption`, `--outline`, `--indicator`), plus items read as fields
/// (`--fields title,caption,image`) and what is printed (`--print`).
///
/// ```sh
/// printf 'Apple\tRed\nBanana\tYellow\n' | pick choose --style stack --fields title,caption
/// pick choose --style link --header Fruit Apple Banana Cherry
/// ```
///
/// Plain values, as ``SessionFlags`` (see there); ArgumentParser reads them through
/// ``Declaration``.
struct ChooseStyleOptions {
    /// The `--style` values: the wheels, or a watch style (``StyleName`` reads `wheel` as `wheels`).
    enum Style: String, CaseIterable {
        case wheels, list, stack, sequence, link
    }

    // Values are read as text and checked when the command runs, as the date commands' are:
    // the line parses the same on the fast path, and a bad value gets one `pick:` line.
    var style = Style.wheels.rawValue
    var caption: String?
    var outline = false
    var indicator: Bool?
    var fields: String?
    var printed = ItemOutput.title.rawValue
    var captionPosition = ItemListView.CaptionPlacement.under.rawValue
}

extension ChooseStyleOptions {
    /// The names of these flags, for environment variables: (long name, takes a value).
    static let environmentFlags: [EnvironmentFlag] = [
        .init("style", .value), .init("caption", .value), .init("outline", .flag), .init("indicator", .flag),
        .init("no-indicator", .flag), .init("fields", .value), .init("print", .value), .init("caption-position", .value),
    ]

    /// The flags from a ``PlainArguments`` line (the fast path; see there).
    static func reading(_ line: PlainArguments) throws(PlainArguments.Unreadable) -> Self {
        let indicator: Bool?
        switch (line.flag("indicator"), line.flag("no-indicator")) {
        case (false, false): indicator = nil
        case (true, false): indicator = true
        case (false, true): indicator = false
        // Both: ArgumentParser decides.
        case (true, true): throw PlainArguments.Unreadable()
        }
        return Self(
            style: line.string("style") ?? Style.wheels.rawValue, caption: line.string("caption"), outline: line.flag("outline"),
            indicator: indicator, fields: line.string("fields"), printed: line.string("print") ?? ItemOutput.title.rawValue,
            captionPosition: line.string("caption-position") ?? ItemListView.CaptionPlacement.under.rawValue)
    }

    /// The flags as ArgumentParser declares them.
    struct Declaration: ParsableArguments {
        @Option(help: ArgumentHelp(
            "How the items are shown: wheels (the default; wheel is read too), list, stack, sequence or link (a button that opens the list). "
                + "--limit/--no-limit work with all but link; --filter with the wheel and list, without --limit on the list.",
            valueName: "STYLE"))
        var style: String = Style.wheels.rawValue

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

        /// The values parsed.
        var options: ChooseStyleOptions {
            ChooseStyleOptions(
                style: style, caption: caption, outline: outline, indicator: indicator, fields: fields, printed: printed,
                captionPosition: captionPosition)
        }
    }
}
