import TerminalUI

/// A picker that shows pictures in real pixels on terminals that speak the kitty graphics
/// protocol, over cells it leaves blank in its frames.
///
/// The session asks the terminal once, as it opens or when ``usesGraphics`` first turns true
/// later, whether it speaks the protocol (see
/// `KittyGraphics.query` in TerminalUI); the answer comes back through the session's input decoder as a
/// `TerminalReply`, and a yes sets ``speaksKittyGraphics``. After each frame the session asks
/// for ``graphics(in:theme:)`` and sends the pictures that changed, deleting the ones that went;
/// when the session ends every picture is deleted.
///
/// ```swift
/// extension MyPicker: GraphicsPicker {
///     func graphics(in size: AreaSize, theme: Theme) -> [GraphicsPlacement] {
///         guard speaksKittyGraphics else { return [] }
///         return [GraphicsPlacement(id: 1, cells: Rect(x: 2, y: 1, width: 10, height: 5),
///                                   width: photo.width, height: photo.height, rgba: photo.pixels)]
///     }
/// }
/// ```
public protocol GraphicsPicker: TerminalPicker {
    /// Whether this picker shows pictures now (the question is asked once this is first true,
    /// as the session opens or on any later turn of its loop). Default: true.
    var usesGraphics: Bool { get }

    /// True once the terminal said it speaks the kitty graphics protocol.
    var speaksKittyGraphics: Bool { get set }

    /// The pictures to paint over a frame drawn in an area of `size` with `theme`, in cells
    /// relative to the area's top-left.
    func graphics(in size: AreaSize, theme: Theme) -> [GraphicsPlacement]
}

extension GraphicsPicker {
    /// Every graphics picker shows pictures unless it says otherwise.
    public var usesGraphics: Bool { true }

    /// A graphics picker is itself.
    public var graphicsPicker: (any GraphicsPicker)? { self }
}

/// One picture over a rectangle of cells.
public struct GraphicsPlacement: Sendable {
    /// The picture's id with the terminal (positive, unique among those shown at once).
    public var id: Int
    /// The cells it covers, relative to the picker's area.
    public var cells: Rect
    /// Pixels wide.
    public var width: Int
    /// Pixels high.
    public var height: Int
    /// `width × height` RGBA pixels, row after row.
    public var rgba: [UInt8]

    /// A placement of `rgba` pixels over `cells`.
    public init(id: Int, cells: Rect, width: Int, height: Int, rgba: [UInt8]) {
        self.id = id
        self.cells = cells
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}

/// What the session has sent of a ``GraphicsPicker``'s pictures.
struct GraphicsState {
    /// True once the support question was asked.
    var asked = false
    /// The pictures on screen: id → cells.
    var shown: [Int: Rect] = [:]
}

extension TerminalSession {
    /// Asks the terminal whether it speaks kitty graphics, for a picker that can use them.
    func askForGraphics<Picker: TerminalPicker>(_ picker: Picker) {
        guard !graphics.asked, let graphical = picker.graphicsPicker, graphical.usesGraphics else { return }
        graphics.asked = true
        terminal.write(String(decoding: KittyGraphics.query, as: UTF8.self))
    }

    /// Acts on the terminal's answers: a yes to the graphics question turns real pixels on.
    /// Returns true when the picker changed (a frame is due).
    func handle<Picker: TerminalPicker>(_ replies: [TerminalReply], _ picker: inout Picker) -> Bool {
        guard replies.contains(where: { if case .graphics(let text) = $0 { KittyGraphics.isPositiveAnswer(text) } else { false } }),
            var graphical = picker.graphicsPicker, !graphical.speaksKittyGraphics
        else { return false }
        graphical.speaksKittyGraphics = true
        guard let updated = graphical as? Picker else { return false }
        picker = updated
        return true
    }

    /// Sends the pictures that are new or moved since the last frame and deletes the ones that
    /// went, leaving the cursor where the frame left it.
    func paintGraphics<Picker: TerminalPicker>(_ picker: Picker, theme: Theme) {
        guard let graphical = picker.graphicsPicker, graphical.speaksKittyGraphics || !graphics.shown.isEmpty else { return }
        let placements = graphical.speaksKittyGraphics
            ? graphical.graphics(in: AreaSize(width: width, height: areaHeight), theme: theme) : []
        var bytes: [UInt8] = []
        let wanted = Dictionary(placements.map { ($0.id, $0.cells) }, uniquingKeysWith: { first, _ in first })
        for (id, cells) in graphics.shown where wanted[id] != cells {
            bytes += KittyGraphics.delete(id: id)
            graphics.shown[id] = nil
        }
        for placement in placements where graphics.shown[placement.id] == nil {
            // From where the frame left the cursor to the picture's top-left, and back (ESC 7/8).
            let rows = placement.cells.y - cursor.y
            let move = "\u{1B}7\r" + (rows < 0 ? TerminalSequences.up(-rows) : TerminalSequences.down(rows))
                + (placement.cells.x > 0 ? "\u{1B}[\(placement.cells.x)C" : "")
            bytes += Array(move.utf8)
            bytes += KittyGraphics.place(
                rgba: placement.rgba, width: placement.width, height: placement.height, id: placement.id,
                columns: placement.cells.width, rows: placement.cells.height)
            bytes += Array("\u{1B}8".utf8)
            graphics.shown[placement.id] = placement.cells
        }
        if !bytes.isEmpty { terminal.write(String(decoding: bytes, as: UTF8.self)) }
    }

    /// Deletes every picture sent, as the session ends.
    func clearGraphics() {
        guard !graphics.shown.isEmpty else { return }
        terminal.write(String(decoding: graphics.shown.keys.flatMap(KittyGraphics.delete(id:)), as: UTF8.self))
        graphics.shown = [:]
    }
}
