/// `pick --version`: the package's version, written here once.
///
/// It follows semantic versioning; until the first tagged release it is a 0.x version and the
/// command line may still change.
///
/// ```sh
/// pick --version   # 0.1.0
/// ```
enum PickVersion {
    static let current = "0.1.0"
}
