import PickerCore
import PickerTerminal
import PickerFormats

/// `pick choose`'s watch styles (Behaviour 4): `--style list|stack|sequence|link` and what every
/// style may add (`--caption`, `--outline`, `--indicator`), plus items read as fields
/// (`--fields title,caption,image`) and what is printed (`--print`).
///
/// ```sh
/// printf 'Apple\tRed\nBanana\tYellow\n' | pick choose --style stack --fields title,caption
/// pick choose --style link --header Fruit Apple Banana Cherry
/// ```
struct ChooseStyleOptions {
    /// The `--style` values: the wheels, or a watch style (``StyleName`` reads `wheel` as `wheels`).
    enum Style: String, CaseIterable {
        case wheels, list, stack, sequence, link
    }

    // Values are read as text and checked when the command runs, as the date commands' are,
    // so each check has one message however the value was given.
    var style = Style.wheels.rawValue
    var caption: String?
    var outline = false
    var indicator: Bool?
    var fields: String?
    var printed = ItemOutput.title.rawValue
    var captionPosition = ItemListView.CaptionPlacement.under.rawValue

}

extension ChooseStyleOptions {
    static var flags: FlagTable<Self> {
        FlagTable([
            .text(
                "style", value: "STYLE",
                help: "How the items are shown: wheels (wheel is read too), list, stack, sequence or link (a button that opens the list). "
                    + "--limit/--no-limit work with all but link; --filter with the wheel and list.",
                default: Style.wheels.rawValue, completion: .words(Style.allCases.map(\.rawValue))) { $0.style = $1 },
            .text("caption", value: "TEXT", help: "One caption under the whole picker (list, stack, sequence, link).") { $0.caption = $1 },
            .toggle("outline", help: "Draw a focus ring (a rounded box) around the picker (list, stack, sequence, link).") { $0.outline = true },
            .toggle(
                "indicator",
                help: "Show a scroll indicator, a track with a thumb for the position (default: on for stack and sequence).") { $0.indicator = true },
            .toggle("no-indicator", help: "Hide the scroll indicator.") { $0.indicator = false },
            .text(
                "fields", value: "FIELDS",
                help: "Read each item as tab-separated fields, e.g. title,caption,image (any order, a subset).") { $0.fields = $1 },
            .text(
                "print", value: "PART",
                help: "What to print for the chosen item: title, caption, image, line or index (from 0).",
                default: ItemOutput.title.rawValue, completion: .words(ItemOutput.allCases.map(\.rawValue))) { $0.printed = $1 },
            .text(
                "caption-position", value: "PLACE", help: "Where the list puts item captions: under or beside the title.",
                default: ItemListView.CaptionPlacement.under.rawValue, completion: .words(ItemListView.CaptionPlacement.allCases.map(\.rawValue))) { $0.captionPosition = $1 },
        ])
    }
}
