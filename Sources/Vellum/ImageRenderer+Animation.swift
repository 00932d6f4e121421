import Foundation
import VellumCairo
import VellumCore
import VellumSVG

// Frames of views that depend on the environment's `animationPhase` (the spinner of an
// indeterminate progress view): frames as PNGs, an animated PNG, and an SVG that browsers
// play.

extension ImageRenderer {
    /// The most frames the frame calls render: 1,000.
    public static var maximumFrameCount: Int { 1_000 }

    /// The view at `count` evenly spaced points of one animation cycle: frame `k` is drawn at
    /// ``animationPhase`` + `k / count`, so the spinner of frame `k` is turned `k / count` of
    /// a turn from frame 0 (with 8 frames, UIKit's eight positions). ``now`` stays the same
    /// for every frame: to show a timer running, render one image per moment instead.
    ///
    /// - Throws: ``ImageRendererError/invalidFrameCount(_:)`` unless `count` is in
    ///   `1...maximumFrameCount`, or what rendering throws.
    ///
    /// ```swift
    /// let renderer = ImageRenderer(content: ProgressView().frame(width: 40, height: 40))
    /// for (k, png) in try renderer.pngFrames(count: 8).enumerated() {
    ///     try png.write(to: URL(fileURLWithPath: "spinner-\(k).png"))
    /// }
    /// ```
    public func pngFrames(count: Int) throws -> [Data] {
        let moment = now ?? Date()
        return try phases(count).map { phase in
            try CairoRenderer.pngData(
                checkedDrawing(phase: phase, moment: moment), scale: scale, isOpaque: isOpaque,
                compression: pngCompression, caches: renderCaches)
        }
    }

    /// The premultiplied pixels of each frame of ``pngFrames(count:)``.
    public func imageFrames(count: Int) throws -> [RasterImage] {
        let moment = now ?? Date()
        return try phases(count).map { phase in
            try CairoRenderer.image(
                checkedDrawing(phase: phase, moment: moment), scale: scale, isOpaque: isOpaque,
                caches: renderCaches)
        }
    }

    /// The frames of ``pngFrames(count:)`` as one animated PNG (APNG) that loops, each frame
    /// shown for `delay` seconds (stored to the millisecond): browsers play it, and a plain
    /// PNG decoder shows frame 0. Frames after the first store only the pixels that changed.
    ///
    /// - Parameters:
    ///   - frameCount: Frames per cycle. Default: 8, the spinner's eight positions.
    ///   - delay: Seconds per frame, 0…65.535. Default: 0.125 (a turn a second).
    ///   - loopCount: Plays; 0 (the default) loops forever.
    /// - Throws: ``ImageRendererError/invalidFrameCount(_:)``,
    ///   ``ImageRendererError/invalidDuration(_:)``, or what rendering throws.
    ///
    /// ```swift
    /// let renderer = ImageRenderer(content: ProgressView().frame(width: 40, height: 40))
    /// try renderer.apngData().write(to: URL(fileURLWithPath: "spinner.png"))
    /// ```
    public func apngData(frameCount: Int = 8, delay: Double = 0.125, loopCount: Int = 0) throws -> Data {
        guard delay.isFinite, delay >= 0, delay <= 65.535 else { throw ImageRendererError.invalidDuration(delay) }
        let frames = try imageFrames(count: frameCount)
        return Data(
            try APNGEncoder.encode(frames: frames, delay: delay, loopCount: loopCount, compression: pngCompression))
    }

    /// The view as an SVG whose animated layers play in a browser: the spinner turns once per
    /// `duration` seconds, in UIKit's eight jumps (SMIL `<animateTransform>` on the spinner's
    /// group). Without animation (librsvg, most converters) it is the still picture of
    /// ``svgString()``. Views that depend on ``animationPhase`` in other ways draw their
    /// current phase, unmoving.
    ///
    /// - Throws: ``ImageRendererError/invalidDuration(_:)`` unless `duration` is positive and
    ///   finite, or what rendering throws.
    ///
    /// ```swift
    /// let renderer = ImageRenderer(content: ProgressView("Loading").frame(width: 120))
    /// let svg = try renderer.animatedSVGString(duration: 1)
    /// ```
    public func animatedSVGString(duration: Double = 1) throws -> String {
        try SVGWriter.svgString(checkedDrawing(), scale: scale, options: animatedOptions(duration))
    }

    /// ``animatedSVGString(duration:)`` as UTF-8 data.
    public func animatedSVGData(duration: Double = 1) throws -> Data {
        try SVGWriter.svgData(checkedDrawing(), scale: scale, options: animatedOptions(duration))
    }

    private func animatedOptions(_ duration: Double) throws -> SVGOptions {
        guard duration.isFinite, duration > 0 else { throw ImageRendererError.invalidDuration(duration) }
        var options = svgOptions
        options.animationDuration = duration
        return options
    }

    /// The view's appear animation as `count` images evenly spaced from the moment it appears
    /// to the moment its animations settle. As in SwiftUI, what moves is what is drawn, not the
    /// state: when `onAppear` or `.task` changes state inside `withAnimation`, or under an
    /// `.animation(_:value:)` whose value changed, the opacities, rotations, scales, offsets,
    /// fixed frame sizes, fill and foreground colours, and the `animatableData` of shapes
    /// (trims included) and of `Animatable` views and modifiers move along the animation's
    /// curve, with its delay, speed and repeats; everything else (text, plain shape
    /// properties) jumps. An animation that repeats forever is shown for its longest cycle.
    /// Phase animators play one cycle (each move with its phase's animation) and keyframe
    /// animators draw their content with the timeline's value at each frame's time.
    /// Empty when nothing animates.
    ///
    /// - Throws: ``ImageRendererError/invalidFrameCount(_:)`` unless `count` is in
    ///   `2...maximumFrameCount`, or what rendering throws.
    ///
    /// ```swift
    /// let frames = try ImageRenderer(content: Ring()).appearAnimationImages(count: 30)
    /// ```
    public func appearAnimationImages(count: Int) throws -> [RasterImage] {
        try appearAnimationDrawings(count: count).frames.map {
            try CairoRenderer.image($0, scale: scale, isOpaque: isOpaque, caches: renderCaches)
        }
    }

    /// ``appearAnimationImages(count:)`` as an animated PNG that plays the animation once
    /// (`loopCount` 1, the default) or loops (0); each frame lasts the animation's length over
    /// the frames. Nil when nothing animates.
    public func appearAnimationAPNGData(frameCount: Int = 30, loopCount: Int = 1) throws -> Data? {
        let (drawings, _, length) = try appearAnimationDrawings(count: frameCount)
        guard !drawings.isEmpty else { return nil }
        let images = try drawings.map {
            try CairoRenderer.image($0, scale: scale, isOpaque: isOpaque, caches: renderCaches)
        }
        let delay = min(max(length / Double(frameCount - 1), 0), 65.535)
        return Data(
            try APNGEncoder.encode(frames: images, delay: delay, loopCount: loopCount, compression: pngCompression))
    }

    /// The appear animation of ``appearAnimationImages(count:)`` as an SVG that browsers play
    /// (SMIL, no script): `frameCount` frames over the animation's length, played once, ending
    /// on its last frame (`loops` false, the default), or looping. Viewers that do not
    /// animate (librsvg, most converters) show the still picture of ``svgString()``.
    /// Frames that repeat are written once. Nil when nothing animates.
    ///
    /// - Throws: ``ImageRendererError/invalidFrameCount(_:)`` unless `frameCount` is in
    ///   `2...maximumFrameCount`, or what rendering throws.
    ///
    /// ```swift
    /// let svg = try ImageRenderer(content: Ring()).appearAnimationSVGString(frameCount: 30)
    /// ```
    public func appearAnimationSVGString(frameCount: Int = 30, loops: Bool = false) throws -> String? {
        try appearAnimationSVGData(frameCount: frameCount, loops: loops).map { String(decoding: $0, as: UTF8.self) }
    }

    /// ``appearAnimationSVGString(frameCount:loops:)`` as UTF-8 data.
    public func appearAnimationSVGData(frameCount: Int = 30, loops: Bool = false) throws -> Data? {
        let (drawings, settled, length) = try appearAnimationDrawings(count: frameCount)
        guard !drawings.isEmpty else { return nil }
        // The first frame is the moment the view appears; each frame lasts until the next.
        let duration = max(length / Double(frameCount - 1), 0.001)
        return Data(
            try SVGWriter.frameSequenceSVGString(
                frames: drawings, frameDuration: duration, loops: loops,
                still: settled, scale: scale, options: writerOptions
            ).utf8)
    }

    private func appearAnimationDrawings(count: Int) throws -> (frames: [Drawing], settled: Drawing, length: Double) {
        guard (2...Self.maximumFrameCount).contains(count) else { throw ImageRendererError.invalidFrameCount(count) }
        var length = 0.0
        let (frames, settled) = try ViewRenderer.appearAnimation(
            of: content, proposal: proposedSize,
            environment: environment(phase: animationPhase, now: now ?? Date())
        ) { total in
            length = total
            return (0..<count).map { total * Double($0) / Double(count - 1) }
        }
        return (frames, settled, length)
    }

    /// The phase of each of `count` frames.
    private func phases(_ count: Int) throws -> [Double] {
        guard (1...Self.maximumFrameCount).contains(count) else { throw ImageRendererError.invalidFrameCount(count) }
        return (0..<count).map { animationPhase + Double($0) / Double(count) }
    }
}
