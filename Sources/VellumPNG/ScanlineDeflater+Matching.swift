import Foundation
import Synchronization

// ScanlineDeflater's LZ77: the per-block symbol counts, the pooled scratch tables, and the
// hash-chain matcher.

/// Symbol counts of one block, in a scratch buffer: 286 literal/length counts, then 30
/// distance counts.
struct Frequencies {
    let literals: UnsafeMutablePointer<UInt32>
    let distances: UnsafeMutablePointer<UInt32>

    init(_ storage: UnsafeMutablePointer<UInt32>) {
        literals = storage
        distances = storage + 286
    }

    func clear() { literals.update(repeating: 0, count: 286 + 30) }
}

/// The tables and buffers of one compression, kept in a pool between calls: allocating
/// them afresh each time costs page faults in a long-lived process.
final class DeflateScratch: @unchecked Sendable {
    static let hashCapacity = 1 << 15
    static let symbolCapacity = 1 << 15

    let head = UnsafeMutablePointer<Int32>.allocate(capacity: hashCapacity)
    let previous = UnsafeMutablePointer<Int32>.allocate(capacity: Matcher.window)
    let symbols = UnsafeMutablePointer<UInt32>.allocate(capacity: symbolCapacity)
    let frequencies = UnsafeMutablePointer<UInt32>.allocate(capacity: 286 + 30)
    /// `head` and `previous` hold `positionBase + position + 1`: entries at or below the base
    /// are from earlier inputs, so a new input needs no clearing of the 128 KiB hash table.
    var positionBase = 0

    init() {
        head.initialize(repeating: 0, count: Self.hashCapacity)
        // Only positions inserted from the current input are read back, but stale entries
        // must never look current: start below every base.
        previous.initialize(repeating: 0, count: Matcher.window)
    }

    deinit {
        head.deallocate()
        previous.deallocate()
        symbols.deallocate()
        frequencies.deallocate()
    }

    private static let pool = Mutex<[DeflateScratch]>([])
    /// As many as threads that compress at once, in practice; more are freed.
    private static let poolLimit = 2 * ProcessInfo.processInfo.activeProcessorCount + 2

    static func take() -> DeflateScratch {
        pool.withLock { $0.popLast() } ?? DeflateScratch()
    }

    static func give(_ scratch: DeflateScratch) {
        pool.withLock { pool in
            if pool.count < poolLimit { pool.append(scratch) }
        }
    }
}

/// LZ77 over the whole input with hash chains; symbols are packed as `byte` for a literal,
/// or `length << 16 | distance` (length ≥ 3, so never below 1 << 16) for a match.
struct Matcher {
    let data: UnsafePointer<UInt8>
    let count: Int
    let searchDepth: Int
    let niceLength: Int
    /// A match this long is taken without looking one byte further for a longer one.
    let lazyLimit: Int
    private let hashBits: Int
    /// `base` + position + 1 of the latest position with each hash (`base` or less: none).
    private let head: UnsafeMutablePointer<Int32>
    /// For each position in the window, `base` + position + 1 of the previous one with its
    /// hash.
    private let previous: UnsafeMutablePointer<Int32>
    /// What this input's positions are stored above (see `DeflateScratch.positionBase`).
    private let base: Int
    /// The next position to insert into the chains.
    private var inserted = 0

    static let window = 1 << 15
    static let minimumMatch = 4
    static let maximumMatch = 258
    /// A match longer than this inserts only its last positions: a run needs no more.
    static let insertLimit = 16

    init(data: UnsafePointer<UInt8>, count: Int, searchDepth: Int, niceLength: Int, lazyLimit: Int, scratch: DeflateScratch) {
        self.data = data
        self.count = count
        self.searchDepth = max(1, searchDepth)
        self.niceLength = min(max(niceLength, Self.minimumMatch), Self.maximumMatch)
        self.lazyLimit = min(lazyLimit, self.niceLength)
        // A table about the size of the input: small images clear little.
        var bits = 10
        while bits < 15 && (1 << bits) < count { bits += 1 }
        hashBits = bits
        head = scratch.head
        previous = scratch.previous
        if scratch.positionBase > Int(Int32.max) - count - 2 {
            head.update(repeating: 0, count: DeflateScratch.hashCapacity)
            scratch.positionBase = 0
        }
        base = scratch.positionBase
        scratch.positionBase += count + 1
    }

    @inline(__always) private func load32(_ position: Int) -> UInt32 {
        UnsafeRawPointer(data + position).loadUnaligned(as: UInt32.self)
    }

    @inline(__always) private func hash(_ position: Int) -> Int {
        Int(truncatingIfNeeded: (load32(position) &* 0x9E37_79B1) &>> UInt32(truncatingIfNeeded: 32 &- hashBits))
    }

    // Positions and lengths below stay far inside Int's range (an input is at most about a
    // gigabyte: 16,384 rows of 65,537 bytes), so the hot loops use wrapping arithmetic, free
    // of overflow checks.

    /// Inserts every position up to `end` (exclusive) that has four bytes.
    @inline(__always) private mutating func insert(upTo end: Int) {
        let last = min(end, count &- 3)
        while inserted < last {
            let h = hash(inserted)
            previous[inserted & (Self.window &- 1)] = head[h]
            head[h] = Int32(truncatingIfNeeded: base &+ inserted &+ 1)
            inserted &+= 1
        }
        if inserted < end { inserted = end }
    }

    /// How many bytes from `a` and `b` (a < b) agree, up to `limit`.
    @inline(__always) private func matchLength(_ a: Int, _ b: Int, limit: Int) -> Int {
        var length = 0
        while length &+ 8 <= limit {
            let x = UnsafeRawPointer(data + (a &+ length)).loadUnaligned(as: UInt64.self)
            let y = UnsafeRawPointer(data + (b &+ length)).loadUnaligned(as: UInt64.self)
            let difference = x ^ y
            if difference != 0 { return length &+ (difference.trailingZeroBitCount &>> 3) }
            length &+= 8
        }
        while length < limit && data[a &+ length] == data[b &+ length] { length &+= 1 }
        return length
    }

    /// The longest match for `position` among the chain's candidates, with its distance;
    /// the position itself must already be inserted.
    @inline(__always) private func longestMatch(at position: Int, better than: Int) -> (length: Int, distance: Int) {
        let limit = min(Self.maximumMatch, count &- position)
        guard limit >= Self.minimumMatch else { return (0, 0) }
        var best = than, bestDistance = 0
        var candidate = Int(previous[position & (Self.window &- 1)]) &- base &- 1
        var depth = searchDepth
        let lowest = position &- Self.window &+ 1
        while candidate >= 0 && candidate >= lowest && depth > 0 {
            // The byte just past the best so far must match for a longer match.
            if best < limit, data[candidate &+ best] == data[position &+ best] {
                let length = matchLength(candidate, position, limit: limit)
                if length > best {
                    best = length
                    bestDistance = position &- candidate
                    if length >= niceLength { break }
                }
            }
            let next = Int(previous[candidate & (Self.window &- 1)]) &- base &- 1
            if next >= candidate { break }
            candidate = next
            depth &-= 1
        }
        return best > than ? (best, bestDistance) : (0, 0)
    }

    /// Parses from `start` until `maximumSymbols` symbols or `maximumEnd`; returns the symbol
    /// count and where it stopped.
    mutating func parse(from start: Int, maximumSymbols: Int, maximumEnd: Int,
                        into symbols: UnsafeMutablePointer<UInt32>, frequencies: Frequencies) -> (Int, Int) {
        let tables = DeflateTables.shared
        var position = start, emitted = 0
        // A match found one step ahead, kept for the lazy comparison.
        var pending: (length: Int, distance: Int)? = nil
        while position < maximumEnd && emitted < maximumSymbols &- 1 {
            insert(upTo: position &+ 1)
            let match = pending ?? longestMatch(at: position, better: Self.minimumMatch &- 1)
            pending = nil
            if match.length >= Self.minimumMatch && match.length < lazyLimit && position &+ 1 < maximumEnd {
                // Lazy: a longer match at the next byte is worth a literal here.
                insert(upTo: position &+ 2)
                let next = longestMatch(at: position &+ 1, better: match.length)
                if next.length > match.length {
                    symbols[emitted] = UInt32(data[position])
                    frequencies.literals[Int(data[position])] &+= 1
                    emitted &+= 1
                    position &+= 1
                    pending = next
                    continue
                }
            }
            if match.length >= Self.minimumMatch {
                symbols[emitted] = UInt32(truncatingIfNeeded: match.length) &<< 16 | UInt32(truncatingIfNeeded: match.distance)
                frequencies.literals[Int(tables.lengthSymbol[match.length])] &+= 1
                frequencies.distances[Int(tables.distanceSymbol(match.distance))] &+= 1
                emitted &+= 1
                let end = position &+ match.length
                if match.length > Self.insertLimit { inserted = max(inserted, end &- 3) }
                insert(upTo: end)
                position = end
            } else {
                symbols[emitted] = UInt32(data[position])
                frequencies.literals[Int(data[position])] &+= 1
                emitted &+= 1
                position &+= 1
            }
        }
        return (emitted, position)
    }
}
