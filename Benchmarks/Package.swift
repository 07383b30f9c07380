// swift-tools-version: 6.1
//
// PickerKit's benchmarks, as a package of their own that compiles PickerKit's sources, so
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

// PickerKit's own targets, compiled in this package from links to their sources (`Sources/<name>`
// -> `../../Sources/<name>`) rather than taken from PickerKit as a package dependency: the
// workloads time parts the library shares among its own targets with `package` access (the frame
// composer, the codecs), and `package` access does not cross packages. Each keeps the settings
// PickerKit's manifest gives it.
func pickerKitTargets(_ names: Set<String>) -> [Target] {
    let all: [Target] = [
        .target(name: "ProcessState", swiftSettings: strict),
        .target(
            name: "PickerCore", dependencies: ["ProcessState"], swiftSettings: strict,
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]),
        .target(name: "TerminalUI", dependencies: ["ProcessState"], exclude: ["Width/generate-width-table.py"], swiftSettings: strict),
        .target(name: "PickerFormats", dependencies: ["PickerCore"], swiftSettings: strict),
        .target(name: "PickerTerminal", dependencies: ["PickerCore", "PickerFormats", "TerminalUI"], swiftSettings: strict),
        .target(name: "PickerKit", dependencies: ["PickerCore", "PickerFormats", "TerminalUI", "PickerTerminal"], swiftSettings: strict),
        .target(
            name: "PickerTesting", dependencies: ["ProcessState", "PickerCore", "TerminalUI", "PickerTerminal", "PickerKit"],
            swiftSettings: strict),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]),
        .target(
            name: "ImageDecoding", dependencies: ["CPNG", "CTurboJPEG"], swiftSettings: strict,
            linkerSettings: [.linkedLibrary("z", .when(platforms: [.linux]))]),
        .target(
            name: "PickerImages", dependencies: ["ProcessState", "PickerCore", "TerminalUI", "PickerTerminal", "ImageDecoding"],
            swiftSettings: strict),
    ]
    return all.filter { names.contains($0.name) }
}

let package = Package(
    name: "PickerKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Only the malloc interposer trait: malloc counts without jemalloc, and without the
        // Linux ARC runtime interposer (which would need one more package to be fetched).
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: pickerKitTargets([
        "ProcessState", "PickerCore", "PickerFormats", "TerminalUI", "PickerTerminal", "PickerKit", "PickerTesting", "CPNG", "CTurboJPEG", "ImageDecoding",
        "PickerImages",
    ]) + [
        // The measured jobs, shared by the benchmarks and by the `workload` tool.
        .target(
            name: "Workloads",
            dependencies: [
                "PickerCore",
                "TerminalUI",
                "PickerTerminal",
                "PickerTesting",
                "PickerImages",
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
