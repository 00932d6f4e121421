import Foundation
import Hummingbird

/// One rendered response as a hit sends it: the body and every header, made once when it is
/// kept, so a hit copies neither the bytes nor the header values.
package struct RenderedImage: Sendable {
    /// The encoded image.
    package var body: ByteBuffer
    /// The response's headers on a hit.
    package var headers: HTTPFields
    /// Its strong entity tag, quoted, for `If-None-Match`.
    package var etag: String
    /// The headers of a 304 for it.
    package var notModifiedHeaders: HTTPFields
}

/// Rendered images by canonical request key, least recently used first out, bounded in bytes.
/// Safe from any thread.
///
/// ```swift
/// let cache = ResponseCache(byteLimit: 64 << 20)
/// cache.insert(image, for: key)
/// let hit = cache[key]
/// ```
package final class ResponseCache: @unchecked Sendable {
    private final class Node {
        let key: String
        let value: RenderedImage
        var previous: Node?
        var next: Node?
        init(key: String, value: RenderedImage) {
            self.key = key
            self.value = value
        }
    }

    private let lock = NSLock()
    private var nodes: [String: Node] = [:]
    /// Most recently used.
    private var head: Node?
    /// Least recently used.
    private var tail: Node?
    private var bytes = 0
    /// Request URIs (path and query as sent) to the canonical key they were drawn for: a
    /// request seen before finds its image without parsing. Bounded to a quarter of the
    /// limit, emptied when full; an alias whose image has gone simply misses.
    private var aliases: [String: String] = [:]
    private var aliasBytes = 0
    /// The most bytes of images kept.
    package let byteLimit: Int

    /// An empty cache that keeps at most `byteLimit` bytes of images and keys.
    package init(byteLimit: Int) {
        self.byteLimit = max(byteLimit, 0)
    }

    /// Bytes of images held.
    package var byteCount: Int {
        lock.withLock { bytes }
    }

    /// Images held.
    package var count: Int {
        lock.withLock { nodes.count }
    }

    /// The image for `key`, now the most recently used; nil when not held.
    package subscript(key: String) -> RenderedImage? {
        lock.lock()
        defer { lock.unlock() }
        guard let node = nodes[key] else { return nil }
        unlink(node)
        pushFront(node)
        return node.value
    }

    /// The image drawn for a request with exactly this URI, now the most recently used; nil
    /// when none is held.
    package func image(forURI uri: String) -> RenderedImage? {
        lock.lock()
        defer { lock.unlock() }
        guard let key = aliases[uri], let node = nodes[key] else { return nil }
        unlink(node)
        pushFront(node)
        return node.value
    }

    /// Records that a request with this URI is drawn as `key`.
    package func alias(_ uri: String, to key: String) {
        let size = uri.utf8.count + key.utf8.count
        guard size <= byteLimit / 4 else { return }
        lock.lock()
        defer { lock.unlock() }
        guard aliases[uri] == nil else { return }
        if aliasBytes + size > byteLimit / 4 {
            aliases.removeAll(keepingCapacity: true)
            aliasBytes = 0
        }
        aliases[uri] = key
        aliasBytes += size
    }

    /// Keeps `image` for `key`, dropping the least recently used images to stay within the
    /// limit. An image larger than the whole limit is not kept.
    package func insert(_ image: RenderedImage, for key: String) {
        let size = image.body.readableBytes + key.utf8.count
        guard size <= byteLimit else { return }
        lock.lock()
        defer { lock.unlock() }
        if let old = nodes[key] {
            unlink(old)
            bytes -= old.value.body.readableBytes + key.utf8.count
        }
        let node = Node(key: key, value: image)
        nodes[key] = node
        pushFront(node)
        bytes += size
        while bytes > byteLimit, let last = tail {
            unlink(last)
            nodes[last.key] = nil
            bytes -= last.value.body.readableBytes + last.key.utf8.count
        }
    }

    private func unlink(_ node: Node) {
        node.previous?.next = node.next
        node.next?.previous = node.previous
        if head === node { head = node.next }
        if tail === node { tail = node.previous }
        node.previous = nil
        node.next = nil
    }

    private func pushFront(_ node: Node) {
        node.next = head
        head?.previous = node
        head = node
        if tail == nil { tail = node }
    }
}
