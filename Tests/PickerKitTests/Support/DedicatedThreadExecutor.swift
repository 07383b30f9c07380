import Foundation

/// A task executor with one thread of its own, for the async prompts the pseudo-terminal tests
/// start: `Task(executorPreference: DedicatedThreadExecutor.shared) { try await Prompt.choose(…) }`.
///
/// Why: a plain `Task { }` waits for a thread of Swift's cooperative pool, which has one thread
/// per core. On a two-core machine a full parallel test run can hold both for minutes with
/// synchronous tests (the every-locale drawing suites), and under load that outlasted the tests'
/// three-minute wait for the prompt's first frame. With its own thread the prompt starts at once,
/// whatever the pool is doing. The bodies of the tests that type into a prompt's pseudo-terminal
/// run here too (`withTaskExecutorPreference`): a prompt holding the process's one session turn
/// waits for their keys, while synchronous sessions of other suites wait for the turn on the
/// pool's threads; a body waiting for the pool then waited for them all, until a three-minute
/// guard gave up.
final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
    /// One thread for every test: the jobs are short (each prompt's session runs on a thread of
    /// its own, `PickerPrompt.run`), so they never hold one another up for long.
    static let shared = DedicatedThreadExecutor()

    // @unchecked Sendable: `jobs` is only touched with `condition` locked.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init() {
        let thread = Thread { [self] in runJobs() }
        thread.name = "DedicatedThreadExecutor"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func runJobs() -> Never {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
