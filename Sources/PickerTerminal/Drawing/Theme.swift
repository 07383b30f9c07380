import TerminalUI

/// The colours, attributes and markers views draw with, resolved for the terminal's colour depth.
///
/// Views never ask the terminal anything: they pick the styles here, and the frame diff
/// downgrades colours the terminal cannot show. A theme is a plain value, so a caller can start
/// from ``default(for:)`` and change any part of it.
///
/// Every distinction a theme draws in colour is also drawn without it (Behaviour 1.1, 1.10):
/// - the selected row is **bold** and, in the focused component, framed by the
///   ``Markers/focusedLeading`` and ``Markers/focusedTrailing`` markers (`› Banana ‹`);
/// - neighbours fade in two steps: the nearest rows in ``near``, the farther rows in ``far``
///   (which adds the `dim` attribute);
/// - disabled rows are `dim` and struck through (``disabled``).
///
/// With `ColorDepth.none` there is no colour at all, and the selected rows of unfocused
/// components get the ``Markers/unfocusedLeading`` / ``Markers/unfocusedTrailing`` dots (`· 10 ·`),
/// since no band background shows where the selection sits.
///
/// Built-in themes besides the default (``highContrast(for:)``, ``noColor(for:)``,
/// ``light(for:)``) are listed by ``Name``; `PICK_THEME` chooses one by name.
///
/// ```swift
/// var theme = Theme.default(for: .trueColor)
/// theme.accent = .rgb(0xFF, 0x9F, 0x0A)   // an orange accent
/// ```
public struct Theme: Equatable, Sendable {
    /// The characters drawn around the selected row of each component.
    public struct Markers: Equatable, Sendable {
        /// Before the selected row of the focused component.
        public var focusedLeading: String
        /// After the selected row of the focused component.
        public var focusedTrailing: String
        /// Before the selected row of an unfocused component (a blank when the band shows it).
        public var unfocusedLeading: String
        /// After the selected row of an unfocused component.
        public var unfocusedTrailing: String

        /// Markers before and after the selected row, focused and unfocused.
        public init(focusedLeading: String, focusedTrailing: String, unfocusedLeading: String, unfocusedTrailing: String) {
            self.focusedLeading = focusedLeading
            self.focusedTrailing = focusedTrailing
            self.unfocusedLeading = unfocusedLeading
            self.unfocusedTrailing = unfocusedTrailing
        }
    }

    /// The colour depth these styles were resolved for.
    public var depth: ColorDepth
    /// The colour of the selected value and the markers; nil draws them in the default colour.
    public var accent: TerminalColor?
    /// The background of the selection band across the whole width; nil draws no band.
    public var bandBackground: TerminalColor?
    /// The selected row: bold, in the accent colour, on the band.
    public var selected: Style
    /// The markers around the selected row: as ``selected``.
    public var marker: Style
    /// The rows next to the selected one (first fading level).
    public var near: Style
    /// The rows two or more away from the selected one (second fading level).
    public var far: Style
    /// Laid over a disabled row's style: dimmed and struck through (Behaviour 1.10).
    public var disabled: Style
    /// A header line above a picker.
    public var header: Style
    /// The help line below a picker.
    public var help: Style
    /// A notice drawn instead of a picker, e.g. "Window too small".
    public var notice: Style
    /// The selection markers.
    public var markers: Markers
    /// The lines around a popover (the compact style's calendar).
    public var border: Style
    /// The characters those lines are drawn with.
    public var borderCharacters: BorderCharacters
    /// Laid over the characters of a row that matched a filter's query: underlined (which
    /// survives `NO_COLOR`), in the match colour where colours show.
    public var match = Style(underline: true)

    /// The default theme for `depth`; same as ``default(for:)``.
    public init(depth: ColorDepth) {
        self = Theme.default(for: depth)
    }

    /// The default theme for a terminal showing `depth` colours.
    ///
    /// The accent is the platform's system blue, the band a dark grey, neighbours two greys;
    /// with `ColorDepth.none` only attributes and markers remain.
    public static func `default`(for depth: ColorDepth) -> Theme {
        let palette = Palette(depth: depth)
        let band = palette.band
        var theme = Theme(
            depth: depth,
            accent: palette.accent,
            bandBackground: band,
            selected: Style(foreground: palette.accent, background: band, bold: true),
            marker: Style(foreground: palette.accent, background: band, bold: true),
            near: Style(foreground: palette.nearGrey),
            far: Style(foreground: palette.farGrey, dim: true),
            disabled: Style(foreground: palette.farGrey, dim: true, strikethrough: true),
            header: Style(bold: true),
            help: Style(foreground: palette.farGrey, dim: true),
            notice: Style(bold: true),
            markers: Markers(
                focusedLeading: "›", focusedTrailing: "‹",
                unfocusedLeading: depth == .none ? "·" : " ",
                unfocusedTrailing: depth == .none ? "·" : " "
            )
        )
        theme.match = Style(foreground: palette.match, underline: true)
        return theme
    }

    /// Memberwise, for a theme built from scratch.
    public init(
        depth: ColorDepth, accent: TerminalColor?, bandBackground: TerminalColor?, selected: Style, marker: Style, near: Style,
        far: Style, disabled: Style, header: Style, help: Style, notice: Style, markers: Markers
    ) {
        self.depth = depth
        self.accent = accent
        self.bandBackground = bandBackground
        self.selected = selected
        self.marker = marker
        self.near = near
        self.far = far
        self.disabled = disabled
        self.header = header
        self.help = help
        self.notice = notice
        self.markers = markers
        border = near
        borderCharacters = .single
    }

    /// The style of a row `distance` rows from the selection band (0 is the band itself).
    public func rowStyle(distance: Int) -> Style {
        switch abs(distance) {
        case 0: selected
        case 1: near
        default: far
        }
    }

    /// `style` with the matched-character look laid over it: underlined, in ``match``'s colour
    /// when it has one.
    public func matching(_ style: Style) -> Style {
        var result = style
        result.underline = result.underline || match.underline
        if let colour = match.foreground { result.foreground = colour }
        result.bold = result.bold || match.bold
        return result
    }

    /// `style` with the disabled look laid over it: struck through and dimmed; off the band the
    /// disabled colour replaces the row's own, on the band the accent stays so the band still
    /// reads as the selection while a person moves across a disabled row.
    public func disabling(_ style: Style, onBand: Bool) -> Style {
        var result = style
        result.strikethrough = result.strikethrough || disabled.strikethrough
        result.dim = result.dim || disabled.dim
        if !onBand, let colour = disabled.foreground { result.foreground = colour }
        return result
    }
}

/// The colours of the default theme at one depth.
private struct Palette {
    var accent: TerminalColor?
    var band: TerminalColor?
    var nearGrey: TerminalColor?
    var farGrey: TerminalColor?
    /// Characters that matched a filter: the platform's system orange, apart from the blue accent.
    var match: TerminalColor? {
        switch accent {
        case nil: nil
        case .basic?: .basic(11)
        case .indexed?: .indexed(214)
        default: .rgb(0xFF, 0x9F, 0x0A)
        }
    }

    init(depth: ColorDepth) {
        switch depth {
        case .none:
            self.init(accent: nil, band: nil, nearGrey: nil, farGrey: nil)
        case .basic16:
            // Blue on bright black: the only grey band a 16-colour palette reliably has.
            self.init(accent: .basic(12), band: .basic(8), nearGrey: .basic(7), farGrey: .basic(8))
        case .indexed256:
            self.init(accent: .indexed(33), band: .indexed(236), nearGrey: .indexed(250), farGrey: .indexed(243))
        case .trueColor:
            self.init(
                accent: .rgb(0x0A, 0x84, 0xFF), band: .rgb(0x3A, 0x3A, 0x3C),
                nearGrey: .rgb(0xAE, 0xAE, 0xB2), farGrey: .rgb(0x63, 0x63, 0x66)
            )
        }
    }

    init(accent: TerminalColor?, band: TerminalColor?, nearGrey: TerminalColor?, farGrey: TerminalColor?) {
        self.accent = accent
        self.band = band
        self.nearGrey = nearGrey
        self.farGrey = farGrey
    }
}
