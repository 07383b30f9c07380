import Benchmark
import Workloads

/// Every workload as a benchmark: wall-clock time, instructions (where the kernel lets perf count them;
/// `callgrind.sh` counts them anywhere), mallocs and peak memory.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .instructions, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 2,
        maxDuration: .seconds(3),
        maxIterations: 10_000
    )
    for workload in allWorkloads {
        register(workload)
    }
}

/// Registers `type`, preparing its inputs on first use (so filtering benchmarks by name does not
/// pay for the others' inputs), outside the measured part of the iteration.
func register<W: Workload>(_ type: W.Type) {
    let prepared = Prepared<W>()
    Benchmark(W.name) { benchmark in
        let workload = prepared.value
        benchmark.startMeasurement()
        blackHole(workload.run())
    }
}

/// A workload's inputs, made once. Benchmarks of one target run one at a time on one thread.
final class Prepared<W: Workload>: @unchecked Sendable {
    lazy var value = W()
}
