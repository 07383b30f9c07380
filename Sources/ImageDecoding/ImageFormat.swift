/// The file formats ``ImageFile`` decodes, told apart by their first bytes, never by the name.
///
/// ```swift
/// ImageFormat(sniffing: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])   // .png
/// ImageFormat(sniffing: Array("hello".utf8))                               // nil
/// ```
public enum ImageFormat: String, Equatable, Sendable, CaseIterable {
    case png
    case jpeg

    /// The format `bytes` start with, or nil for anything else.
    public init?(sniffing bytes: some Collection<UInt8>) {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else {
            return nil
        }
    }

    /// The format's usual name, "PNG" or "JPEG".
    public var name: String { rawValue.uppercased() }
}
