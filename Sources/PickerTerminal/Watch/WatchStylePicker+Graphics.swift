import TerminalUI

/// Card content that can show pictures in real pixels (see ``GraphicsPicker``): it is told
/// whether the terminal speaks the kitty graphics protocol and, when it does, leaves the
/// pictures' cells blank while drawing and hands the pictures of the frame it drew to the
/// session.
///
/// ```swift
/// let content = ImageCardContent(paths: paths)          // a GraphicsCardContent
/// var picker = WatchStylePicker(wheel, style: .stack, content: content)
/// picker.speaksKittyGraphics = true                     // what the session does on a yes
/// ```
public protocol GraphicsCardContent: ItemCardContent {
    /// True once the terminal said it speaks the kitty graphics protocol (the content keeps it
    /// in shared storage, so it can be set through a copy).
    var speaksKittyGraphics: Bool { get nonmutating set }
    /// The pictures of the frame drawn last, relative to its top-left cell; each frame's are
    /// given once.
    func takeGraphics() -> [GraphicsPlacement]
}

extension GraphicsCardContent {
    /// Content that shows pictures is itself.
    public var graphicsContent: (any GraphicsCardContent)? { self }
}

/// The watch styles show real pixels when their content can (`pick image`).
extension WatchStylePicker: GraphicsPicker {
    /// True when the content can show pictures (only then is the terminal asked).
    public var usesGraphics: Bool { content.graphicsContent != nil }

    /// Whether the terminal speaks kitty graphics, kept by the content.
    public var speaksKittyGraphics: Bool {
        get { content.graphicsContent?.speaksKittyGraphics ?? false }
        set { content.graphicsContent?.speaksKittyGraphics = newValue }
    }

    /// The pictures the content drew in the last frame.
    public func graphics(in size: AreaSize, theme: Theme) -> [GraphicsPlacement] {
        content.graphicsContent?.takeGraphics() ?? []
    }
}
