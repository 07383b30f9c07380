import Foundation
import Testing

extension PickEndToEndTests {
    /// The README's "Use it from Swift" section and the DocC "Getting started" article are
    /// what a Swift developer copies first, so their code is taken from the files as they stand
    /// and compiled here: the `Package.swift` lines as a manifest of their own, every program as
    /// an executable, every test as a test that runs. Edit either and this test checks the edit.
    @Suite("README Swift snippets") struct ReadmeSnippets {
        @Test("the Package.swift lines are manifests that depend on the PickerKit package")
        func dependencySnippet() throws {
            let snippets = try ReadmeSwiftSnippets.load()
            let byURL = snippets.manifests.filter { $0.contains(".package(url:") }
            try #require(byURL.count == ReadmeSwiftSnippets.sources.count,
                         "each of README.md and GettingStarted.md needs one ```swift block with .package(url:")
            for (index, manifest) in snippets.manifests.enumerated() {
                let package = try ReadmeSwiftSnippets.scratchPackage("manifest\(index + 1)")
                try ReadmeSwiftSnippets.write(
                    "// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(\n    name: \"MyTool\",\n"
                        + manifest + "\n)\n", to: package + "/Package.swift")
                // Evaluating the manifest compiles it without fetching the dependency.
                let json = try SwiftPackageRun.run(["package", "dump-package"], package: package)
                #expect(json.contains("\"PickerKit\""), "the manifest names no PickerKit package:\n\(json.suffix(2000))")
                // A URL is fetched with git; a path is a checkout on disk.
                let kind = manifest.contains(".package(url:") ? "sourceControl" : "fileSystem"
                #expect(json.contains("\"\(kind)\""), "the dependency is not \(kind):\n\(json.suffix(2000))")
            }
        }

        @Test("the programs build and the tests pass against this checkout")
        func codeSnippets() throws {
            let snippets = try ReadmeSwiftSnippets.load()
            try #require(!snippets.programs.isEmpty, "no program snippet")
            try #require(!snippets.tests.isEmpty, "no test snippet (with @Test)")
            let package = try ReadmeSwiftSnippets.scratchPackage("code")
            var targets: [String] = []
            for (index, program) in snippets.programs.enumerated() {
                try ReadmeSwiftSnippets.write(program, to: package + "/Sources/Snippet\(index + 1)/main.swift")
                targets.append(".executableTarget(name: \"Snippet\(index + 1)\", dependencies: [pickerKit])")
            }
            // A target each: the README and the article may show the same test.
            for (index, test) in snippets.tests.enumerated() {
                try ReadmeSwiftSnippets.write(test, to: package + "/Tests/Snippet\(index + 1)Tests/Snippet.swift")
                targets.append(
                    ".testTarget(name: \"Snippet\(index + 1)Tests\", dependencies: [pickerKit, pickerTesting])")
            }
            try ReadmeSwiftSnippets.write(
                """
                // swift-tools-version: 6.1
                import PackageDescription

                let pickerKit = Target.Dependency.product(name: "PickerKit", package: "PickerKit")
                let pickerTesting = Target.Dependency.product(name: "PickerTesting", package: "PickerKit")
                let package = Package(
                    name: "ReadmeSnippets",
                    platforms: [.macOS(.v13)],
                    dependencies: [.package(name: "PickerKit", path: "\(PackageRoot.url.path)")],
                    targets: [
                        \(targets.joined(separator: ",\n        "))
                    ]
                )

                """, to: package + "/Package.swift")
            try SwiftPackageRun.run(["build", "--build-tests"], package: package)
            let log = try SwiftPackageRun.run(["test"], package: package)
            #expect(log.contains("passed") && !log.contains("with 0 tests"), "the snippets' tests did not run:\n\(log.suffix(2000))")
        }
    }
}

/// The ```swift blocks of the README's "Use it from Swift" section and of the DocC "Getting
/// started" article, sorted by what they are.
struct ReadmeSwiftSnippets {
    static let section = "## Use it from Swift"
    /// The files read: the README (its section only) and the article (all of it).
    static let sources = ["README.md", "Sources/PickerKit/Documentation.docc/GettingStarted.md"]

    /// The `Package.swift` lines (blocks with `.package(`): one by URL per file, and any other
    /// dependency form shown beside it.
    var manifests: [String] = []
    /// Blocks with `@Test`: test files.
    var tests: [String] = []
    /// Every other block: a program's `main.swift`.
    var programs: [String] = []

    static func load() throws -> ReadmeSwiftSnippets {
        let readme = try text(of: sources[0])
        let start = try #require(readme.range(of: "\n" + section + "\n"), "README.md has no \(section) section")
        let rest = readme[start.upperBound...]
        // The section ends where the next second-level heading starts.
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        var snippets = ReadmeSwiftSnippets()
        for block in try codeBlocks(in: String(section), language: "swift") + codeBlocks(in: text(of: sources[1]), language: "swift") {
            if block.contains(".package(") {
                snippets.manifests.append(block)
            } else if block.contains("@Test") {
                snippets.tests.append(block)
            } else {
                snippets.programs.append(block)
            }
        }
        return snippets
    }

    static func text(of file: String) throws -> String {
        try String(contentsOf: PackageRoot.url.appendingPathComponent(file), encoding: .utf8)
    }

    /// The contents of every fenced block opened with ```` ```language ````.
    static func codeBlocks(in markdown: String, language: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```" + language {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current.map { $0.joined(separator: "\n") } ?? "")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// A fresh folder for a scratch package under the shared build folder (ignored by git).
    static func scratchPackage(_ name: String) throws -> String {
        let path = SwiftPackageRun.scratch + "/readme-snippets/" + name
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
