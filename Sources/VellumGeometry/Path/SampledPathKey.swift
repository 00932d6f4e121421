/// A path and what else tells two of its uses apart, as a dictionary key: hashed by a sample
/// of the path (cheap on long outlines, see `Path.hashSampled`), equal only when the whole
/// path is.
package struct SampledPathKey<Extra: Hashable>: Hashable {
    package let path: Path
    package let extra: Extra

    package init(path: Path, extra: Extra) {
        self.path = path
        self.extra = extra
    }

    package static func == (lhs: SampledPathKey, rhs: SampledPathKey) -> Bool {
        lhs.extra == rhs.extra && lhs.path == rhs.path
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(extra)
        path.hashSampled(into: &hasher)
    }
}

extension SampledPathKey: Sendable where Extra: Sendable {}
