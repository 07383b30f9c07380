import Foundation
import ImageDecoding
import Testing

@Suite("PNG and JPEG through libpng and libjpeg-turbo")
struct ImageCodecTests {
    @Test("A PNG checkerboard comes back pixel for pixel, through the file and by sniffing")
    func pngRoundTrip() throws {
        let checker = TestImages.checkerboard(size: 6, cell: 2)
        let bytes = try PNGCodec.encode(checker)
        #expect(ImageFormat(sniffing: bytes) == .png)
        #expect(try PNGCodec.decode(bytes) == checker)
        let folder = try TestImages.folder()
        let path = try TestImages.write(bytes, name: "checker.jpg", in: folder)  // the name lies; the bytes decide
        #expect(try ImageFile.decode(path: path) == checker)
    }

    @Test("Transparency survives PNG")
    func pngAlpha() throws {
        let image = RGBAImage(width: 2, height: 1) { x, _ in RGBAPixel(red: 10, green: 20, blue: 30, alpha: x == 0 ? 0 : 128) }
        #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image)
    }

    @Test("A JPEG gradient comes back close to what went in (JPEG is lossy), alpha opaque")
    func jpegRoundTrip() throws {
        let gradient = TestImages.gradient(width: 32, height: 16)
        let bytes = try JPEGCodec.encode(gradient, quality: 95)
        #expect(ImageFormat(sniffing: bytes) == .jpeg)
        let decoded = try ImageFile.decode(bytes: bytes)
        #expect(decoded.width == 32 && decoded.height == 16)
        var worst = 0
        for y in 0..<16 {
            for x in 0..<32 {
                let (a, b) = (gradient[x, y], decoded[x, y])
                worst = max(worst, abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
                #expect(b.alpha == 255)
            }
        }
        #expect(worst <= 12)
        // Corners keep their colours: black-red at the top, blue-ish at the bottom left.
        #expect(decoded[31, 0].red > 230 && decoded[0, 15].blue > 230 && decoded[0, 0].red < 20)
    }

    @Test("Text, an empty file, a missing file and a folder are errors with one line, not crashes")
    func notImages() throws {
        let folder = try TestImages.folder()
        let text = try TestImages.write(Array("hello\n".utf8), name: "notes.png", in: folder)
        let empty = try TestImages.write([], name: "empty.png", in: folder)
        #expect(throws: ImageDecodingError.notAnImage) { try ImageFile.decode(path: text) }
        #expect(throws: ImageDecodingError.notAnImage) { try ImageFile.decode(path: empty) }
        #expect(throws: ImageDecodingError.unreadable("no such file")) { try ImageFile.decode(path: folder.path + "/missing.png") }
        #expect(throws: ImageDecodingError.unreadable("it is a folder")) { try ImageFile.decode(path: folder.path) }
        #expect(ImageDecodingError.notAnImage.description == "not a PNG or JPEG image")
    }

    @Test("A FIFO and a device are 'not a regular file' (never opened, so nothing waits), a loop of links says so")
    func notRegularFiles() throws {
        let folder = try TestImages.folder()
        let fifo = folder.path + "/pipe.png"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: ImageDecodingError.unreadable("not a regular file")) { try ImageFile.decode(path: fifo) }
        #expect(throws: ImageDecodingError.unreadable("not a regular file")) { try ImageFile.decode(path: "/dev/null") }
        let loop = folder.path + "/loop.png"
        #expect(symlink(loop, loop) == 0)
        #expect(throws: ImageDecodingError.unreadable("too many levels of symbolic links")) { try ImageFile.decode(path: loop) }
        #expect(
            ImageDecodingError.unreadable("not a regular file").description == "cannot read the file: not a regular file")
    }

    @Test("A CMYK JPEG as Photoshop writes it (Adobe marker, YCCK) decodes to its colours, not 'damaged'")
    func cmykJPEG() throws {
        let source = TestImages.gradient()
        let cmyk = try JPEGCodec.encodeAdobeCMYK(source)
        let decoded = try JPEGCodec.decode(cmyk)
        #expect(decoded.width == source.width && decoded.height == source.height)
        var worst = 0
        for index in stride(from: 0, to: source.pixels.count, by: 4) {
            for channel in 0..<3 {
                worst = max(worst, abs(Int(source.pixels[index + channel]) - Int(decoded.pixels[index + channel])))
            }
            #expect(decoded.pixels[index + 3] == 255)
        }
        #expect(worst < 40, "largest channel difference \(worst)")
    }

    @Test("A PNG signature followed by garbage, and a PNG cut in half, fail with libpng's message")
    func corruptPNG() throws {
        let good = try PNGCodec.encode(TestImages.gradient())
        for bad in [Array(good.prefix(8)) + Array(repeating: 0x41, count: 64), Array(good.prefix(good.count / 2))] {
            do {
                _ = try ImageFile.decode(bytes: bad)
                Issue.record("a corrupt PNG decoded")
            } catch {
                guard case .corrupt(.png, let message) = error else { Issue.record("wrong error \(error)"); continue }
                #expect(!message.isEmpty)
                #expect(error.description.hasPrefix("damaged PNG image: "))
            }
        }
    }

    /// The case libjpeg's `longjmp` serves: with TurboJPEG catching it, a corrupt file is a
    /// thrown error (and this test runs clean under AddressSanitizer: no jump over Swift frames).
    @Test("A JPEG with a broken header fails; one cut short decodes what is there or fails; never a crash")
    func corruptJPEG() throws {
        let good = try JPEGCodec.encode(TestImages.gradient(width: 64, height: 64), quality: 80)
        // SOI, then a marker segment whose length runs past the end.
        let brokenHeader: [UInt8] = [0xFF, 0xD8, 0xFF, 0xDB, 0xFF, 0xFF, 0x00, 0x01, 0x02]
        #expect(throws: ImageDecodingError.self) { try ImageFile.decode(bytes: brokenHeader) }
        do {
            _ = try ImageFile.decode(bytes: brokenHeader)
        } catch {
            guard case .corrupt(.jpeg, _) = error else { Issue.record("wrong error \(error)"); return }
        }
        // Cut after the headers: libjpeg warns (premature end) and fills in the rest.
        let truncated = Array(good.prefix(good.count * 2 / 3))
        if let image = try? ImageFile.decode(bytes: truncated) {
            #expect(image.width == 64 && image.height == 64)
        }
        // Scan data overwritten with noise, markers and all.
        var noisy = good
        for index in stride(from: good.count / 2, to: good.count - 2, by: 7) { noisy[index] = UInt8(truncatingIfNeeded: index) }
        _ = try? ImageFile.decode(bytes: noisy)
        // A JPEG start, then noise: TurboJPEG finds no size; that is damage, not a huge picture.
        let noise: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + (0..<3000).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
        do {
            _ = try ImageFile.decode(bytes: noise)
        } catch {
            guard case .corrupt(.jpeg, _) = error else { Issue.record("noise gave \(error)"); return }
        }
        // Every prefix of a good file: none may crash.
        for length in stride(from: 0, through: good.count, by: max(1, good.count / 40)) {
            _ = try? ImageFile.decode(bytes: Array(good.prefix(length)))
        }
    }

    @Test("A header claiming a picture too large to hold is refused before any pixel memory is taken")
    func tooLarge() throws {
        var png = try PNGCodec.encode(TestImages.checkerboard())
        // IHDR's width and height are the big-endian words at bytes 16 and 20.
        png.replaceSubrange(16..<24, with: [0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00])
        do {
            _ = try PNGCodec.decode(png)
            Issue.record("a 65536×65536 PNG decoded")
        } catch {
            // libpng checks IHDR's CRC first (a corrupt error) or we refuse the size: both refuse.
            #expect(error == .tooLarge(width: 65536, height: 65536) || { if case .corrupt = error { true } else { false } }())
        }
    }
}
