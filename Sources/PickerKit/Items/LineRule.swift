import PickerTerminal

/// Every rule a line picker's settings and lines must meet before it is shown, each with its
/// sentence in ``LineWording``'s two vocabularies. The builders (``LinePickerBuilder``,
/// ``LinePickers``, ``ColumnsBuilder`` and the image builder of PickerKitImages) throw these
/// and nothing else, so a rule reads the same on every path that can break it.
///
/// ```swift
/// LineRule.selectedMissing("Kiwi").error(.commandLine)   // --selected 'Kiwi' is not among the items
/// LineRule.selectedMissing("Kiwi").error(.swift)         // the selected item 'Kiwi' is not among the items
/// ```
package enum LineRule: Equatable, Sendable {
    /// Nothing to choose from.
    case noItems
    /// No lines given and no stream to read them from.
    case noInput
    /// A preset value is not among the lines.
    case selectedMissing(String)
    /// A preset value is not the title of any item (items read as fields).
    case selectedTitleMissing(String)
    /// Every line is disabled (Behaviour 1.10).
    case allDisabled
    /// A preset is a disabled line (Behaviour 1.10).
    case selectedDisabled(String)
    /// Several presets while choosing one.
    case severalSelectedNeedSeveral
    /// Choosing several on more than one wheel (`components` wheels).
    case severalNeedOneComponent(components: Int)
    /// More presets than the limit allows (`count`, `limit`; `presets` names the flag).
    case tooManySelected(count: Int, limit: Int, presets: String)
    /// A limit below one.
    case limitTooSmall(Int)
    /// A minimum count above the limit.
    case minimumAboveLimit(minimum: Int, limit: Int)
    /// The watch styles' options (fields, captions, outline, indicator, what is printed) with
    /// the wheel style, which has no place for them.
    case lookNeedsWatchStyle
    /// Filtering a style that shows one item at a time (stack, sequence, link): a narrowing
    /// count would be all a person saw (Behaviour 5.3).
    case filterNeedsList(WatchStyle)
    /// Several choices on the link, a closed button showing one item.
    case severalNeedList
    /// No wheels at all.
    case noComponents
    /// A column of wheels with no values (`component` counts from 1).
    case emptyComponent(Int)
    /// More presets than wheels.
    case tooManyComponentValues(count: Int, components: Int)
    /// A preset value that is not in its wheel (`component` counts from 1).
    case componentValueMissing(String, component: Int)
    /// Images shown in a style that has no cards for them: the link, or a name that is no
    /// watch style at all (the style as written).
    case imagesNeedCards(String)
    /// No images to choose from.
    case noImages
    /// Image lines and no stream to read them from.
    case noImageInput
    /// Image titles not one per path.
    case imageTitlesMismatch(titles: Int, paths: Int)
    /// Standard input could not be read.
    case unreadable(String)

    /// The rule broken, as an invalid argument (`pick` prints it as its usage error, status 2).
    package func error(_ wording: LineWording) -> PromptError { .invalidArgument(message(wording)) }

    /// The rule broken, in `wording`'s words.
    package func message(_ wording: LineWording) -> String {
        let flags = wording == .commandLine
        switch self {
        case .noItems: return "no items to choose from"
        case .noInput: return "no items: give them as arguments, or pipe them one per line on stdin"
        case .selectedMissing(let value):
            return flags ? "--selected '\(value)' is not among the items" : "the selected item '\(value)' is not among the items"
        case .selectedTitleMissing(let title):
            return flags ? "--selected '\(title)' is not among the items' titles" : "the selected title '\(title)' is not among the items"
        case .allDisabled:
            return flags ? "every item is --disabled: nothing could be chosen" : "every item is disabled: nothing could be chosen"
        case .selectedDisabled(let value):
            return flags ? "--selected '\(value)' is --disabled" : "a selected item is disabled: \(value)"
        case .severalSelectedNeedSeveral:
            return flags
                ? "give one --selected, or --limit N / --no-limit to choose several"
                : "give one selected item, or choose several"
        case .severalNeedOneComponent(let components):
            return flags
                ? "--limit and --no-limit choose several values of one --component, not \(components)"
                : "choosing several takes one component, not \(components)"
        case .tooManySelected(let count, let limit, let presets):
            return flags
                ? "\(count) \(presets) values, but at most \(limit) can be chosen (--limit)"
                : "\(count) items selected, but at most \(limit) can be chosen"
        case .limitTooSmall(let limit):
            return flags ? "--limit must be at least 1, not \(limit)" : "the limit must be at least 1, not \(limit)"
        case .minimumAboveLimit(let minimum, let limit):
            return flags
                ? "--min-count \(minimum) is more than --limit \(limit)"
                : "the minimum count \(minimum) is more than the limit \(limit)"
        case .lookNeedsWatchStyle:
            return flags
                ? "--fields, --caption, --outline, --indicator, --print and --caption-position need --style list, stack, sequence or link"
                : "captions, an outline, an indicator and fields need a watch style"
        case .filterNeedsList(let style):
            return flags
                ? "--filter, --query, --select-1 and --exit-0 work with the wheel and list styles, not --style \(style.rawValue)"
                : "filtering needs the list style, not .\(style.rawValue)"
        case .severalNeedList:
            return flags
                ? "--limit, --no-limit and --min-count need a list; --style link shows one item on a button"
                : "choosing several needs a list; the link shows one item on a button"
        case .noComponents: return flags ? "give at least one --component a,b,c" : "no components to choose from"
        case .emptyComponent(let component): return "component \(component) has no values"
        case .tooManyComponentValues(let count, let components):
            return flags
                ? "\(count) --selected values for \(components) components"
                : "\(count) selected values for \(components) components"
        case .componentValueMissing(let value, let component):
            return flags
                ? "--selected '\(value)' is not among the values of component \(component)"
                : "'\(value)' is not among the values of component \(component)"
        case .imagesNeedCards(let style):
            return flags
                ? "--style must be stack, sequence or list, not '\(style)'"
                : "images are shown as a stack, a sequence or a list, not a link"
        case .noImages: return "no images to choose from"
        case .noImageInput: return "no images: give the files as arguments, or pipe their paths one per line on stdin"
        case .imageTitlesMismatch(let titles, let paths):
            return "\(titles) titles for \(paths) images: give one title an image"
        case .unreadable(let reason): return reason
        }
    }
}
