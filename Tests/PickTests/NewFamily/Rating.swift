import PickerKit

// A family added the way the architecture says a family is added, to show what it takes (issue
// 24, "Done when"): a model, a view, a key table and one builder, and for `pick` a command
// whose flags are a table. The family × rule matrix runs it like every other family.

/// The model: a rating from one to five stars.
struct Rating: Equatable {
    static let stars = 1 ... 5
    private(set) var value: Int

    init(_ value: Int) { self.value = min(max(value, Self.stars.lowerBound), Self.stars.upperBound) }

    mutating func step(by stars: Int) { self = Rating(value + stars) }
}

/// The view: `★★★☆☆`, one cell a star.
struct RatingView: TerminalView {
    var rating: Rating
    var text: String { String(repeating: "★", count: rating.value) + String(repeating: "☆", count: Rating.stars.upperBound - rating.value) }
    func preferredSize(forWidth width: Int) -> AreaSize { AreaSize(width: DisplayText.width(text), height: 1) }
    func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        buffer.write(text, x: area.x, y: area.y, style: theme.selected, clip: area)
    }
}

/// The key table and the picker: arrows step, Home and End go to the ends.
struct RatingPicker: PromptPicker {
    enum Action: Sendable { case step(Int), done, quit }
    var prompt: PromptFrame
    var rating: Rating
    var body: RatingView { RatingView(rating: rating) }
    var keyBindings: KeyBindingTable<Action> {
        KeyBindingTable([
            KeyBinding([KeyStroke(.up), KeyStroke(.right)], .step(1), help: "↑↓ stars", spoken: "Up and Down arrows change the stars", priority: .high),
            KeyBinding([KeyStroke(.down), KeyStroke(.left)], .step(-1)),
            KeyBinding([KeyStroke(.home)], .step(-Rating.stars.upperBound)),
            KeyBinding([KeyStroke(.end)], .step(Rating.stars.upperBound)),
            KeyBinding([KeyStroke(.enter)], .done, help: "enter select", spoken: "Enter selects", role: .confirm),
            KeyBinding([KeyStroke(.escape)], .quit, help: "esc cancel", spoken: "Escape cancels", role: .cancel),
        ]).applying(prompt.keyMode)  // --vim: the matrix fails a family that leaves this out
    }
    var spokenValue: String { "\(rating.value) of \(Rating.stars.upperBound) stars" }
    var output: [UInt8] { Array(String(rating.value).utf8) }

    mutating func perform(_ action: Action) -> PickerStatus {
        switch action {
        case .step(let stars): rating.step(by: stars)
        case .done: return .confirmed
        case .quit: return .cancelled
        }
        return .running
    }
}

/// The builder: the one place a rating picker is put together.
enum RatingPrompt {
    static func building(_ question: String?, stars: Int, showsHelp: Bool = true, isRightToLeft: Bool = false)
        -> PickerPrompt<RatingPicker, Int>
    {
        let frame = PromptFrame(header: question, showsHelp: showsHelp, isRightToLeft: isRightToLeft)
        return PickerPrompt(RatingPicker(prompt: frame, rating: Rating(stars)), value: \.rating.value)
    }
}
