// swift-tools-version: 6.1
//
// PickerKit's benchmarks, as a package of their own that depends on PickerKit by path, so
// benchmark tooling (ordo-one/benchmark and what it pulls in) never enters the library's graph.
//
//     swift package --package-path Benchmarks benchmark
//
// See Benchmarks/README.md for what is measured and the side-by-side harness in compare/.
import PackageDescription

let package = Package(
    name: "PickerKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "PickerKit", path: ".."),
        // Only the malloc interposer trait: malloc counts without jemalloc, and without the
        // Linux ARC runtime interposer (which would need one more package to be fetched).
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "PickerKitBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PickerCore", package: "PickerKit"),
                .product(name: "TerminalUI", package: "PickerKit"),
                .product(name: "PickerTerminal", package: "PickerKit"),
            ],
            path: "Benchmarks/PickerKitBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6), .enableUpcomingFeature("ExistentialAny")],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ]
)
