import CPNG

/// PNG to and from ``RGBAImage`` through libpng's simplified API (`png_image_*`).
///
/// That API reports failures in the `png_image` it is given (`warning_or_error`, `message`)
/// rather than by `longjmp`, so no C jump ever crosses Swift frames. Every pointer into Swift
/// memory lives only inside the closure that lends it: libpng keeps the input pointer between
/// `begin_read` and `finish_read`, so both calls happen in one closure.
///
/// ```swift
/// let bytes = try PNGCodec.encode(RGBAImage(width: 2, height: 2) { x, _ in x == 0 ? .black : .white })
/// let image = try PNGCodec.decode(bytes)   // the same 2×2 pixels
/// ```
package enum PNGCodec {
    /// libpng's `PNG_FORMAT_RGBA` (a macro Swift cannot import): colour with alpha, 8 bits a
    /// sample, red first: four bytes a pixel.
    private static let rgba = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

    /// Decodes a PNG of any colour type and depth into 8-bit RGBA.
    package static func decode(_ bytes: [UInt8]) throws(ImageDecodingError) -> RGBAImage {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        let result: Result<RGBAImage, ImageDecodingError> = bytes.withUnsafeBytes { input in
            guard let base = input.baseAddress, png_image_begin_read_from_memory(&image, base, input.count) != 0 else {
                return .failure(.corrupt(format: .png, message: message(of: image)))
            }
            let width = Int(image.width)
            let height = Int(image.height)
            guard width > 0, height > 0 else { return .failure(.corrupt(format: .png, message: "no picture size in its header")) }
            guard width * height <= ImageLimits.maximumPixels else {
                return .failure(.tooLarge(width: width, height: height))
            }
            image.format = rgba
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { output in
                png_image_finish_read(&image, nil, output.baseAddress, Int32(width * 4), nil)
            }
            guard finished != 0, let decoded = RGBAImage(width: width, height: height, pixels: pixels) else {
                return .failure(.corrupt(format: .png, message: message(of: image)))
            }
            return .success(decoded)
        }
        return try result.get()
    }

    /// Encodes `image` as an 8-bit RGBA PNG.
    package static func encode(_ image: RGBAImage) throws(ImageDecodingError) -> [UInt8] {
        guard !image.isEmpty else { throw .corrupt(format: .png, message: "an empty image has no PNG form") }
        var control = png_image()
        control.version = UInt32(PNG_IMAGE_VERSION)
        control.width = UInt32(image.width)
        control.height = UInt32(image.height)
        control.format = rgba
        defer { png_image_free(&control) }
        let result: Result<[UInt8], ImageDecodingError> = image.pixels.withUnsafeBytes { pixels in
            // First ask for the size, then write into a buffer of that size.
            var size = 0
            guard png_image_write_to_memory(&control, nil, &size, 0, pixels.baseAddress, Int32(image.width * 4), nil) != 0
            else { return .failure(.corrupt(format: .png, message: message(of: control))) }
            var output = [UInt8](repeating: 0, count: size)
            let written = output.withUnsafeMutableBytes { buffer in
                png_image_write_to_memory(&control, buffer.baseAddress, &size, 0, pixels.baseAddress, Int32(image.width * 4), nil)
            }
            guard written != 0 else { return .failure(.corrupt(format: .png, message: message(of: control))) }
            return .success(Array(output.prefix(size)))
        }
        return try result.get()
    }

    /// libpng's message for the last failure, from the fixed 64-byte field of `png_image`.
    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return bytes.isEmpty ? "unknown error" : String(decoding: bytes, as: UTF8.self)
        }
    }
}
