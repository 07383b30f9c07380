import Foundation
import ImageDecoding

/// Small pictures made by the tests themselves and files holding them.
enum TestImages {
    /// A `size × size` checkerboard of `cell`-pixel squares, white at the top-left.
    static func checkerboard(size: Int = 4, cell: Int = 1) -> RGBAImage {
        RGBAImage(width: size, height: size) { x, y in (x / cell + y / cell) % 2 == 0 ? .white : .black }
    }

    /// A horizontal red ramp over a vertical blue one.
    static func gradient(width: Int = 16, height: Int = 8) -> RGBAImage {
        RGBAImage(width: width, height: height) { x, y in
            RGBAPixel(red: UInt8(x * 255 / max(1, width - 1)), green: 64, blue: UInt8(y * 255 / max(1, height - 1)))
        }
    }

    /// A fresh empty folder for one test's files.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("PickerImagesTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `bytes` to `name` in `folder` and returns the path.
    @discardableResult
    static func write(_ bytes: [UInt8], name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }
}
