import CDeflate

/// Writes PNG chunks (length, type, data, CRC-32 of type and data) into a buffer that was
/// sized for them in advance.
struct PNGChunkWriter {
    /// The 8-byte PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The longest chunk data we write; PNG allows up to 2^31 - 1.
    static let maximumChunkLength = 1 << 30

    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// The bytes a chunk with `length` bytes of data takes.
    static func size(ofChunkWithLength length: Int) -> Int { 12 + length }

    mutating func append(_ bytes: [UInt8]) {
        for byte in bytes { buffer[count] = byte; count += 1 }
    }

    mutating func appendBigEndian(_ value: UInt32) {
        buffer[count] = UInt8(truncatingIfNeeded: value >> 24)
        buffer[count + 1] = UInt8(truncatingIfNeeded: value >> 16)
        buffer[count + 2] = UInt8(truncatingIfNeeded: value >> 8)
        buffer[count + 3] = UInt8(truncatingIfNeeded: value)
        count += 4
    }

    /// Appends one chunk; `type` is four ASCII letters.
    mutating func appendChunk(_ type: StaticString, data: UnsafeRawBufferPointer) {
        precondition(type.utf8CodeUnitCount == 4 && data.count <= Self.maximumChunkLength)
        appendBigEndian(UInt32(data.count))
        let typeStart = count
        for i in 0..<4 { buffer[count] = type.utf8Start[i]; count += 1 }
        if let source = data.baseAddress, data.count > 0 {
            UnsafeMutableRawPointer(buffer.baseAddress! + count).copyMemory(from: source, byteCount: data.count)
            count += data.count
        }
        let crc = libdeflate_crc32(0, buffer.baseAddress! + typeStart, 4 + data.count)
        appendBigEndian(crc)
    }
}
