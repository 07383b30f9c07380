import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// The whole file at `path`. Only a regular file (or a link to one) is read: a FIFO would
    /// wait for a writer for ever and a device never end, so they are refused by what `stat`
    /// says before anything is opened, and so is a loop of symbolic links, in the system's words.
    public static func read(path: String) throws(ImageDecodingError) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .unreadable(reason(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .unreadable("it is a folder")
        default: throw .unreadable("not a regular file")
        }
        if Int(info.st_size) > maximumFileSize {
            throw .unreadable("larger than \(maximumFileSize >> 20) MiB")
        }
        let url = URL(fileURLWithPath: path)
        do {
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

    /// What went wrong, in the words people know from the shell ("no such file", "too many
    /// levels of symbolic links").
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "no such file"
        case EACCES: "permission denied"
        default: strerror(code).map { String(cString: $0).lowercased() } ?? "error \(code)"
        }
    }
}
