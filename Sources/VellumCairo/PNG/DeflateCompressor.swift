import CDeflate

/// One libdeflate compressor, freed when the last reference goes.
///
/// A compressor is not safe to use from two threads at once, so ``PNGEncoder`` allocates
/// its own for every call and never shares it: encoding is safe from any number of threads.
final class DeflateCompressor {
    private let compressor: OpaquePointer

    /// A compressor at `level` (0...12), or nil when libdeflate cannot allocate one.
    init?(level: Int32) {
        guard let compressor = libdeflate_alloc_compressor(level) else { return nil }
        self.compressor = compressor
    }

    deinit { libdeflate_free_compressor(compressor) }

    /// The most bytes a zlib stream of `count` input bytes can take.
    func zlibBound(count: Int) -> Int {
        libdeflate_zlib_compress_bound(compressor, count)
    }

    /// Compresses `input` into a zlib stream in `output`; returns its length, or 0 when it
    /// does not fit.
    func zlibCompress(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Int {
        guard let source = input.baseAddress, let destination = output.baseAddress else { return 0 }
        return libdeflate_zlib_compress(compressor, source, input.count, destination, output.count)
    }
}
