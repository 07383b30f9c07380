import Foundation

/// Reads an image file and decodes it by what its bytes are (PNG or JPEG), whatever its name.
///
/// Every failure is an ``ImageDecodingError`` with a one-line description, so a picker can draw
/// "not a PNG or JPEG image" on the card instead of exiting.
///
/// ```swift
/// let image = try ImageFile.decode(path: "photos/cat.jpg")
/// print(image.width, image.height)
/// ```
public enum ImageFile {
    /// The most bytes read from one file (256 MiB); a larger file is not shown.
    public static let maximumFileSize = 256 * 1024 * 1024

    /// Reads and decodes the file at `path`.
    public static func decode(path: String) throws(ImageDecodingError) -> RGBAImage {
        try decode(bytes: read(path: path))
    }

    /// Decodes `bytes` as the format they start with.
    public static func decode(bytes: [UInt8]) throws(ImageDecodingError) -> RGBAImage {
        switch ImageFormat(sniffing: bytes) {
        case .png: try PNGCodec.decode(bytes)
        case .jpeg: try JPEGCodec.decode(bytes)
        case nil: throw .notAnImage
        }
    }

    /// The whole file at `path`.
    public static func read(path: String) throws(ImageDecodingError) -> [UInt8] {
        let url = URL(fileURLWithPath: path)
        do {
            let size = try url.resourceValues(forKeys: [.fileSizeKey, .isDirectoryKey])
            if size.isDirectory == true { throw ImageDecodingError.unreadable("it is a folder") }
            if let bytes = size.fileSize, bytes > maximumFileSize {
                throw ImageDecodingError.unreadable("larger than \(maximumFileSize >> 20) MiB")
            }
            return [UInt8](try Data(contentsOf: url))
        } catch let error as ImageDecodingError {
            throw error
        } catch let error as CocoaError {
            switch error.code {
            case .fileReadNoSuchFile, .fileNoSuchFile: throw .unreadable("no such file")
            case .fileReadNoPermission: throw .unreadable("permission denied")
            default: throw .unreadable(error.localizedDescription)
            }
        } catch {
            throw .unreadable(String(describing: error))
        }
    }
}
