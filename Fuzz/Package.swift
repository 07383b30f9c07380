// swift-tools-version: 6.1
//
// PickerKit's fuzzers: libFuzzer targets in a package of their own that depends on PickerKit by
// path (as Benchmarks/ does), so the sanitizer build never touches the library's own.
//
//     swift build --package-path Fuzz -Xswiftc -sanitize=fuzzer,address
//     Fuzz/run.sh 60            # every target for 60 s, on its committed seed corpus
//
// See Fuzz/README.md for what each target checks.
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "PickerKitFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "PickerKit", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: [
        // Reads fuzz bytes as numbers, choices and strings; `ScreenEmulator.swift` is a link to
        // the tests' model terminal, so the frame-diff fuzzer and the tests check one model.
        .target(name: "FuzzDriver"),
        .target(
            name: "FuzzSupport",
            dependencies: ["FuzzDriver", .product(name: "TerminalUI", package: "PickerKit")],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "FuzzInputDecoder",
            dependencies: ["FuzzSupport", .product(name: "TerminalUI", package: "PickerKit")],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "FuzzDateInputParser",
            dependencies: ["FuzzSupport", .product(name: "PickerCore", package: "PickerKit")],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "FuzzTypeAhead",
            dependencies: ["FuzzSupport", .product(name: "PickerCore", package: "PickerKit")],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "FuzzFrameDiff",
            dependencies: ["FuzzSupport", .product(name: "TerminalUI", package: "PickerKit")],
            swiftSettings: strict
        ),
        // `pick` is an executable, which another package cannot import: `pick/` is a link to
        // its sources, compiled here as a library without `main.swift`, so the fuzzer calls its
        // parsers as they are (the fast path `PlainArguments`, `PICK_*` variables, ArgumentParser's).
        .target(
            name: "PickParsing",
            dependencies: [
                .product(name: "PickerCore", package: "PickerKit"),
                .product(name: "TerminalUI", package: "PickerKit"),
                .product(name: "PickerTerminal", package: "PickerKit"),
                .product(name: "PickerImages", package: "PickerKit"),
                .product(name: "PickerKit", package: "PickerKit"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["pick/main.swift"],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "FuzzPickArguments",
            dependencies: ["FuzzSupport", "PickParsing", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strict
        ),
    ]
)
