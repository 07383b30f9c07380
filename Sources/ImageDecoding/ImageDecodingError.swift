/// Why a file could not become an ``RGBAImage``; its ``description`` is one line for a person.
///
/// ```swift
/// do { _ = try ImageFile.decode(path: "notes.txt") }
/// catch { print(error) }   // "not a PNG or JPEG image"
/// ```
public enum ImageDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read (missing, a folder, no permission): the system's reason.
    case unreadable(String)
    /// The bytes start like neither a PNG nor a JPEG.
    case notAnImage
    /// The file says it is a PNG or JPEG but the library could not decode it: its message.
    case corrupt(format: ImageFormat, message: String)
    /// Wider or taller than `ImageLimits.maximumPixels` allows.
    case tooLarge(width: Int, height: Int)

    public var description: String {
        switch self {
        case .unreadable(let reason): "cannot read the file: \(reason)"
        case .notAnImage: "not a PNG or JPEG image"
        case .corrupt(let format, let message): "damaged \(format.name) image: \(message)"
        case .tooLarge(let width, let height): "image too large to show (\(width)×\(height) pixels)"
        }
    }
}

/// Bounds that keep one hostile file from taking all memory.
package enum ImageLimits {
    /// The most pixels an image may have to be decoded (64 megapixels, 256 MiB of RGBA).
    package static let maximumPixels = 64 * 1024 * 1024
}
