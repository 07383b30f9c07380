/// One measured job: its inputs are made once in `init()` (not measured), and `run()` is the part
/// every benchmark iteration, and every callgrind run, measures.
///
/// `run()` returns a number derived from its result (a count, a byte total) so the optimiser
/// cannot drop the work, and so a run can be checked at a glance: the same input gives the same
/// number on every machine.
///
/// ```swift
/// let decoder = InputDecoderWorkload()   // makes the 1 MiB of key bytes
/// decoder.run()                          // decodes them: the number of events
/// ```
public protocol Workload: Sendable {
    /// The benchmark's name, e.g. "InputDecoder: 1 MiB of mixed key bytes".
    static var name: String { get }
    /// The short name the `workload` tool takes on its command line, e.g. "decoder".
    static var key: String { get }
    init()
    func run() -> Int
}

/// Every workload, in the order the benchmarks list them.
public let allWorkloads: [any Workload.Type] = [
    InputDecoderWorkload.self,
    LineLoadingWorkload.self,
    TypeAheadWorkload.self,
    TypeAheadPasteWorkload.self,
    TypeAheadTenMillionWorkload.self,
    TypeAheadEventWorkload.self,
    FilterPathsExactFirstKey.self,
    FilterPathsExactNextKeys.self,
    FilterPathsFuzzyFirstKey.self,
    FilterPathsFuzzyNextKeys.self,
    FilterSeqExactFirstKey.self,
    FilterSeqExactNextKeys.self,
    FilterSeqFuzzyFirstKey.self,
    FilterSeqFuzzyNextKeys.self,
    FilterColdKeyWorkload.self,
    FilterArrivingWorkload.self,
    WheelFrameWorkload.self,
    DateWheelFrameWorkload.self,
    DateViewsFrameWorkload.self,
    CalendarFrameWorkload.self,
    RangeFrameWorkload.self,
    GraphicalFrameWorkload.self,
    DateActionsWorkload.self,
    DateDrawingSweepWorkload.self,
    DateFirstFrameWorkload.self,
    DateWheelsFirstFrameWorkload.self,
    DateCompactFirstFrameWorkload.self,
    DateFieldFirstFrameWorkload.self,
    TimeFirstFrameWorkload.self,
    DateTimeFirstFrameWorkload.self,
    MonthFirstFrameWorkload.self,
    CountdownFirstFrameWorkload.self,
    DatesFirstFrameWorkload.self,
    DateFieldFrameWorkload.self,
    StepperFieldFrameWorkload.self,
    StackMotionFrameWorkload.self,
    ImageSequenceFrameWorkload.self,
    ImageSequenceDecodeFrameWorkload.self,
    ListMillionScrollFrameWorkload.self,
    ListMillionIndexFrameWorkload.self,
    DateSetToggleFrameWorkload.self,
    DateSetMonthFrameWorkload.self,
]
