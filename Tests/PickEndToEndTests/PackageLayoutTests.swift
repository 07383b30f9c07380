import Foundation
import Testing

extension PickEndToEndTests {
    /// `import PickerKit` is meant to build with nothing but Swift installed: a yes-or-no
    /// question must not need libpng. The manifest, as SwiftPM reads it, is walked from each
    /// product that promises that, through every target it depends on, however indirectly.
    @Suite("package layout") struct PackageLayout {
        /// Products an app or its tests depend on without installing anything but Swift.
        static let swiftOnlyProducts = ["PickerKit", "PickerTesting"]
        /// Libraries linked by name that the Swift toolchain itself brings.
        static let toolchainLibraries: Set<String> = ["_FoundationICU"]

        @Test("PickerKit's and PickerTesting's dependency closures reach no system library, image target or other library", arguments: swiftOnlyProducts)
        func closureNeedsOnlySwift(product: String) throws {
            let manifest = try PackageManifest.load()
            let closure = try manifest.closure(ofProduct: product)
            #expect(closure.contains(product))
            for name in closure.sorted() {
                let target = try #require(manifest.targets[name], "\(name) is not a target of the package")
                #expect(target.type != "system", "\(product) reaches the system library \(name)")
                #expect(!["PickerImages", "ImageDecoding", "PickerKitImages"].contains(name), "\(product) reaches \(name)")
                let linked = Set(target.linkedLibraries).subtracting(Self.toolchainLibraries)
                #expect(linked.isEmpty, "\(product) reaches \(name), which links \(linked.sorted())")
                #expect(target.externalProducts.isEmpty, "\(product) reaches \(name), which needs \(target.externalProducts)")
            }
        }

        @Test("the image prompt's product does reach the image libraries, so the walk sees them")
        func imageProductReachesImageLibraries() throws {
            let closure = try PackageManifest.load().closure(ofProduct: "PickerKitImages")
            #expect(closure.isSuperset(of: ["PickerKit", "PickerImages", "ImageDecoding", "CPNG", "CTurboJPEG"]))
        }

        @Test("ArgumentParser is reached through PickerKitArgumentParser alone, never through PickerKit")
        func argumentParserStaysInItsProduct() throws {
            let manifest = try PackageManifest.load()
            let closure = try manifest.closure(ofProduct: "PickerKitArgumentParser")
            #expect(closure.isSuperset(of: ["PickerKitArgumentParser", "PickerKit"]))
            let bridge = try #require(manifest.targets["PickerKitArgumentParser"])
            #expect(bridge.externalProducts.contains("swift-argument-parser/ArgumentParser"))
            for name in try manifest.closure(ofProduct: "PickerKit") {
                let target = try #require(manifest.targets[name])
                #expect(!target.externalProducts.contains { $0.hasSuffix("/ArgumentParser") }, "PickerKit reaches ArgumentParser through \(name)")
                #expect(name != "PickerKitArgumentParser")
            }
        }
    }
}

/// The package's manifest as `swift package dump-package` prints it: targets, what each depends
/// on, what it links, and the products.
struct PackageManifest {
    struct Target {
        var type: String
        /// Targets of this package it depends on.
        var dependencies: [String]
        /// Products of other packages it depends on, as `package/product`.
        var externalProducts: [String]
        /// Libraries its linker settings name.
        var linkedLibraries: [String]
    }

    var targets: [String: Target]
    var products: [String: [String]]

    static func load() throws -> PackageManifest {
        // A scratch folder of its own: the running `swift test` holds `.build`'s lock.
        let scratch = PackageRoot.url.appendingPathComponent(".build-manifest").path
        let result = try CommandRunner.run(
            "/usr/bin/env",
            ["swift", "package", "--package-path", PackageRoot.url.path, "--scratch-path", scratch, "dump-package"],
            environment: PackageRoot.buildEnvironment)
        try #require(result.status == 0, "dump-package failed: \(result.standardError.suffix(2000))")
        let json = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        var targets: [String: Target] = [:]
        for target in json["targets"] as? [[String: Any]] ?? [] {
            let name = try #require(target["name"] as? String)
            var dependencies: [String] = []
            var external: [String] = []
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                if let byName = (dependency["byName"] ?? dependency["target"]) as? [Any], let first = byName.first as? String {
                    dependencies.append(first)
                } else if let product = dependency["product"] as? [Any] {
                    external.append(product.prefix(2).compactMap { $0 as? String }.reversed().joined(separator: "/"))
                }
            }
            let linked = (target["settings"] as? [[String: Any]] ?? []).compactMap { setting in
                ((setting["kind"] as? [String: Any])?["linkedLibrary"] as? [String: Any])?["_0"] as? String
            }
            targets[name] = Target(
                type: target["type"] as? String ?? "", dependencies: dependencies, externalProducts: external,
                linkedLibraries: linked)
        }
        var products: [String: [String]] = [:]
        for product in json["products"] as? [[String: Any]] ?? [] {
            if let name = product["name"] as? String { products[name] = product["targets"] as? [String] ?? [] }
        }
        return PackageManifest(targets: targets, products: products)
    }

    /// Every target the product's targets depend on, directly or not, and those targets.
    func closure(ofProduct product: String) throws -> Set<String> {
        var pending = try #require(products[product], "no product \(product)")
        var seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            pending += targets[name]?.dependencies ?? []
        }
        return seen
    }
}
