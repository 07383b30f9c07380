extension TerminalColor {
    /// This colour as the nearest one a terminal of `depth` shows; nil for ``ColorDepth/none``.
    ///
    /// Truecolour goes to the nearest of the 256 indexed colours (the 6×6×6 cube or the grey
    /// ramp), and anything to the nearest of the 16 basic colours, measured in RGB against
    /// xterm's default palette. Indexed colours 0–15 are the basic ones and become ``basic(_:)``,
    /// whose escape is shorter. A basic index above 15 wraps into 0–15.
    ///
    /// ```swift
    /// TerminalColor.rgb(255, 0, 0).downgraded(to: .indexed256)   // .indexed(196)
    /// TerminalColor.rgb(255, 0, 0).downgraded(to: .basic16)      // .basic(9)
    /// ```
    public func downgraded(to depth: ColorDepth) -> TerminalColor? {
        switch (self, depth) {
        case (_, .none):
            return nil
        case (.basic(let index), _):
            return .basic(index & 0x0F)
        case (.indexed(let index), _) where index < 16:
            return .basic(index)
        case (.indexed, .indexed256), (.indexed, .trueColor), (.rgb, .trueColor):
            return self
        case (.indexed(let index), .basic16):
            return .basic(Palette.nearestBasic(Palette.rgb(ofIndexed: index)))
        case (.rgb(let r, let g, let b), .indexed256):
            return .indexed(Palette.nearestIndexed((r, g, b)))
        case (.rgb(let r, let g, let b), .basic16):
            return .basic(Palette.nearestBasic((r, g, b)))
        }
    }
}

extension Style {
    /// This style with its colours downgraded to `depth` (see ``TerminalColor/downgraded(to:)``);
    /// attributes stay, even at ``ColorDepth/none``, where they are all there is.
    ///
    /// ```swift
    /// Style(foreground: .rgb(255, 0, 0), bold: true).downgraded(to: .none)   // Style(bold: true)
    /// ```
    public func downgraded(to depth: ColorDepth) -> Style {
        var copy = self
        copy.foreground = foreground?.downgraded(to: depth)
        copy.background = background?.downgraded(to: depth)
        return copy
    }
}

/// xterm's default palette, used to find the nearest colour a terminal can show.
enum Palette {
    typealias RGB = (UInt8, UInt8, UInt8)

    /// xterm's 16 basic colours.
    static let basic: [RGB] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
        (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The six levels of each channel in the 6×6×6 colour cube (indices 16–231).
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    static func rgb(ofIndexed index: UInt8) -> RGB {
        switch index {
        case 0..<16:
            return basic[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        default:
            let level = UInt8(8 + 10 * (Int(index) - 232))
            return (level, level, level)
        }
    }

    static func nearestBasic(_ color: RGB) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in basic.enumerated() {
            let distance = squaredDistance(color, candidate)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return UInt8(best)
    }

    /// The nearest colour among the cube and the grey ramp (16–255); the basic 16 are left out
    /// because terminals often restyle them with themes.
    static func nearestIndexed(_ color: RGB) -> UInt8 {
        let cube = 16 + 36 * nearestLevel(color.0) + 6 * nearestLevel(color.1) + nearestLevel(color.2)
        let average = (Int(color.0) + Int(color.1) + Int(color.2)) / 3
        let grey = 232 + min(23, max(0, (average - 8 + 5) / 10))
        let cubeDistance = squaredDistance(color, rgb(ofIndexed: UInt8(cube)))
        let greyDistance = squaredDistance(color, rgb(ofIndexed: UInt8(grey)))
        return UInt8(greyDistance < cubeDistance ? grey : cube)
    }

    /// The cube level (0–5) nearest each channel value: looked up, since a picture brought down
    /// to 256 colours asks it three times for each of its ~3,000 pixels a card.
    private static let nearestLevels: [UInt8] = (0...255).map { value in
        var best = 0
        for level in 1..<cubeLevels.count
        where abs(Int(cubeLevels[level]) - value) < abs(Int(cubeLevels[best]) - value) {
            best = level
        }
        return UInt8(best)
    }

    private static func nearestLevel(_ value: UInt8) -> Int { Int(nearestLevels[Int(value)]) }

    static func squaredDistance(_ a: RGB, _ b: RGB) -> Int {
        let dr = Int(a.0) - Int(b.0)
        let dg = Int(a.1) - Int(b.1)
        let db = Int(a.2) - Int(b.2)
        return dr * dr + dg * dg + db * db
    }
}
