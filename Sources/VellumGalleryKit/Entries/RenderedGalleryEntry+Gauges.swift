import Foundation
import Vellum

// As in RenderedGalleryEntry+Rendering.swift: each view is written once as the `view`
// closure and once, identically, as the `snippet` text; VellumGalleryTests checks they agree.

extension RenderedGalleryEntry {
    /// Gauges, timers and animation frames, in page order.
    public static let gauges: [RenderedGalleryEntry] = []
}
