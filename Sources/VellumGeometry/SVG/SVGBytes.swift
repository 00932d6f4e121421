import Foundation

/// The bytes of an SVG document or fragment being written.
///
/// An SVG is written as a few hundred small appends (a literal, a number, a colour), and
/// `Array.append(contentsOf:)` costs about a hundred instructions for each whatever its size:
/// a tenth of a badge's SVG. Here an append is a capacity check and a copy, inlined into the
/// writer. A value type, copied on write like the array it replaces.
///
/// Vellum's own SVG writers use it; it is outside the API (`@_spi(SVGWriting)`), and public
/// only because a `package` method is not inlined into another module.
@_spi(SVGWriting)
public struct SVGBytes: Hashable {
    /// Heap bytes, of which the first `count` are written; the rest is uninitialised room.
    /// One allocation; its capacity is kept here, as reading a class's stored header checks
    /// exclusive access at run time.
    @usableFromInline typealias Storage = ManagedBuffer<Void, UInt8>

    @usableFromInline var storage: Storage
    /// The storage's first byte, and how many it has room for.
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    /// Bytes written.
    public var count: Int { written }
    @usableFromInline var written = 0

    package init(capacity: Int = 0) {
        self.capacity = Swift.max(capacity, 64)
        (storage, base) = Self.makeStorage(capacity: self.capacity)
    }

    private static func makeStorage(capacity: Int) -> (Storage, UnsafeMutablePointer<UInt8>) {
        let storage = Storage.create(minimumCapacity: capacity) { _ in }
        // The elements stay where they are for the storage's lifetime, which `storage` holds.
        return (storage, storage.withUnsafeMutablePointerToElements { $0 })
    }

    package init(_ literal: StaticString) {
        self.init(capacity: literal.utf8CodeUnitCount + 64)
        append(literal)
    }

    package var isEmpty: Bool { count == 0 }

    /// Makes room for `capacity` bytes in all.
    package mutating func reserveCapacity(_ capacity: Int) {
        if capacity > self.capacity || !isKnownUniquelyReferenced(&storage) { grow(toHold: capacity) }
    }

    /// A pointer to `added` more bytes of room, after making it, for writing them.
    @_transparent
    public mutating func room(for added: Int) -> UnsafeMutablePointer<UInt8> {
        if added > capacity - written || !isKnownUniquelyReferenced(&storage) { grow(toHold: written + added) }
        return base + written
    }

    @_transparent
    public mutating func append(_ byte: UInt8) {
        room(for: 1).pointee = byte
        written += 1
    }

    /// Appends `bytes` (which must not point into this buffer's own storage).
    @_transparent
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let added = bytes.count
        guard added > 0 else { return }
        let destination = UnsafeMutableRawPointer(room(for: added)),
            source = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        // Most appends are a few bytes: two overlapping words are cheaper than calling memcpy.
        if added >= 8, added <= 16 {
            let head = source.loadUnaligned(as: UInt64.self),
                tail = source.loadUnaligned(fromByteOffset: added - 8, as: UInt64.self)
            destination.storeBytes(of: head, as: UInt64.self)
            destination.storeBytes(of: tail, toByteOffset: added - 8, as: UInt64.self)
        } else if added >= 4, added < 8 {
            let head = source.loadUnaligned(as: UInt32.self),
                tail = source.loadUnaligned(fromByteOffset: added - 4, as: UInt32.self)
            destination.storeBytes(of: head, as: UInt32.self)
            destination.storeBytes(of: tail, toByteOffset: added - 4, as: UInt32.self)
        } else if added < 4 {
            for index in 0..<added {
                destination.storeBytes(
                    of: source.load(fromByteOffset: index, as: UInt8.self), toByteOffset: index, as: UInt8.self)
            }
        } else {
            destination.copyMemory(from: source, byteCount: added)
        }
        written += added
    }

    /// Appends `added` bytes that `write` fills in (all of them).
    @_transparent
    public mutating func append(count added: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
        write(UnsafeMutableBufferPointer(start: room(for: added), count: added))
        written += added
    }

    /// Appends a literal's UTF-8 bytes.
    @_transparent
    public mutating func append(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends a string's UTF-8 bytes.
    package mutating func append(utf8 string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    package mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    package mutating func append(contentsOf other: SVGBytes) {
        other.withUnsafeBytes { append($0) }
    }

    /// Puts `other` before what is written.
    package mutating func prepend(_ other: SVGBytes) {
        var joined = SVGBytes(capacity: count + other.count + 64)
        joined.append(contentsOf: other)
        joined.append(contentsOf: self)
        self = joined
    }

    /// Removes the last `removed` bytes.
    package mutating func removeLast(_ removed: Int) {
        precondition(removed >= 0 && removed <= count, "removing more bytes than were written")
        written -= removed
    }

    /// Whether the written bytes end with `suffix`.
    package func hasSuffix(_ suffix: StaticString) -> Bool {
        let length = suffix.utf8CodeUnitCount
        guard length <= count else { return false }
        return memcmp(base + count - length, suffix.utf8Start, length) == 0
    }

    /// The written bytes as an array.
    package var array: [UInt8] { withUnsafeBytes { Array($0) } }

    /// The bytes written from offset `start` on.
    package func bytes(from start: Int) -> [UInt8] { withUnsafeBytes { Array($0[start...]) } }

    /// The written bytes as text.
    package var string: String { withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }

    /// Calls `body` with the written bytes.
    package func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: base, count: count)) }
    }

    /// Moves the written bytes to new storage of at least `needed` bytes, at least twice the
    /// old: growing by what one write needs would copy a growing document on every write.
    @usableFromInline @inline(never)
    mutating func grow(toHold needed: Int) {
        let grownCapacity = Swift.max(needed, 2 * capacity)
        let (grown, grownBase) = Self.makeStorage(capacity: grownCapacity)
        grownBase.initialize(from: base, count: count)
        (storage, base, capacity) = (grown, grownBase, grownCapacity)
    }

    public static func == (lhs: SVGBytes, rhs: SVGBytes) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in
                left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        withUnsafeBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension SVGBytes: @unchecked Sendable {}
