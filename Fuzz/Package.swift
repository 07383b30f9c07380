// swift-tools-version: 6.1
//
// PickerKit's fuzzers: libFuzzer targets in a package of their own that compiles PickerKit's
// sources (as Benchmarks/ does), so the sanitizer build never touches the library's own.
//
//     swift build --package-path Fuzz -Xswiftc -sanitize=fuzzer,address
//     Fuzz/run.sh 60            # every target for 60 s, on its committed seed corpus
//
// See Fuzz/README.md for what each target checks.
import PackageDescription

// The fuzzers run with the fast paths' invariant checks compiled in (`PICKERKIT_CHECKS`), so a
// broken invariant stops a fuzzer at the input that broke it.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .define("PICKERKIT_CHECKS"),
]

// PickerKit's own targets, compiled in this package from links to their sources (`Sources/<name>`
// -> `../../Sources/<name>`) rather than taken from PickerKit as a package dependency: `pick`'s
// parsers, compiled here too, use what PickerKit's targets share with `package` access, and
// `package` access does not cross packages. Each keeps the settings PickerKit's manifest gives it.
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
        .target(name: "PickerKitImages", dependencies: ["PickerKit", "PickerImages"], swiftSettings: strict),
    ]
    return all.filter { names.contains($0.name) }
}

let package = Package(
    name: "PickerKitFuzz",
    platforms: [.macOS(.v13)],
    targets: pickerKitTargets([
        "ProcessState", "PickerCore", "PickerFormats", "TerminalUI", "PickerTerminal", "PickerKit", "CPNG", "CTurboJPEG", "ImageDecoding", "PickerImages",
        "PickerKitImages",
    ]) + [
        // Reads fuzz bytes as numbers, choices and strings; `ScreenEmulator.swift` is a link to
        // the tests' model terminal, so the frame-diff fuzzer and the tests check one model.
        .target(name: "FuzzDriver"),
        .target(
            name: "FuzzSupport",
            dependencies: ["FuzzDriver", "TerminalUI"],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "FuzzInputDecoder",
            dependencies: ["FuzzSupport", "TerminalUI"],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "FuzzDateInputParser",
            dependencies: ["FuzzSupport", "PickerCore", "PickerFormats"],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "FuzzTypeAhead",
            dependencies: ["FuzzSupport", "PickerCore"],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "FuzzFrameDiff",
            dependencies: ["FuzzSupport", "TerminalUI"],
            swiftSettings: strict
        ),
        // `pick` is an executable, which another package cannot import: `pick/` is a link to
        // its sources, compiled here as a library without `main.swift`, so the fuzzer calls its
        // command-line reader as it is.
        .target(
            name: "PickParsing",
            dependencies: [
                "PickerCore",
                "PickerFormats",
                "TerminalUI",
                "PickerTerminal",
                "PickerKit",
                "PickerKitImages",
            ],
            exclude: ["pick/main.swift"],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "FuzzPickArguments",
            dependencies: ["FuzzSupport", "PickParsing"],
            swiftSettings: strict
        ),
    ]
)
