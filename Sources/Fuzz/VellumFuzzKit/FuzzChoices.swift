import VellumTestSupport

/// Where a generator takes its choices from: a seeded generator in the deterministic test
/// pass, the fuzzer's bytes in a libFuzzer target. The same generator code serves both, so
/// a crash the fuzzer finds can be replayed as a test.
public protocol FuzzChoices {
    /// A choice in `0..<count` (0 when `count` is 0 or less).
    mutating func below(_ count: Int) -> Int
}

extension FuzzChoices {

    /// A choice in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True about once in `count` times.
    public mutating func oneIn(_ count: Int) -> Bool { below(count) == 0 }

    /// One of `elements` (which must not be empty).
    public mutating func pick<T>(_ elements: [T]) -> T { elements[below(elements.count)] }

    /// A double in [0, 1).
    public mutating func unit() -> Double { Double(below(1 << 16)) / Double(1 << 16) }
}

/// The shared seeded generator (`VellumTestSupport.SplitMix64`: Steele, Lea and Flood,
/// 2014) as fuzz choices: a fixed seed gives the same inputs on every platform and run.
extension SplitMix64: FuzzChoices, RandomNumberGenerator {
    public mutating func below(_ count: Int) -> Int {
        count <= 0 ? 0 : Int(next() % UInt64(count))
    }
}

/// Choices read from a fuzzer's bytes, one byte per choice of up to 256 options (so
/// libFuzzer's byte mutations map to single decisions), more bytes for larger ones; zeros
/// once the bytes run out, which ends every generator loop.
public struct ByteChoices: FuzzChoices {
    private let bytes: [UInt8]
    private var index = 0

    /// Choices from `bytes`.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been used.
    public var isExhausted: Bool { index >= bytes.count }

    public mutating func below(_ count: Int) -> Int {
        guard count > 1 else { return 0 }
        var value = 0, span = 1
        while span < count {
            if index < bytes.count { value = value << 8 | Int(bytes[index]) } else { value <<= 8 }
            index += 1
            span <<= 8
        }
        return value % count
    }
}
