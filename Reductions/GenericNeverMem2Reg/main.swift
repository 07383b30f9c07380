// A generic function that never returns, inlined into its caller, reads its argument only on
// paths that end in a `Never` call: with -O, Swift 6.3.1's SIL mem2reg drops the copy of the
// argument, and the read sees uninitialised stack memory. Expected output: [[66, 97, 110, 97, 110, 97]]
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func finish<T>(_ confirmed: Bool, _ value: T) -> Never {
    if confirmed {
        print(value)
        exit(0)
    }
    exit(1)
}

finish(CommandLine.arguments.count < 5, [Array("Banana".utf8)])
