import Foundation
import Testing

extension PickEndToEndTests {
    /// The example in `Examples/` is a package of its own that depends on PickerKit by path, as
    /// a tool of yours would: it is built and its own tests run here, so a change to the public
    /// API that breaks it fails our tests, not a reader's first try.
    @Suite("examples package") struct ExamplesPackage {
        @Test("Examples/ builds, and its own tests pass")
        func buildsAndPasses() throws {
            let examples = PackageRoot.url.appendingPathComponent("Examples").path
            try SwiftPackageRun.run(["build"], package: examples)
            let log = try SwiftPackageRun.run(["test"], package: examples)
            // swift-testing ends with "Test run with N tests ... passed"; a package whose tests
            // were all filtered out or never found would say 0.
            #expect(log.contains("passed"), "no test passed:\n\(log.suffix(2000))")
            #expect(!log.contains("with 0 tests"), "the example ran no tests:\n\(log.suffix(2000))")
        }
    }
}
