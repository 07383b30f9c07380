import Foundation
import ImageDecoding
import PickerImages
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// Counts the decodes a loader asks for, by path.
final class DecodeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []

    var decoded: [String] {
        lock.lock()
        defer { lock.unlock() }
        return paths
    }

    /// A decode that records the path and makes a 4×4 picture (or fails for names with "bad").
    var decode: ImageLoader.Decode {
        { path in
            self.lock.lock()
            self.paths.append(path)
            self.lock.unlock()
            return path.contains("bad") ? .failure(.notAnImage) : .success(TestImages.checkerboard())
        }
    }
}

@Suite("Only the images in sight and the next few are decoded, once, and cached")
struct ImageLoaderTests {
    static let thousand = (1...1000).map { "img\($0).png" }

    @Test("Opening 1,000 images decodes the one in sight and the next three: as many as opening 10")
    func thousandLikeTen() {
        for count in [10, 1000] {
            let counter = DecodeCounter()
            let loader = ImageLoader(mode: .immediate, decode: counter.decode)
            _ = PickerDriver(WatchImages.picker(Array(Self.thousand.prefix(count)), style: .sequence, loader: loader), width: 40, height: 16, theme: .default(for: .trueColor))
            #expect(counter.decoded == ["img1.png", "img2.png", "img3.png", "img4.png"])
        }
    }

    @Test("Moving on decodes only the newcomer; moving back finds the cache; a list decodes its visible rows")
    func movingAndCache() {
        let counter = DecodeCounter()
        let loader = ImageLoader(mode: .immediate, decode: counter.decode)
        var driver = PickerDriver(WatchImages.picker(Self.thousand, style: .sequence, loader: loader), width: 40, height: 14, theme: .default(for: .trueColor))
        driver.press(.down)
        #expect(counter.decoded.count == 5 && counter.decoded.last == "img5.png")
        driver.press(.up)
        #expect(counter.decoded.count == 5)
        driver.press(.end)
        #expect(Array(counter.decoded.suffix(2)) == ["img1000.png", "img999.png"])
        #expect(loader.decodeCount == 7)

        let listCounter = DecodeCounter()
        let listLoader = ImageLoader(mode: .immediate, decode: listCounter.decode)
        // 16 rows: the list's rows of a title and three picture rows, and the help line.
        let list = PickerDriver(WatchImages.picker(Self.thousand, style: .list, loader: listLoader), width: 40, height: 17, theme: .default(for: .trueColor))
        let rowsShown = list.lines.filter { $0.contains(".png") }.count
        #expect(rowsShown >= 3)
        #expect(listCounter.decoded == (1...(rowsShown + 3)).map { "img\($0).png" })
    }

    @Test("Past its capacity the cache drops the least recently used image that is not wanted")
    func leastRecentlyUsed() {
        let counter = DecodeCounter()
        let loader = ImageLoader(capacity: 3, mode: .immediate, decode: counter.decode)
        loader.want(["a", "b"])
        loader.want(["c"])
        loader.want(["a"])  // a is used again: b is now the oldest
        loader.want(["d"])
        #expect(loader.cachedPaths == ["a", "c", "d"])
        loader.want(["b", "a"])
        #expect(counter.decoded == ["a", "b", "c", "d", "b"])
        #expect(loader.cachedPaths.contains("b") && loader.cachedPaths.contains("a") && loader.cachedPaths.count == 3)
    }

    @Test("In the background, want returns at once and the pictures arrive; the picker ticks until they are drawn")
    func background() {
        let gate = NSLock()
        gate.lock()  // held: the worker waits on it inside its first decode
        let loader = ImageLoader(mode: .background) { _ in
            gate.lock()
            gate.unlock()
            return .success(TestImages.checkerboard())
        }
        var driver = PickerDriver(WatchImages.picker(["one.png"], style: .sequence, loader: loader), width: 20, height: 9,
                                  theme: .default(for: .trueColor))
        #expect(loader.state(of: "one.png") == .loading)
        #expect(driver.frame.contains("loading…"))
        #expect(driver.picker.needsTicks)
        gate.unlock()
        // Wait for the worker (bounded by iterations, not by a clock), then the frames it asks for.
        for _ in 0..<10_000 where loader.isBusy { usleep(1000) }
        driver.advance(by: 0.1)
        #expect(!driver.picker.needsTicks)
        #expect(loader.state(of: "one.png") == .loaded(TestImages.checkerboard()))
        #expect(driver.frame.contains("▀") && !driver.frame.contains("loading…"))
    }

    @Test("A file that fails keeps its reason; the others still load")
    func failures() {
        let counter = DecodeCounter()
        let loader = ImageLoader(mode: .immediate, decode: counter.decode)
        loader.want(["bad.png", "good.png"])
        #expect(loader.state(of: "bad.png") == .failed("not a PNG or JPEG image"))
        #expect(loader.state(of: "good.png") == .loaded(TestImages.checkerboard()))
    }
}
