// swift-tools-version: 6.1
//
// book-room: a small tool built on PickerKit, as a package of its own would be. It depends on
// PickerKit by path (this repository); yours would use `.package(url: ..., from: ...)`.
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
    ],
    targets: [
        // The questions and the rules, apart from `main`, so the tests can ask them.
        .target(
            name: "RoomBooking",
            dependencies: [.product(name: "PickerKit", package: "PickerKit")],
            swiftSettings: strict
        ),
        .executableTarget(name: "book-room", dependencies: ["RoomBooking"], swiftSettings: strict),
        .testTarget(
            name: "RoomBookingTests",
            dependencies: ["RoomBooking", .product(name: "PickerTesting", package: "PickerKit")],
            swiftSettings: strict
        ),
    ]
)
