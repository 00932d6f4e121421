import VellumGeometry

extension Path {
    /// About the memory the path's elements take: what a cache that holds the path (in a key
    /// or a value) counts for it.
    package var estimatedByteCount: Int {
        32 + elementCount * MemoryLayout<Path.Element>.stride
    }
}
