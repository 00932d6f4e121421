import Foundation
import VellumCore
import VellumImageIO
import VellumText

/// Lays out and records any view, without rendering it to pixels: its size for a proposal,
/// and its `Drawing` for the Cairo renderer or the SVG writer. Text is shaped with the
/// environment's `EnvironmentValues/textShaper`, or with `PangoTextShaper` when it names
/// none; images are decoded with its `EnvironmentValues/imageDecoder`, or with
/// `SystemImageDecoder`. The shaper and decoder it installs keep their results in the
/// environment's `EnvironmentValues/renderCaches` (default `RenderCaches/shared`); pass the
/// same caches to the renderer that plays the drawing. ``ImageRenderer`` goes through here.
///
/// ```swift
/// let badge = Text("7").padding(8).background(Circle().fill(.red))
/// let size = ViewRenderer.size(of: badge, for: .unspecified)
/// let svg = try SVGWriter.svgString(ViewRenderer.drawing(of: badge, proposal: .unspecified))
/// ```
public enum ViewRenderer {
    /// The size `view` takes for `proposal`.
    ///
    /// - Parameters:
    ///   - view: The view to measure.
    ///   - proposal: What its parent would propose; `.unspecified` asks for its ideal size.
    ///   - environment: The environment it is laid out in. Default: every value at its default.
    public static func size<V: View>(
        of view: V, for proposal: ProposedViewSize,
        in environment: EnvironmentValues = EnvironmentValues()
    ) -> CGSize {
        ViewTree.size(of: view, for: proposal, in: environment.withDefaultServices)
    }

    /// The drawing of `view` laid out for `proposal`: its size is what the view chooses for
    /// the proposal (its ideal size for `.unspecified`). Views that cannot lay out (a text
    /// the shaper refuses) draw nothing; ``checkedDrawing(of:proposal:environment:)`` says why.
    public static func drawing<V: View>(
        of view: V, proposal: ProposedViewSize,
        environment: EnvironmentValues = EnvironmentValues()
    ) -> Drawing {
        ViewTree.drawing(of: view, proposal: proposal, environment: environment.withDefaultServices)
    }

    /// The drawings of `view`'s appear animation at the times `times` gives for its length in
    /// seconds (``ImageRenderer/appearAnimationImages(count:)``), and the settled drawing.
    static func appearAnimation<V: View>(
        of view: V, proposal: ProposedViewSize, environment: EnvironmentValues,
        times: (Double) -> [Double]
    ) throws -> (frames: [Drawing], settled: Drawing) {
        try ViewTree.appearAnimation(
            of: view, proposal: proposal, environment: environment.withDefaultServices, times: times)
    }

    /// ``drawing(of:proposal:environment:)``, throwing the first error any view reported
    /// while laying out (`RenderError/invalidText(reason:)`).
    public static func checkedDrawing<V: View>(
        of view: V, proposal: ProposedViewSize,
        environment: EnvironmentValues = EnvironmentValues()
    ) throws -> Drawing {
        try ViewTree.checkedDrawing(of: view, proposal: proposal, environment: environment.withDefaultServices)
    }
}

extension EnvironmentValues {
    /// This environment, with the Pango shaper and Vellum's image decoder where it names
    /// none, both keeping results in its render caches.
    var withDefaultServices: EnvironmentValues {
        guard textShaper == nil || imageDecoder == nil else { return self }
        var copy = self
        let caches = renderCaches
        if copy.textShaper == nil { copy.textShaper = PangoTextShaper(caches: caches) }
        if copy.imageDecoder == nil { copy.imageDecoder = SystemImageDecoder(caches: caches) }
        return copy
    }
}
