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
    private let chains: Chains
    /// The next position to insert into the chains.
    private var inserted = 0

    static let window = 1 << 15
    static let minimumMatch = 4
    static let maximumMatch = 258
    /// A match longer than this inserts only its last positions: a run needs no more.
    static let insertLimit = 16

    init(
        data: UnsafePointer<UInt8>, count: Int, searchDepth: Int, niceLength: Int, lazyLimit: Int,
        scratch: DeflateScratch
    ) {
        self.data = data
        self.count = count
        self.searchDepth = max(1, searchDepth)
        self.niceLength = min(max(niceLength, Self.minimumMatch), Self.maximumMatch)
        self.lazyLimit = min(lazyLimit, self.niceLength)
        // A table about the size of the input: small images clear little.
        var bits = 10
        while bits < 15 && (1 << bits) < count { bits += 1 }
        if scratch.positionBase > Int(Int32.max) - count - 2 {
            scratch.head.update(repeating: 0, count: DeflateScratch.hashCapacity)
            scratch.positionBase = 0
        }
        chains = Chains(
            data: data, head: scratch.head, previous: scratch.previous, stamp: scratch.positionBase + 1,
            hashShift: UInt32(32 - bits), searchDepth: self.searchDepth, niceLength: self.niceLength)
        scratch.positionBase += count + 1
    }

    // Positions and lengths below stay far inside Int's range (an input is at most about a
    // gigabyte: 16,384 rows of 65,537 bytes), so the hot loops use wrapping arithmetic, free
    // of overflow checks.

    /// Parses from `start` until `maximumSymbols` symbols or `maximumEnd`; returns the symbol
    /// count and where it stopped.
    mutating func parse(
        from start: Int, maximumSymbols: Int, maximumEnd: Int,
        into symbols: UnsafeMutablePointer<UInt32>, frequencies: Frequencies
    ) -> (Int, Int) {
        // Everything in locals: through `self` (inout) the loop reloaded each field on every
        // position, since its stores might alias them.
        let tables = DeflateTables.shared
        let data = data, count = count, lazyLimit = lazyLimit, chains = chains
        let literals = frequencies.literals, distances = frequencies.distances
        // Positions below this have four bytes, and go into the chains.
        let insertEnd = count &- 3
        var inserted = inserted
        defer { self.inserted = inserted }

        var position = start, emitted = 0
        // A match found one step ahead, kept for the lazy comparison (length 0: none).
        var pendingLength = 0, pendingDistance = 0
        let symbolLimit = maximumSymbols &- 1
        while position < maximumEnd && emitted < symbolLimit {
            // `inserted` is `position`, or one past it after a lazy step: the general
            // insertion loop is needed only after a match.
            if inserted == position {
                inserted = position &+ 1
                // Most positions of flat art have no candidate in reach: the chain's first
                // link, just read, shows it and the search is skipped (a literal, as the
                // search would find nothing).
                if position < insertEnd && chains.insert(position) < max(0, position &- Self.window &+ 1)
                    && pendingLength == 0
                {
                    let byte = data[position]
                    symbols[emitted] = UInt32(byte)
                    literals[Int(byte)] &+= 1
                    emitted &+= 1
                    position &+= 1
                    continue
                }
            }
            var length = pendingLength, distance = pendingDistance
            pendingLength = 0
            if length == 0 {
                (length, distance) = chains.longestMatch(at: position, better: Self.minimumMatch &- 1, count: count)
            }
            if length >= Self.minimumMatch && length < lazyLimit && position &+ 1 < maximumEnd {
                // Lazy: a longer match at the next byte is worth a literal here.
                if inserted == position &+ 1 {
                    if position &+ 1 < insertEnd { chains.insert(position &+ 1) }
                    inserted = position &+ 2
                }
                let next = chains.longestMatch(at: position &+ 1, better: length, count: count)
                if next.length > length {
                    let byte = data[position]
                    symbols[emitted] = UInt32(byte)
                    literals[Int(byte)] &+= 1
                    emitted &+= 1
                    position &+= 1
                    (pendingLength, pendingDistance) = next
                    continue
                }
            }
            if length >= Self.minimumMatch {
                symbols[emitted] = UInt32(truncatingIfNeeded: length) &<< 16 | UInt32(truncatingIfNeeded: distance)
                literals[Int(tables.lengthSymbol[length])] &+= 1
                distances[Int(tables.distanceSymbol(distance))] &+= 1
                emitted &+= 1
                let end = position &+ length
                // A long match inserts only its last three positions.
                if length > Self.insertLimit { inserted = max(inserted, end &- 3) }
                let last = min(end, insertEnd)
                while inserted < last {
                    chains.insert(inserted)
                    inserted &+= 1
                }
                inserted = max(inserted, end)
                position = end
            } else {
                let byte = data[position]
                symbols[emitted] = UInt32(byte)
                literals[Int(byte)] &+= 1
                emitted &+= 1
                position &+= 1
            }
        }
        return (emitted, position)
    }
}

/// The hash chains: immutable pointers and settings, copied into the parse loop's registers.
private struct Chains {
    let data: UnsafePointer<UInt8>
    /// `stamp` + position of the latest position with each hash (below `stamp`: none).
    let head: UnsafeMutablePointer<Int32>
    /// For each position in the window, `stamp` + position of the previous one with its hash.
    let previous: UnsafeMutablePointer<Int32>
    /// What this input's positions are stored above, plus one (see `DeflateScratch.positionBase`).
    let stamp: Int
    let hashShift: UInt32
    let searchDepth: Int
    let niceLength: Int

    @inline(__always) func load32(_ position: Int) -> UInt32 {
        UnsafeRawPointer(data + position).loadUnaligned(as: UInt32.self)
    }

    /// Inserts `position`; returns the previous position with its hash (negative: none).
    @discardableResult @inline(__always) func insert(_ position: Int) -> Int {
        let h = Int(truncatingIfNeeded: (load32(position) &* 0x9E37_79B1) &>> hashShift)
        let link = head[h]
        previous[position & (Matcher.window &- 1)] = link
        head[h] = Int32(truncatingIfNeeded: stamp &+ position)
        return Int(link) &- stamp
    }

    /// How many bytes from `a` and `b` (a < b) agree, up to `limit`.
    @inline(__always) func matchLength(_ a: Int, _ b: Int, limit: Int) -> Int {
        var length = 0
        // Sixteen bytes a step while they fit, then eight: fewer tests of the limit.
        while length &+ 16 <= limit {
            let x0 = UnsafeRawPointer(data + (a &+ length)).loadUnaligned(as: UInt64.self)
            let y0 = UnsafeRawPointer(data + (b &+ length)).loadUnaligned(as: UInt64.self)
            let x1 = UnsafeRawPointer(data + (a &+ length &+ 8)).loadUnaligned(as: UInt64.self)
            let y1 = UnsafeRawPointer(data + (b &+ length &+ 8)).loadUnaligned(as: UInt64.self)
            let difference0 = x0 ^ y0, difference1 = x1 ^ y1
            if difference0 | difference1 != 0 {
                if difference0 != 0 { return length &+ (difference0.trailingZeroBitCount &>> 3) }
                return length &+ 8 &+ (difference1.trailingZeroBitCount &>> 3)
            }
            length &+= 16
        }
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

    /// The longest match for `position` among the chain's candidates, with its distance, if
    /// longer than `than` (at least 3); the position itself must already be inserted.
    @inline(__always) func longestMatch(at position: Int, better than: Int, count: Int) -> (length: Int, distance: Int)
    {
        let limit = min(Matcher.maximumMatch, count &- position)
        // Nothing can beat `than` when it reaches the limit (and the tests below would read
        // past the input).
        guard limit >= Matcher.minimumMatch && than < limit else { return (0, 0) }
        var best = than, bestDistance = 0
        var candidate = Int(previous[position & (Matcher.window &- 1)]) &- stamp
        var depth = searchDepth
        // Below 0: an earlier input's (or none); below the window: too far.
        let lowest = max(0, position &- Matcher.window &+ 1)
        while candidate >= lowest {
            // A longer match must agree up to the byte past the best so far: test the four
            // bytes ending there at once (`best` ≥ 3), which rejects most candidates.
            if load32(candidate &+ best &- 3) == load32(position &+ best &- 3) {
                let length = matchLength(candidate, position, limit: limit)
                if length > best {
                    best = length
                    bestDistance = position &- candidate
                    // Nothing longer can be found, or is wanted.
                    if length >= niceLength || length >= limit { break }
                }
            }
            let next = Int(previous[candidate & (Matcher.window &- 1)]) &- stamp
            // `searchDepth` is at least 1, so testing after the step is the same.
            depth &-= 1
            if next >= candidate || depth == 0 { break }
            candidate = next
        }
        return best > than ? (best, bestDistance) : (0, 0)
    }
}
