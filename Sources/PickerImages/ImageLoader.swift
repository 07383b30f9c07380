import Dispatch
import Foundation
import ImageDecoding
import ProcessState

/// Decodes images off the key path, only those asked for, and keeps the most recently used in a
/// small cache (LRU), so a thousand files open as fast as ten.
///
/// A picker says which files it wants, most wanted first (the one in sight, then the next few):
/// ``want(_:)``. A worker thread decodes them one by one, each shrunk to at most
/// ``thumbnailSide`` pixels a side, and the picker reads what is there with ``state(of:)``;
/// until then the file is ``ImageLoadState/loading``. The terminal session learns of finished
/// work through its usual tick: a picker's `needsTicks` is ``isBusy``, so the session wakes at
/// ~60 Hz while decodes are under way and sleeps when they are done.
///
/// Wanted files are never evicted; past ``capacity`` the least recently used others go.
///
/// ```swift
/// let loader = ImageLoader()
/// loader.want(["a.png", "b.jpg"])      // returns at once; decoding goes on in the background
/// loader.state(of: "a.png")           // .loading, then .loaded(image)
/// ```
public final class ImageLoader: @unchecked Sendable {
    /// How a file becomes an image (replaceable in tests, to count decodes).
    public typealias Decode = @Sendable (String) -> Result<RGBAImage, ImageDecodingError>

    /// Where decoding runs.
    public enum Mode: Sendable {
        /// On a worker thread; ``want(_:)`` returns at once.
        case background
        /// Inside ``want(_:)`` itself: for tests and the virtual terminal, where frames must be
        /// reproducible.
        case immediate
    }

    /// The most decoded images kept.
    public let capacity: Int
    /// The longest side a decoded image is kept at: enough for any card, small for memory.
    public let thumbnailSide: Int
    private let mode: Mode
    private let decode: Decode
    private let queue = DispatchQueue(label: "PickerImages.ImageLoader", qos: .userInitiated)
    private let shelf: Locked<Shelf>

    /// A loader decoding files with `ImageFile.decode(path:)` unless told otherwise.
    public init(
        capacity: Int = 16, thumbnailSide: Int = 480, mode: Mode = .background,
        decode: @escaping Decode = { path in Result { () throws(ImageDecodingError) in try ImageFile.decode(path: path) } }
    ) {
        self.capacity = max(1, capacity)
        shelf = Locked(Shelf(capacity: max(1, capacity)))
        self.thumbnailSide = thumbnailSide
        self.mode = mode
        self.decode = decode
    }

    /// Puts `paths` first among the files wanted, most wanted first, and starts decoding those
    /// not cached yet. Wishes add up (a frame asks for each row it draws) but only the latest
    /// ``capacity`` are kept, so what is wanted always fits in the cache.
    public func want(_ paths: [String]) {
        let start = shelf.withLock { shelf in
            shelf.wanted = Array((paths + shelf.wanted.filter { !paths.contains($0) }).prefix(shelf.capacity))
            for path in paths { shelf.touch(path) }
            let start = !shelf.working && shelf.nextWanted() != nil
            if start { shelf.working = true }
            return start
        }
        guard start else { return }
        switch mode {
        case .background: queue.async { self.work() }
        case .immediate: work()
        }
    }

    /// What is known of `path` now: decoded, failed, or still loading.
    public func state(of path: String) -> ImageLoadState {
        shelf.withLock { $0.cache[path]?.state ?? .loading }
    }

    /// True while a wanted file is still being decoded.
    public var isBusy: Bool {
        shelf.withLock { $0.working }
    }

    /// How many decodes have finished so far: a drawing made before and after a change tells,
    /// by this, whether it may differ.
    package var finishedCount: Int {
        shelf.withLock { $0.finished }
    }

    /// How many files were decoded in all (a file decoded again after eviction counts twice).
    package var decodeCount: Int {
        shelf.withLock { $0.decodes }
    }

    /// The files in the cache now.
    package var cachedPaths: Set<String> {
        shelf.withLock { Set($0.cache.keys) }
    }

    // MARK: The worker

    /// Decodes wanted files until every one is cached.
    private func work() {
        while true {
            let next: String? = shelf.withLock { shelf in
                guard let path = shelf.nextWanted() else {
                    shelf.working = false
                    return nil
                }
                shelf.decodes += 1
                return path
            }
            guard let path = next else { return }
            let state: ImageLoadState =
                switch decode(path) {
                case .success(let image): .loaded(image.bounded(by: thumbnailSide))
                case .failure(let error): .failed(error.description)
                }
            shelf.withLock { shelf in
                shelf.clock += 1
                shelf.cache[path] = (state, shelf.clock)
                shelf.finished += 1
                shelf.evict()
            }
        }
    }

    /// The decoded files, the wishes and the counts, behind the loader's lock.
    private struct Shelf {
        let capacity: Int
        var cache: [String: (state: ImageLoadState, lastUse: Int)] = [:]
        var wanted: [String] = []
        var clock = 0
        var working = false
        var decodes = 0
        var finished = 0

        init(capacity: Int) {
            self.capacity = capacity
        }

        /// The first wanted file not cached.
        func nextWanted() -> String? { wanted.first { cache[$0] == nil } }

        /// Marks `path` as just used.
        mutating func touch(_ path: String) {
            clock += 1
            cache[path]?.lastUse = clock
        }

        /// Drops the least recently used files that are not wanted, down to the capacity.
        mutating func evict() {
            let keep = Set(wanted)
            while cache.count > capacity {
                guard let oldest = cache.filter({ !keep.contains($0.key) }).min(by: { $0.value.lastUse < $1.value.lastUse })
                else { return }
                cache[oldest.key] = nil
            }
        }
    }
}

/// Where one image file stands in an ``ImageLoader``.
public enum ImageLoadState: Equatable, Sendable {
    /// Not decoded yet.
    case loading
    /// Decoded (shrunk to the loader's thumbnail size).
    case loaded(RGBAImage)
    /// Could not be decoded: why, in one line ("not a PNG or JPEG image").
    case failed(String)
}
