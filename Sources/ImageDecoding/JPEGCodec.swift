import CTurboJPEG

/// JPEG to and from ``RGBAImage`` through libjpeg-turbo's TurboJPEG API.
///
/// libjpeg ends a failed decode with `longjmp`, which must never unwind Swift frames. TurboJPEG
/// sets its own `setjmp` inside `tjDecompress2` / `tjCompress2` and returns -1 with a message
/// instead, so a truncated or corrupt file becomes ``ImageDecodingError/corrupt(format:message:)``.
/// A warning (e.g. "Premature end of JPEG file", the rest of the picture grey) still gives the
/// pixels decoded; only a fatal error fails. Pointers into Swift arrays live only inside the
/// closures that lend them.
///
/// ```swift
/// let bytes = try JPEGCodec.encode(gradient, quality: 95)
/// let image = try JPEGCodec.decode(bytes)   // close to `gradient`, as JPEG is lossy
/// ```
package enum JPEGCodec {
    /// Decodes a baseline or progressive JPEG (grey, YCbCr, or CMYK and YCCK as Adobe writes
    /// them) into RGBA, alpha 255.
    package static func decode(_ bytes: [UInt8]) throws(ImageDecodingError) -> RGBAImage {
        assertLayout()
        guard let handle = tjInitDecompress() else { throw .corrupt(format: .jpeg, message: "cannot start the decoder") }
        defer { tjDestroy(handle) }
        let result: Result<RGBAImage, ImageDecodingError> = bytes.withUnsafeBufferPointer { input in
            guard let base = input.baseAddress else { return .failure(.corrupt(format: .jpeg, message: "empty file")) }
            var width: Int32 = 0
            var height: Int32 = 0
            var subsampling: Int32 = 0
            var colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, base, CUnsignedLong(input.count), &width, &height, &subsampling, &colorspace) == 0
            else { return .failure(.corrupt(format: .jpeg, message: message(of: handle))) }
            guard width > 0, height > 0 else { return .failure(.corrupt(format: .jpeg, message: "no picture size in its header")) }
            guard Int(width) * Int(height) <= ImageLimits.maximumPixels else {
                return .failure(.tooLarge(width: Int(width), height: Int(height)))
            }
            // TurboJPEG turns neither CMYK nor YCCK into RGB: those are decoded as CMYK and
            // converted here.
            let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
            let format = isCMYK ? TJPF_CMYK : TJPF_RGBA
            var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
            let status = pixels.withUnsafeMutableBufferPointer { output in
                tjDecompress2(
                    handle, base, CUnsignedLong(input.count), output.baseAddress, width, width * 4, height,
                    Int32(format.rawValue), 0)
            }
            if status != 0, tjGetErrorCode(handle) != Int32(TJERR_WARNING.rawValue) {
                return .failure(.corrupt(format: .jpeg, message: message(of: handle)))
            }
            if isCMYK { convertAdobeCMYKToRGBA(&pixels) }
            guard let image = RGBAImage(width: Int(width), height: Int(height), pixels: pixels) else {
                return .failure(.corrupt(format: .jpeg, message: "unexpected size"))
            }
            return .success(image)
        }
        return try result.get()
    }

    /// Encodes `image` as a JPEG of `quality` (1–100) with no chroma subsampling (alpha dropped).
    package static func encode(_ image: RGBAImage, quality: Int = 90) throws(ImageDecodingError) -> [UInt8] {
        assertLayout()
        guard !image.isEmpty else { throw .corrupt(format: .jpeg, message: "an empty image has no JPEG form") }
        guard let handle = tjInitCompress() else { throw .corrupt(format: .jpeg, message: "cannot start the encoder") }
        defer { tjDestroy(handle) }
        let result: Result<[UInt8], ImageDecodingError> = image.pixels.withUnsafeBufferPointer { pixels in
            var output: UnsafeMutablePointer<UInt8>?
            var size: CUnsignedLong = 0
            let status = tjCompress2(
                handle, pixels.baseAddress, Int32(image.width), Int32(image.width * 4), Int32(image.height),
                Int32(TJPF_RGBA.rawValue), &output, &size, Int32(TJSAMP_444.rawValue), Int32(min(max(quality, 1), 100)), 0)
            defer { tjFree(output) }
            guard status == 0, let output else { return .failure(.corrupt(format: .jpeg, message: message(of: handle))) }
            return .success(Array(UnsafeBufferPointer(start: output, count: Int(size))))
        }
        return try result.get()
    }

    /// Encodes `image` as a CMYK JPEG the way Photoshop writes one (inverted samples, an Adobe
    /// marker, YCCK inside), for the tests of ``decode(_:)``'s CMYK path: alpha is dropped.
    ///
    /// ```swift
    /// let cmyk = try JPEGCodec.encodeAdobeCMYK(image)
    /// let back = try JPEGCodec.decode(cmyk)   // close to `image`
    /// ```
    package static func encodeAdobeCMYK(_ image: RGBAImage, quality: Int = 95) throws(ImageDecodingError) -> [UInt8] {
        guard !image.isEmpty else { throw .corrupt(format: .jpeg, message: "an empty image has no JPEG form") }
        guard let handle = tjInitCompress() else { throw .corrupt(format: .jpeg, message: "cannot start the encoder") }
        defer { tjDestroy(handle) }
        // Inverted CMYK (255 is no ink): black is the brightest channel, each ink the channel over it.
        var samples = [UInt8](repeating: 0, count: image.pixels.count)
        var index = 0
        while index + 3 < image.pixels.count {
            let channels = (0..<3).map { UInt32(image.pixels[index + $0]) }
            let black = channels.max() ?? 0
            for channel in 0..<3 {
                samples[index + channel] = black == 0 ? 255 : UInt8((channels[channel] * 255 + black / 2) / black)
            }
            samples[index + 3] = UInt8(black)
            index += 4
        }
        let result: Result<[UInt8], ImageDecodingError> = samples.withUnsafeBufferPointer { pixels in
            var output: UnsafeMutablePointer<UInt8>?
            var size: CUnsignedLong = 0
            let status = tjCompress2(
                handle, pixels.baseAddress, Int32(image.width), Int32(image.width * 4), Int32(image.height),
                Int32(TJPF_CMYK.rawValue), &output, &size, Int32(TJSAMP_444.rawValue), Int32(min(max(quality, 1), 100)), 0)
            defer { tjFree(output) }
            guard status == 0, let output else { return .failure(.corrupt(format: .jpeg, message: message(of: handle))) }
            return .success(Array(UnsafeBufferPointer(start: output, count: Int(size))))
        }
        return try result.get()
    }

    /// Turns CMYK samples, four a pixel, into RGBA in place. The samples are taken as Adobe
    /// writes them (inverted: 255 is no ink), as nearly every CMYK JPEG is, since Photoshop
    /// writes them: each channel is the ink's complement times black's.
    static func convertAdobeCMYKToRGBA(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { samples in
            var index = 0
            while index + 3 < samples.count {
                let black = UInt32(samples[index + 3])
                for channel in 0..<3 {
                    samples[index + channel] = UInt8((UInt32(samples[index + channel]) * black + 127) / 255)
                }
                samples[index + 3] = 255
                index += 4
            }
        }
    }

    /// TurboJPEG's message for the last failure on `handle`.
    private static func message(of handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "unknown error" }
        return String(cString: text)
    }

    /// The layout the calls above rely on: RGBA is four one-byte samples a pixel, and the
    /// pixel-format constant is the one the header's size table describes.
    private static func assertLayout() {
        assert(MemoryLayout<UInt8>.size == MemoryLayout<CUnsignedChar>.size)
        assert(TJPF_RGBA.rawValue == 7 && tjPixelSize.7 == 4, "TurboJPEG's RGBA is not 4 bytes a pixel")
    }
}
