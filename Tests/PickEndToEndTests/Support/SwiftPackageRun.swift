import Foundation
import Testing

/// `swift build`, `swift test` and `swift package` run on another package than this one (the
/// example in `Examples/`, a scratch package holding the README's snippets), as its author
/// would run them.
///
/// They share one scratch folder, `Examples/.build` (ignored by git, like every `.build`), so
/// PickerKit's modules, which both depend on by path, are compiled once for both.
enum SwiftPackageRun {
    static let scratch = PackageRoot.url.appendingPathComponent("Examples/.build").path

    /// Runs `swift <arguments>` on the package at `package`; requires it to succeed and returns
    /// what it printed.
    @discardableResult
    static func run(_ arguments: [String], package: String) throws -> String {
        var command = arguments
        // `swift package <subcommand>` takes the paths before the subcommand.
        let position = command.first == "package" ? 1 : command.count
        command.insert(contentsOf: ["--package-path", package, "--scratch-path", scratch], at: position)
        let result = try CommandRunner.run("/usr/bin/env", ["swift"] + command, environment: PackageRoot.buildEnvironment)
        let log = result.outputText + result.standardError
        try #require(result.status == 0, "swift \(arguments.joined(separator: " ")) failed:\n\(log.suffix(4000))")
        return log
    }
}
