import Foundation
import ProcessState
import Testing

@Suite("Process-wide state: one lock type, one list of caches")
struct ProcessStateTests {
    @Test("Locked: increments from many threads at once all count")
    func lockedCounts() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }

    @Test("Locked: what the closure throws reaches the caller, and the lock is free again")
    func lockedRethrows() {
        struct Refused: Error, Equatable {}
        let value = Locked([1, 2])
        #expect(throws: Refused()) {
            try value.withLock { (numbers: inout [Int]) throws in
                numbers.append(3)
                throw Refused()
            }
        }
        #expect(value.withLock { $0 } == [1, 2, 3])
    }

    @Test("every cache has a unique name, and a capacity exactly where it empties when full")
    func cacheList() {
        let names = ProcessCaches.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(ProcessCaches.all.count == 8)
        for cache in ProcessCaches.all {
            #expect((cache.capacity != nil) == (cache.eviction == .emptiedWhenFull), "\(cache.name)")
            #expect(cache.limit > 0)
        }
    }

    /// The sources, found from this file: `Tests/PickerCoreTests/` → `Sources/`.
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Every Swift file under `Sources/`, by its path below it, with its text.
    private static func sourceFiles() throws -> [(path: String, text: String)] {
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var files: [(String, String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let path = String(url.path.dropFirst(sources.path.count + 1))
            files.append((path, try String(contentsOf: url, encoding: .utf8)))
        }
        return files
    }

    @Test("no source makes a lock of its own: Locked is the one lock type")
    func oneLockType() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 100)
        let lockMakers = ["NSLock()", "NSRecursiveLock()", "pthread_mutex_", "os_unfair_lock"]
        for (path, text) in files where path != "ProcessState/Locked.swift" {
            for maker in lockMakers {
                #expect(!text.contains(maker), "\(path) makes a lock with \(maker); use Locked")
            }
        }
    }

    @Test("unguarded globals exist only where a signal handler reads them, which no lock may guard")
    func unguardedGlobals() throws {
        let allowed: Set<String> = ["PickerTerminal/Platform/SignalRelay.swift", "PickerTerminal/Platform/CrashGuard.swift"]
        for (path, text) in try Self.sourceFiles() where !allowed.contains(path) {
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            #expect(!code.contains { $0.contains("nonisolated(unsafe)") }, "\(path) has an unguarded global")
        }
    }
}
