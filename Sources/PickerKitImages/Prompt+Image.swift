import PickerCore
import PickerImages
import PickerKit
import PickerTerminal

extension Prompt {
    /// Asks for one of the image files at `paths`, shown as cards (Behaviour 4.2, 4.3, 4.1): a stack
    /// (the default), one card at a time, or a list, each with its picture and its title (the
    /// file's name unless `titles` gives one); returns the path chosen.
    ///
    /// PNG and JPEG are decoded off the key path, only the cards in sight and the next few;
    /// pictures are real pixels where the terminal speaks the kitty graphics protocol, half
    /// blocks in other colour terminals, and the titles alone without colour. A file that cannot
    /// be shown is a card saying why.
    ///
    /// - Throws: `PromptError.invalidArgument(_:)` for no paths, titles not one a path, or the
    ///   link style; otherwise how the prompt ended without an answer.
    ///
    /// ```swift
    /// let cover = try Prompt.chooseImage("Cover picture", from: ["photos/a.jpg", "photos/b.png"])
    /// // Cover picture
    /// // ╭──────────────────────────────╮ ┃
    /// // │          ▀▀▀▀▀▀▀▀▀▀          │ │
    /// // │            a.jpg             │ │
    /// // ╰──────────────────────────────╯ │
    /// //   ╰───────── b.png ──────────╯   │
    /// // ↑↓ change · enter select · esc cancel
    /// ```
    public static func chooseImage(
        _ question: String? = nil, from paths: [String], titles: [String]? = nil, style: WatchStyle = .stack,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) throws(PromptError) -> String {
        try choosingImage(
            question, from: paths, titles: titles, style: style,
            isRightToLeft: environment.isRightToLeft, presentation: presentation
        ).run(presentation: presentation, environment: environment)
    }

    /// The `async` twin of `chooseImage(_:from:titles:style:presentation:environment:)`:
    /// cancelling the task closes the prompt and throws `PromptError.taskCancelled`.
    ///
    /// ```swift
    /// let cover = try await Prompt.chooseImage("Cover picture", from: ["a.jpg", "b.png"])
    /// ```
    public static func chooseImage(
        _ question: String? = nil, from paths: [String], titles: [String]? = nil, style: WatchStyle = .stack,
        presentation: PromptPresentation = PromptPresentation(), environment: PromptEnvironment = .current
    ) async throws(PromptError) -> String {
        try await choosingImage(
            question, from: paths, titles: titles, style: style,
            isRightToLeft: environment.isRightToLeft, presentation: presentation
        ).run(presentation: presentation, environment: environment)
    }

    /// The prompt `chooseImage(_:from:titles:style:presentation:environment:)` runs, for a
    /// caller that runs it itself.
    ///
    /// ```swift
    /// let prompt = try Prompt.choosingImage("Cover", from: ["a.png", "b.png"])
    /// prompt.initialValue   // "a.png"
    /// ```
    public static func choosingImage(
        _ question: String? = nil, from paths: [String], titles: [String]? = nil, style: WatchStyle = .stack,
        isRightToLeft: Bool = false, presentation: PromptPresentation = PromptPresentation()
    ) throws(PromptError) -> PickerPrompt<WatchStylePicker, String> {
        var settings = LinePickerSettings()
        (settings.header, settings.showsHelp, settings.isRightToLeft) = (question, presentation.showsHelp, isRightToLeft)
        let bytes = paths.map { Array($0.utf8) }
        let names = titles ?? bytes.map(ImagePicker.fileName(of:))
        let picker = try ImagePromptBuilder.picker(paths: bytes, titles: names, style: style, settings, wording: .swift)
        return PickerPrompt(
            picker,
            answer: { answered in
                PickerPrompt<WatchStylePicker, String>.answeredLine(
                    title: question, answer: names[answered.wheel.selectedRow(inComponent: 0) ?? 0])
            },
            value: { answered in paths[answered.wheel.selectedRow(inComponent: 0) ?? 0] })
    }
}
