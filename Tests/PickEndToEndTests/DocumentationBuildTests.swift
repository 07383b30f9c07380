import Foundation
import Testing

extension PickEndToEndTests {
    /// The DocC catalogs are documentation people read on the web, and a renamed symbol turns a
    /// link in them into plain text without anyone noticing. So every public module's
    /// documentation is built here, as a reader would build it, and any warning fails: a
    /// broken symbol link, an unknown parameter, a missing page. The same build's symbol graphs
    /// then show every public declaration without a doc comment.
    @Suite("documentation build") struct DocumentationBuild {
        @Test("every public module's DocC catalog builds without a warning, and every public declaration has a doc comment")
        func catalogsBuildCleanly() throws {
            let build = try DocumentationArchives.build()
            #expect(build.warnings.isEmpty, "DocC warnings:\n\(build.warnings.joined(separator: "\n"))")
            for module in DocumentationArchives.modules {
                #expect(
                    FileManager.default.fileExists(atPath: build.archive(of: module) + "/data/documentation"),
                    "no archive for \(module)")
            }
            let undocumented = try DocumentationArchives.undocumentedDeclarations(in: build.scratch)
            #expect(undocumented.isEmpty, "public declarations without a doc comment:\n\(undocumented.joined(separator: "\n"))")
        }
    }
}

/// `swift package generate-documentation` for every public module at once, into
/// `.build-docs` at the package's root (its own folder: the running `swift test` holds `.build`).
///
/// Combined, so a module's documentation links the types of the modules it depends on
/// (PickerKit's articles link `PickerCore/FilterMode` and `PickerTerminal/WatchStyle`, which
/// `import PickerKit` re-exports) and a renamed one is a warning there too.
enum DocumentationArchives {
    /// The library products, each with a `Documentation.docc` catalog.
    static let modules = [
        "PickerCore", "PickerFormats", "TerminalUI", "PickerTerminal", "PickerTesting", "PickerImages", "PickerKit", "PickerKitImages",
        "PickerKitArgumentParser",
    ]

    struct Build {
        var scratch: String
        var warnings: [String]

        /// Where the plugin leaves `module`'s archive: a combined build keeps each module's
        /// archive in `intermediates` and writes the package's combined one beside it.
        func archive(of module: String) -> String {
            scratch + "/plugins/Swift-DocC/outputs/intermediates/\(module).doccarchive"
        }
    }

    static func build() throws -> Build {
        let scratch = PackageRoot.url.appendingPathComponent(".build-docs").path
        let targets = modules.flatMap { ["--target", $0] }
        let result = try CommandRunner.run(
            "/usr/bin/env",
            ["swift", "package", "--package-path", PackageRoot.url.path, "--scratch-path", scratch,
             "generate-documentation", "--enable-experimental-combined-documentation"] + targets,
            environment: PackageRoot.buildEnvironment)
        let log = result.outputText + "\n" + result.standardError
        try #require(result.status == 0, "generate-documentation failed: \(log.suffix(3000))")
        // A warning is one line, followed by its location (` --> file:line`) and source lines.
        let lines = log.split(separator: "\n").map(String.init)
        let warnings = lines.indices.filter { lines[$0].contains("warning:") }.map { index in
            lines[index...].prefix(2).joined(separator: "\n")
        }
        return Build(scratch: scratch, warnings: warnings)
    }

    /// Public declarations without a doc comment, as `Module: kind path (file:line)`, from the
    /// symbol graphs the build extracted. Declarations that inherit their documentation (a
    /// protocol requirement's implementation) or that the compiler made (no source location)
    /// are left out, as DocC documents them from elsewhere, and so are `extension` blocks
    /// (their members carry the comments).
    static func undocumentedDeclarations(in scratch: String) throws -> [String] {
        var found: [String] = []
        let files = FileManager.default.enumerator(atPath: scratch)?.compactMap { $0 as? String } ?? []
        for file in files where file.contains("extracted-symbols/") && file.hasSuffix(".symbols.json") {
            let module = URL(fileURLWithPath: file).deletingLastPathComponent().lastPathComponent
            guard modules.contains(module) else { continue }
            let data = try Data(contentsOf: URL(fileURLWithPath: scratch + "/" + file))
            let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            for symbol in graph["symbols"] as? [[String: Any]] ?? [] {
                let kind = symbol["kind"] as? [String: Any]
                guard symbol["docComment"] == nil, symbol["sourceOrigin"] == nil,
                      kind?["identifier"] as? String != "swift.extension",
                      let location = symbol["location"] as? [String: Any] else { continue }
                let kindName = kind?["displayName"] as? String ?? "?"
                let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
                let uri = (location["uri"] as? String ?? "").components(separatedBy: "/Sources/").last ?? ""
                let line = ((location["position"] as? [String: Any])?["line"] as? Int).map { $0 + 1 } ?? 0
                found.append("\(module): \(kindName) \(path) (\(uri):\(line))")
            }
        }
        return found.sorted()
    }
}
