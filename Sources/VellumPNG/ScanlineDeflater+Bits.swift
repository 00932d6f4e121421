import Foundation

// ScanlineDeflater's tables of RFC 1951 length and distance codes, and its bit writer.

/// RFC 1951 3.2.5's length and distance codes.
///
/// Plain pointers, not arrays, so the per-symbol loops pay no bounds checks or reference
/// counting; written once in `init` and never freed (one instance), so any thread may read them.
final class DeflateTables: @unchecked Sendable {
    static let shared = DeflateTables()

    /// Base length and extra bits of each length symbol, indexed by symbol − 257 (29).
    let lengthBase: UnsafePointer<UInt16>
    let lengthExtra: UnsafePointer<UInt8>
    /// The literal/length symbol of each match length 0...258 (3... are meaningful).
    let lengthSymbol: UnsafePointer<UInt16>
    /// Base distance and extra bits of each distance symbol (30).
    let distanceBase: UnsafePointer<UInt16>
    let distanceExtra: UnsafePointer<UInt8>
    /// The distance symbol of distances 1...256 (index distance − 1), and of larger ones by
    /// (distance − 1) >> 7, as zlib's table.
    private let nearDistanceSymbol: UnsafePointer<UInt8>
    private let farDistanceSymbol: UnsafePointer<UInt8>

    private init() {
        func copy<T>(_ array: [T]) -> UnsafePointer<T> {
            let pointer = UnsafeMutablePointer<T>.allocate(capacity: array.count)
            pointer.initialize(from: array, count: array.count)
            return UnsafePointer(pointer)
        }
        let lengthExtra: [UInt8] = [
            0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0
        ]
        var base: [UInt16] = []
        var length: UInt16 = 3
        for index in 0..<28 { base.append(length); length += 1 << UInt16(lengthExtra[index]) }
        base.append(258)
        var symbolOfLength = [UInt16](repeating: 0, count: 259)
        for index in 0..<28 {
            for value in Int(base[index])..<Int(base[index]) + (1 << Int(lengthExtra[index])) where value < 258 {
                symbolOfLength[value] = UInt16(257 + index)
            }
        }
        symbolOfLength[258] = 285
        var extra: [UInt8] = [0, 0, 0, 0]
        for bits in 1...13 { extra.append(UInt8(bits)); extra.append(UInt8(bits)) }
        var distances: [UInt16] = []
        var distance = 1
        for index in 0..<30 { distances.append(UInt16(distance)); distance += 1 << Int(extra[index]) }
        func symbol(_ distance: Int) -> UInt8 {
            var code = 29
            while Int(distances[code]) > distance { code -= 1 }
            return UInt8(code)
        }
        self.lengthExtra = copy(lengthExtra)
        lengthBase = copy(base)
        lengthSymbol = copy(symbolOfLength)
        distanceExtra = copy(extra)
        distanceBase = copy(distances)
        nearDistanceSymbol = copy((1...256).map(symbol))
        farDistanceSymbol = copy((0..<256).map { symbol(($0 << 7) + 1) })
    }

    /// The distance symbol of a distance in 1...32,768.
    @inline(__always) func distanceSymbol(_ distance: Int) -> UInt8 {
        distance <= 256 ? nearDistanceSymbol[distance &- 1] : farDistanceSymbol[(distance &- 1) &>> 7]
    }
}

/// Writes bits least significant first, a word at a time.
struct BitWriter {
    private let start: UnsafeMutablePointer<UInt8>
    private var cursor: UnsafeMutablePointer<UInt8>
    private var buffer: UInt64 = 0
    private var bitCount = 0

    init(_ start: UnsafeMutablePointer<UInt8>) {
        self.start = start
        cursor = start
    }

    var byteCount: Int { cursor - start }

    /// Appends the low `count` bits of `bits` (`count` ≤ 32).
    @inline(__always) mutating func put(_ bits: UInt64, _ count: Int) {
        // `bitCount` stays below 32 between calls, so the shift never reaches 64.
        buffer |= bits &<< UInt64(truncatingIfNeeded: bitCount)
        bitCount &+= count
        if bitCount >= 32 {
            UnsafeMutableRawPointer(cursor).storeBytes(
                of: UInt32(truncatingIfNeeded: buffer).littleEndian, as: UInt32.self)
            cursor += 4
            buffer &>>= 32
            bitCount &-= 32
        }
    }

    /// Pads with zero bits to a whole byte and writes out what is buffered.
    mutating func alignToByte() {
        while bitCount > 0 {
            cursor.pointee = UInt8(truncatingIfNeeded: buffer)
            cursor += 1
            buffer >>= 8
            bitCount = max(0, bitCount - 8)
        }
        buffer = 0
    }

    mutating func putByte(_ byte: UInt8) {
        if bitCount == 0 {
            cursor.pointee = byte
            cursor += 1
        } else {
            put(UInt64(byte), 8)
        }
    }

    mutating func putBytes(_ bytes: UnsafePointer<UInt8>, count: Int) {
        alignToByte()
        cursor.update(from: bytes, count: count)
        cursor += count
    }
}
