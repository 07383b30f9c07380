// swift-tools-version: 6.1
//
// PickerKit: the platform picker system, rebuilt in pure Swift for the terminal.
// Layers only look down: PickerCore and TerminalUI know nothing of each other,
// PickerFormats writes and reads PickerCore's values as text, PickerTerminal joins them,
// `pick` is a thin command on top, PickerTesting drives pickers in a virtual terminal for
// tests (ours and our users').
import PackageDescription

// `PICKERKIT_CHECKS` compiles in the fast paths' `_checkInvariants()` (ByteSearch, FoldedLines,
// LineFilter, MatchRanking, FrameDiff's cursor): on in debug builds, so `swift test` runs every
// test with them; release builds, what ships and what the benchmarks measure, leave them out.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .define("PICKERKIT_CHECKS", .when(configuration: .debug)),
]

let package = Package(
    name: "PickerKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "PickerCore", targets: ["PickerCore"]),
        .library(name: "PickerFormats", targets: ["PickerFormats"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "PickerTerminal", targets: ["PickerTerminal"]),
        .library(name: "PickerTesting", targets: ["PickerTesting"]),
        .library(name: "PickerImages", targets: ["PickerImages"]),
        .library(name: "PickerKit", targets: ["PickerKit"]),
        .library(name: "PickerKitImages", targets: ["PickerKitImages"]),
        .library(name: "PickerKitArgumentParser", targets: ["PickerKitArgumentParser"]),
        .executable(name: "pick", targets: ["pick"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // `swift package generate-documentation --target X` builds each module's DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Only PickerKitArgumentParser uses it: PickerKit's own closure stays without it.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Process-wide state, below everything: the one lock type and the list of caches.
        .target(name: "ProcessState", swiftSettings: strict),
        // PickerCore asks ICU for field names through the `_FoundationICU` module Foundation
        // carries on Linux; its library is linked by name there.
        .target(
            name: "PickerCore", dependencies: ["ProcessState"], swiftSettings: strict,
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
        ),
        // How values are written and read as text for scripts: `--format`, `--value`, `--fields`,
        // `--print`. Apart from the headless core, which models values and never prints them.
        .target(name: "PickerFormats", dependencies: ["PickerCore"], swiftSettings: strict),
        .target(
            name: "TerminalUI", dependencies: ["ProcessState"], exclude: ["Width/generate-width-table.py"],
            swiftSettings: strict),
        .target(name: "PickerTerminal", dependencies: ["ProcessState", "PickerCore", "PickerFormats", "TerminalUI"], swiftSettings: strict),
        .target(
            name: "PickerTesting",
            dependencies: ["ProcessState", "PickerCore", "TerminalUI", "PickerTerminal", "PickerKit"],
            swiftSettings: strict
        ),
        // Images: Debian's libpng and libjpeg-turbo (TurboJPEG API) as system libraries, a small
        // Swift codec target over them, and the image cards and their picker.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]),
        // libpng inflates with zlib; a static link (`-static-executable`, as pick ships) must name it.
        .target(
            name: "ImageDecoding", dependencies: ["CPNG", "CTurboJPEG"], swiftSettings: strict,
            linkerSettings: [.linkedLibrary("z", .when(platforms: [.linux]))]
        ),
        .target(
            name: "PickerImages", dependencies: ["ProcessState", "PickerCore", "TerminalUI", "PickerTerminal", "ImageDecoding"],
            swiftSettings: strict),
        // The umbrella an app imports: one-call prompts, the environment read once, typed errors.
        // It needs nothing but Swift: no image library is in its closure (PickerTesting's
        // neither), which PackageLayoutTests checks.
        .target(
            name: "PickerKit",
            dependencies: ["PickerCore", "PickerFormats", "TerminalUI", "PickerTerminal"],
            swiftSettings: strict
        ),
        // The image prompt, a product of its own, so only an app that shows pictures needs
        // libpng and libturbojpeg.
        .target(name: "PickerKitImages", dependencies: ["PickerKit", "PickerImages"], swiftSettings: strict),
        // Asks for the options a person left out of an ArgumentParser command: a product of its
        // own, so PickerKit never depends on ArgumentParser.
        .target(
            name: "PickerKitArgumentParser",
            dependencies: ["PickerKit", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "pick",
            dependencies: [
                "PickerCore", "PickerFormats", "TerminalUI", "PickerTerminal", "PickerKit", "PickerKitImages",
            ],
            swiftSettings: strict
        ),
        // What the test targets share and users of PickerTesting would not want: the seeded
        // generator, the fixed zones, "now" and locale, the pseudo-terminal helper. Foundation only.
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strict),
        // The core and its formats: the format tests read values the core's fixtures build.
        .testTarget(
            name: "PickerCoreTests",
            dependencies: ["PickerCore", "PickerFormats", "ProcessState", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: strict
        ),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "PickerTerminalTests",
            dependencies: ["PickerCore", "PickerFormats", "TerminalUI", "PickerTerminal", "PickerTesting", "TestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "PickerImagesTests",
            dependencies: ["ImageDecoding", "PickerImages", "PickerTerminal", "PickerTesting", "TerminalUI"],
            swiftSettings: strict),
        .testTarget(
            name: "PickerKitTests",
            dependencies: ["PickerKit", "PickerTerminal", "PickerTesting", "ProcessState", "TestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "PickerKitImagesTests",
            dependencies: ["PickerKitImages", "PickerTesting"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "PickerKitArgumentParserTests",
            dependencies: [
                "PickerKitArgumentParser", "PickerTesting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        // The `pick` command's own parts (its command line, flags and outcomes).
        .testTarget(
            name: "PickTests",
            dependencies: ["pick", "PickerTesting"],
            swiftSettings: strict
        ),
        // Runs the real `pick` binary inside tmux, as a person would.
        // ScreenReader/ holds the settings and scripts the Fenrir test hands to the screen reader.
        .testTarget(
            name: "PickEndToEndTests", dependencies: ["pick", "ImageDecoding"],
            exclude: ["ScreenReader/fenrir.conf", "ScreenReader/speak.sh", "ScreenReader/sound.sh", "ScreenReader/shell.sh"],
            swiftSettings: strict),
    ]
)
