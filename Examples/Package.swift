// swift-tools-version: 6.1
//
// book-room: a small command built on PickerKit and ArgumentParser, as a package of its own
// would be: it asks for the options a person left out. It depends on PickerKit by path (this
// repository); yours would use `.package(url: ..., from: ...)`.
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "RoomBooking",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "book-room", targets: ["book-room"]),
    ],
    dependencies: [
        .package(name: "PickerKit", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The command, its questions and the rules, apart from `main`, so the tests can parse
        // and run it.
        .target(
            name: "RoomBooking",
            dependencies: [
                .product(name: "PickerKit", package: "PickerKit"),
                .product(name: "PickerKitArgumentParser", package: "PickerKit"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(name: "book-room", dependencies: ["RoomBooking"], swiftSettings: strict),
        .testTarget(
            name: "RoomBookingTests",
            // The built `book-room` too: the tests run it without a terminal.
            dependencies: ["RoomBooking", "book-room", .product(name: "PickerTesting", package: "PickerKit")],
            swiftSettings: strict
        ),
    ]
)
