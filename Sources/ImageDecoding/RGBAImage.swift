/// A decoded picture: `width × height` pixels, four bytes each (red, green, blue, alpha), rows
/// top to bottom with no padding.
///
/// A value type, so a decoded image can be cached, handed between threads and compared in
/// tests. Decoders fill it; views read it.
///
/// ```swift
/// var image = RGBAImage(width: 2, height: 1)
/// image[1, 0] = RGBAPixel(red: 255, green: 0, blue: 0)
/// image[1, 0].red   // 255
/// image.pixels      // [0, 0, 0, 0, 255, 0, 0, 255]
/// ```
public struct RGBAImage: Equatable, Hashable, Sendable {
    /// Columns of pixels.
    public let width: Int
    /// Rows of pixels.
    public let height: Int
    /// `width * height * 4` bytes, RGBA, row after row.
    public private(set) var pixels: [UInt8]

    /// An image of transparent black pixels.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
    }

    /// An image from RGBA bytes; nil when `pixels` does not hold exactly `width * height * 4`.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image whose pixel (x, y) is `color(x, y)`.
    ///
    /// ```swift
    /// // A 4×4 black-and-white checkerboard.
    /// RGBAImage(width: 4, height: 4) { x, y in (x + y) % 2 == 0 ? .white : .black }
    /// ```
    public init(width: Int, height: Int, color: (Int, Int) -> RGBAPixel) {
        self.init(width: width, height: height)
        for y in 0..<self.height {
            for x in 0..<self.width { self[x, y] = color(x, y) }
        }
    }

    /// True for an image with no pixels.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The pixel at column `x`, row `y` (both from zero, inside the image).
    public subscript(x: Int, y: Int) -> RGBAPixel {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let offset = (y * width + x) * 4
            return RGBAPixel(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let offset = (y * width + x) * 4
            pixels[offset] = newValue.red
            pixels[offset + 1] = newValue.green
            pixels[offset + 2] = newValue.blue
            pixels[offset + 3] = newValue.alpha
        }
    }
}

/// One pixel: red, green, blue and alpha from 0 to 255 (alpha 255 is opaque).
public struct RGBAPixel: Equatable, Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    /// A pixel; opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black.
    public static let black = RGBAPixel(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAPixel(red: 255, green: 255, blue: 255)
}
