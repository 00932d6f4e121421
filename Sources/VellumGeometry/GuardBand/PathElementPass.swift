import Foundation

/// A rewrite of a path that reads it one element at a time and hands back what it made at
/// the end, as the guard band's restrictions do: driving it is ``Path/passed(through:)``.
protocol PathElementPass {
    /// Reads the next element of the path.
    mutating func add(_ element: Path.Element)
    /// Ends the last subpath and returns the rewritten path.
    mutating func finished() -> Path
}

extension Path {
    /// This path rewritten by `pass`.
    func passed(through pass: some PathElementPass) -> Path {
        var pass = pass
        forEach { pass.add($0) }
        return pass.finished()
    }
}
