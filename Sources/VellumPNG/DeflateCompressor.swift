import CDeflate

/// One libdeflate compressor, freed when the last reference goes.
///
/// A compressor is not safe to use from two threads at once, so ``PNGEncoder`` allocates
/// its own for every call and never shares it: encoding is safe from any number of threads.
/// With ``PNGDeflate/scanline(searchDepth:niceLength:lazyLimit:)`` it wraps ``ScanlineDeflater`` instead.
final class DeflateCompressor {
    private let compressor: OpaquePointer?
    private let scanline: ScanlineDeflater?

    /// A compressor for `deflate`, or nil when libdeflate cannot allocate one or the level is
    /// outside 0...12.
    init?(_ deflate: PNGDeflate) {
        switch deflate {
        case .libdeflate(let level):
            guard let compressor = libdeflate_alloc_compressor(level) else { return nil }
            self.compressor = compressor
            scanline = nil
        case .scanline(let searchDepth, let niceLength, let lazyLimit):
            compressor = nil
            scanline = ScanlineDeflater(searchDepth: searchDepth, niceLength: niceLength, lazyLimit: lazyLimit)
        }
    }

    deinit { if let compressor { libdeflate_free_compressor(compressor) } }

    /// The most bytes a zlib stream of `count` input bytes can take.
    func zlibBound(count: Int) -> Int {
        guard let compressor else { return ScanlineDeflater.bound(count: count) }
        return libdeflate_zlib_compress_bound(compressor, count)
    }

    /// Compresses `input` into a zlib stream in `output`; returns its length, or 0 when it
    /// does not fit.
    func zlibCompress(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Int {
        if let scanline {
            guard output.count >= ScanlineDeflater.bound(count: input.count) else { return 0 }
            return scanline.compress(input, into: output)
        }
        guard let compressor, let source = input.baseAddress, let destination = output.baseAddress else { return 0 }
        return libdeflate_zlib_compress(compressor, source, input.count, destination, output.count)
    }
}
