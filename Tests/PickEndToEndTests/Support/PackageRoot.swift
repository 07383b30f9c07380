import Foundation

/// The package these tests belong to, for the tests that build `pick` another way (release,
/// AddressSanitizer) into scratch folders of their own beside `.build`.
enum PackageRoot {
    /// The folder holding `Package.swift`.
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// What `swift build` needs from the runner's environment: the toolchain on PATH, and HOME
    /// for its caches.
    static var buildEnvironment: [String: String] {
        let environment = ProcessInfo.processInfo.environment
        return ["PATH": environment["PATH"] ?? "/usr/bin:/bin", "HOME": environment["HOME"] ?? "/tmp"]
    }
}
