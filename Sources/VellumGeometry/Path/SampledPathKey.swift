/// A path and what else tells two of its uses apart, as a dictionary key: hashed by a sample
/// of the path (cheap on long outlines, see `Path.hashSampled`), equal only when the whole
/// path is. SPI-public (`@_spi(RenderCaches)`), outside the API, so that each cache's module
/// specializes its hashing and equality: the compiler does not specialize `package` code
/// across modules.
@_spi(RenderCaches)
public struct SampledPathKey<Extra: Hashable>: Hashable {
    @usableFromInline package let path: Path
    @usableFromInline package let extra: Extra

    package init(path: Path, extra: Extra) {
        self.path = path
        self.extra = extra
    }

    @inlinable public static func == (lhs: SampledPathKey, rhs: SampledPathKey) -> Bool {
        lhs.extra == rhs.extra && lhs.path == rhs.path
    }

    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(extra)
        path.hashSampled(into: &hasher)
    }
}

extension SampledPathKey: Sendable where Extra: Sendable {}
