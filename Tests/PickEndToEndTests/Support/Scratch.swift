import Foundation

/// A fresh folder for one test's files (the value chosen, the exit status, `stty -g` output),
/// removed when the test is done.
final class Scratch {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("pick-e2e-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func file(_ name: String) -> String { url.appendingPathComponent(name).path }

    func data(_ name: String) -> Data? { FileManager.default.contents(atPath: file(name)) }

    func text(_ name: String) -> String? { data(name).map { String(decoding: $0, as: UTF8.self) } }

    func write(_ data: Data, to name: String) throws { try data.write(to: url.appendingPathComponent(name)) }
}
