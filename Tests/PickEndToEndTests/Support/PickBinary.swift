import Foundation

/// Where the `pick` built for these tests is: next to the test bundle in the build products
/// folder (the test target depends on `pick`, so `swift test` builds it first).
enum PickBinary {
    static let path: String = {
        if let override = ProcessInfo.processInfo.environment["PICK_E2E_BINARY"] { return override }
        return productsFolder.appendingPathComponent("pick").path
    }()

    private static var productsFolder: URL {
        #if os(Linux)
        // The test runner is the `.xctest` executable itself, in the products folder.
        return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        #else
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? Bundle.main
        return bundle.bundleURL.deletingLastPathComponent()
        #endif
    }
}
