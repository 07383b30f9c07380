// swift-tools-version: 6.1
//
// PickerKit's benchmarks, as a package of their own that depends on PickerKit by path, so
// benchmark tooling (ordo-one/benchmark and what it pulls in) never enters the library's graph.
//
//     swift package --package-path Benchmarks benchmark
//
// See Benchmarks/README.md for what is measured and the side-by-side harness in compare/.
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

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
        // The measured jobs, shared by the benchmarks and by the `workload` tool.
        .target(
            name: "Workloads",
            dependencies: [
                .product(name: "PickerCore", package: "PickerKit"),
                .product(name: "TerminalUI", package: "PickerKit"),
                .product(name: "PickerTerminal", package: "PickerKit"),
                .product(name: "PickerTesting", package: "PickerKit"),
                .product(name: "PickerImages", package: "PickerKit"),
            ],
            swiftSettings: strict
        ),
        // Runs one workload, for valgrind's instruction counts (callgrind.sh).
        .executableTarget(name: "workload", dependencies: ["Workloads"], swiftSettings: strict),
        .executableTarget(
            name: "PickerKitBenchmarks",
            dependencies: [
                "Workloads",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/PickerKitBenchmarks",
            swiftSettings: strict,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
