import PickerImages
import PickerKit

/// Builds the image picker `pick image` and `Prompt.chooseImage` show (Behaviour 4.1-4.3):
/// checks the style and the files (``LineRule``), and makes the cards through
/// `ImagePicker.make`, in one place for both.
///
/// ```swift
/// var settings = LinePickerSettings()
/// settings.header = "Cover"
/// let prompt = try ImagePromptBuilder.build(.arguments(["a.png", "b.jpg"]), fields: "image", style: .stack, settings)
/// prompt.initialValue   // "a.png"
/// ```
package enum ImagePromptBuilder {
    /// `pick image`: the lines of `input` read as `fields` (see ``ImageLines``), shown in
    /// `style`; the prompt's value is the chosen path's exact bytes.
    package static func build(
        _ input: LineInput, fields: String, style: WatchStyle, _ settings: LinePickerSettings,
        wording: LineWording = .commandLine
    ) throws(PromptError) -> LinePrompt {
        try check(style, wording: wording)
        let order = try ImageLines.fieldOrder(fields)
        let items = try ImageLines.read(input, deadline: settings.deadline).compactMap { ImageLines.item(from: $0, fields: order) }
        let picker = try picker(paths: items.map(\.path), titles: items.map(\.title), style: style, settings, wording: wording)
        return LinePrompt(PickerPrompt(picker, value: \.output))
    }

    /// The cards of the images at `paths`, titled `titles` (one each), in `style`.
    package static func picker(
        paths: [[UInt8]], titles: [String], style: WatchStyle, _ settings: LinePickerSettings, wording: LineWording
    ) throws(PromptError) -> WatchStylePicker {
        try check(style, wording: wording)
        guard !paths.isEmpty else { throw LineRule.noImages.error(wording) }
        guard titles.count == paths.count else {
            throw LineRule.imageTitlesMismatch(titles: titles.count, paths: paths.count).error(wording)
        }
        return ImagePicker.make(
            paths: paths, titles: titles, style: style, header: settings.header, showsHelp: settings.showsHelp,
            isRightToLeft: settings.isRightToLeft)
    }

    /// Images are cards: the link, a closed button, has none to show them on.
    private static func check(_ style: WatchStyle, wording: LineWording) throws(PromptError) {
        if style == .link { throw LineRule.imagesNeedCards(style.rawValue).error(wording) }
    }
}
