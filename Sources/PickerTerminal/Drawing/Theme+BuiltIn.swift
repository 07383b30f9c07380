import TerminalUI

/// The built-in themes besides the default, and their names.
extension Theme {
    /// A built-in theme by name, as `PICK_THEME` gives it.
    ///
    /// ```swift
    /// Theme.Name(rawValue: "high-contrast")   // .highContrast
    /// Theme.named(.light, for: .indexed256)   // dark text on light grey bands
    /// ```
    public enum Name: String, CaseIterable, Equatable, Sendable {
        /// ``Theme/default(for:)``: a blue accent on a dark grey band, neighbours fading in greys.
        case `default`
        /// ``Theme/highContrast(for:)``: no fading, a bright accent band, heavy borders.
        case highContrast = "high-contrast"
        /// ``Theme/noColor(for:)``: attributes and markers only, whatever the terminal shows.
        case noColor = "no-color"
        /// ``Theme/light(for:)``: reads well on a light background.
        case light

        /// The names, as a person types them: `default, high-contrast, no-color, light`.
        public static var list: String { allCases.map(\.rawValue).joined(separator: ", ") }
    }

    /// The built-in theme called `name`, for a terminal showing `depth` colours.
    ///
    /// ```swift
    /// let theme = Theme.named(.highContrast, for: ColorDepth.detect(environment: environment))
    /// ```
    public static func named(_ name: Name, for depth: ColorDepth) -> Theme {
        switch name {
        case .default: .default(for: depth)
        case .highContrast: .highContrast(for: depth)
        case .noColor: .noColor(for: depth)
        case .light: .light(for: depth)
        }
    }

    /// For low vision and bright rooms: nothing is faded or dimmed, the selection is a band of
    /// the accent colour with black bold text, the markers are solid triangles (`▶ 10 ◀`) and
    /// borders are heavy lines. With `ColorDepth.none` the band is reverse video.
    ///
    /// ```swift
    /// let theme = Theme.highContrast(for: .trueColor)
    /// // ▶ Banana ◀   black on yellow, bold; neighbours in the terminal's own colour
    /// ```
    public static func highContrast(for depth: ColorDepth) -> Theme {
        let band: TerminalColor? = switch depth {
        case .none: nil
        case .basic16: .basic(11)
        case .indexed256: .indexed(226)
        case .trueColor: .rgb(0xFF, 0xD6, 0x0A)
        }
        let ink: TerminalColor? = band == nil ? nil : (depth == .basic16 ? .basic(0) : depth == .indexed256 ? .indexed(16) : .rgb(0, 0, 0))
        let selected = Style(foreground: ink, background: band, bold: true, reverse: band == nil)
        var theme = Theme(
            depth: depth, accent: band, bandBackground: band, selected: selected, marker: selected,
            near: Style(), far: Style(), disabled: Style(dim: false, strikethrough: true),
            header: Style(bold: true, underline: true), help: Style(), notice: Style(bold: true, reverse: true),
            markers: Markers(focusedLeading: "▶", focusedTrailing: "◀", unfocusedLeading: "▷", unfocusedTrailing: "◁"))
        theme.border = Style(bold: true)
        theme.borderCharacters = .heavy
        return theme
    }

    /// No colour at all, whatever the terminal could show (as `NO_COLOR` gives): bold, dim,
    /// strike-through and markers carry every distinction, the unfocused selections get dots
    /// (`· 10 ·`).
    ///
    /// ```swift
    /// Theme.noColor(for: .trueColor) == Theme.default(for: .none)   // true
    /// ```
    public static func noColor(for depth: ColorDepth) -> Theme {
        .default(for: .none)
    }

    /// For light backgrounds: a deep blue accent on a pale grey band, neighbours in dark and
    /// mid greys (the default's light greys vanish on white).
    ///
    /// ```swift
    /// let theme = Theme.light(for: .indexed256)
    /// // › Banana ‹   blue on light grey; Apple and Cherry dark grey
    /// ```
    public static func light(for depth: ColorDepth) -> Theme {
        guard depth != .none else { return .default(for: .none) }
        let accent: TerminalColor
        let band: TerminalColor
        let near: TerminalColor
        let far: TerminalColor
        switch depth {
        case .none, .basic16:
            (accent, band, near, far) = (.basic(4), .basic(7), .basic(0), .basic(8))
        case .indexed256:
            (accent, band, near, far) = (.indexed(25), .indexed(254), .indexed(238), .indexed(245))
        case .trueColor:
            (accent, band, near, far) = (.rgb(0x00, 0x56, 0xB3), .rgb(0xE5, 0xE5, 0xEA), .rgb(0x3A, 0x3A, 0x3C), .rgb(0x8E, 0x8E, 0x93))
        }
        let selected = Style(foreground: accent, background: band, bold: true)
        var theme = Theme(
            depth: depth, accent: accent, bandBackground: band, selected: selected, marker: selected,
            near: Style(foreground: near), far: Style(foreground: far),
            disabled: Style(foreground: far, dim: false, strikethrough: true), header: Style(bold: true),
            help: Style(foreground: far), notice: Style(bold: true),
            markers: Markers(focusedLeading: "›", focusedTrailing: "‹", unfocusedLeading: " ", unfocusedTrailing: " "))
        theme.border = Style(foreground: far)
        return theme
    }
}
