import Foundation
import Vellum

// Each entry's view is written once; the page shows the lines between its
// `// gallery:begin <name>` and `// gallery:end` markers (GallerySample).

extension GalleryEntry {
    /// The rendering gallery, in page order.
    public static let rendering: [GalleryEntry] = [
        .linearGradients,
        .radialGradients,
        .angularGradients,
        .blendModes,
        .shadows,
        .clipping,
        .layerOpacity,
        .canvasRings
    ]

    /// Linear gradients.
    public static let linearGradients = GalleryEntry(
        name: "linear-gradients",
        title: "Linear gradients",
        caption:
            "Four rounded squares. Top left: blue to purple from .leading to .trailing. Top right: yellow to red from .top to .bottom, through the static .linearGradient style. Bottom left: green, mint, blue along the diagonal from .topLeading to .bottomTrailing. The unit points resolve against each square's bounds. Bottom right: a point-based gradient in the canvas's own coordinates, orange at x = 164 to pink at x = 204, padded with the end colours outside that band.",
        size: CGSize(width: 256, height: 256),
        view: {
            // gallery:begin linear-gradients
            Canvas { context, size in
                func square(_ column: Int, _ row: Int) -> Path {
                    Path(
                        roundedRect: CGRect(
                            x: 10 + CGFloat(column) * 124, y: 10 + CGFloat(row) * 124,
                            width: 112, height: 112), cornerRadius: 24)
                }
                context.fill(
                    square(0, 0),
                    with: .style(
                        LinearGradient(
                            colors: [.blue, .purple],
                            startPoint: .leading, endPoint: .trailing)))
                context.fill(
                    square(1, 0),
                    with: .style(
                        .linearGradient(
                            colors: [.yellow, .red],
                            startPoint: .top, endPoint: .bottom)))
                context.fill(
                    square(0, 1),
                    with: .style(
                        LinearGradient(
                            colors: [.green, .mint, .blue],
                            startPoint: .topLeading, endPoint: .bottomTrailing)))
                context.fill(
                    square(1, 1),
                    with: .linearGradient(
                        Gradient(colors: [.orange, .pink]),
                        startPoint: CGPoint(x: 164, y: 190),
                        endPoint: CGPoint(x: 204, y: 190)))
            }
            .frame(width: 256, height: 256)
            // gallery:end
        }
    )

    /// Radial and elliptical gradients.
    public static let radialGradients = GalleryEntry(
        name: "radial-gradients",
        title: "Radial and elliptical gradients",
        caption:
            "Top left: a sphere, white to cyan to blue, its centre at UnitPoint(x: 0.35, y: 0.3) of the disc's bounds, out to 100 points. Top right: a point-based radial gradient whose start radius is 16, so the middle is a flat yellow disc, then yellow, orange, red rings out to radius 52, red beyond. Bottom: an elliptical gradient on a wide capsule: its circles are stretched to the capsule's bounds, so the white centre fades to indigo along an ellipse that touches the middle of every edge.",
        size: CGSize(width: 256, height: 256),
        view: {
            // gallery:begin radial-gradients
            Canvas { context, size in
                context.fill(
                    Path(ellipseIn: CGRect(x: 12, y: 12, width: 108, height: 108)),
                    with: .style(
                        RadialGradient(
                            colors: [.white, .cyan, .blue],
                            center: UnitPoint(x: 0.35, y: 0.3),
                            startRadius: 0, endRadius: 100)))
                context.fill(
                    Path(ellipseIn: CGRect(x: 136, y: 12, width: 108, height: 108)),
                    with: .radialGradient(
                        Gradient(colors: [.yellow, .orange, .red]),
                        center: CGPoint(x: 190, y: 66), startRadius: 16, endRadius: 52))
                context.fill(
                    Path(roundedRect: CGRect(x: 12, y: 148, width: 232, height: 96), cornerRadius: 48),
                    with: .style(.ellipticalGradient(colors: [.white, .indigo])))
            }
            .frame(width: 256, height: 256)
            // gallery:end
        }
    )

    /// Angular gradients.
    public static let angularGradients = GalleryEntry(
        name: "angular-gradients",
        title: "Angular gradients",
        caption:
            "Top left: a full turn from 0° to 360°, red, yellow, green, blue, purple and back to red; it starts at 3 o'clock and runs clockwise on screen, so yellow is at about 5 o'clock and blue at 11. Top right: a span of only 0° to 270°, blue to green; the ramp ends at 12 o'clock, and SwiftUI's rule fills the missing quarter with the end colour (green, from 12 o'clock to half past 1) and then the start colour (blue, back to 3 o'clock), with a hard edge halfway across the gap. Bottom: a conic gradient in canvas points that starts at 12 o'clock (-90°), a ring of warm to cool colours closing back on orange.",
        size: CGSize(width: 256, height: 256),
        view: {
            // gallery:begin angular-gradients
            Canvas { context, size in
                context.fill(
                    Path(ellipseIn: CGRect(x: 12, y: 12, width: 108, height: 108)),
                    with: .style(
                        AngularGradient(
                            colors: [.red, .yellow, .green, .blue, .purple, .red],
                            center: .center,
                            startAngle: .degrees(0), endAngle: .degrees(360))))
                context.fill(
                    Path(ellipseIn: CGRect(x: 136, y: 12, width: 108, height: 108)),
                    with: .style(
                        AngularGradient(
                            colors: [.blue, .green], center: .center,
                            startAngle: .degrees(0), endAngle: .degrees(270))))
                var ring = Path()
                ring.addArc(
                    center: CGPoint(x: 128, y: 192), radius: 40,
                    startAngle: .degrees(0), endAngle: .degrees(360), clockwise: false)
                ring.closeSubpath()
                context.stroke(
                    ring,
                    with: .conicGradient(
                        Gradient(colors: [.orange, .pink, .purple, .blue, .orange]),
                        center: CGPoint(x: 128, y: 192), angle: .degrees(-90)),
                    lineWidth: 28)
            }
            .frame(width: 256, height: 256)
            // gallery:end
        }
    )

    /// Blend modes.
    public static let blendModes = GalleryEntry(
        name: "blend-modes",
        title: "Blend modes",
        caption:
            "Each cell draws an orange disc, then a blue disc over it with one blend mode. Top row: multiply (dark green overlap), screen (pale pink), overlay (orange kept bright, blue dropped), darken (green). Bottom row: lighten (pink), plusLighter (white), plusDarker (near black), destinationOut (the blue disc erases a bite from the orange and draws nothing itself). Outside the overlap every mode but destinationOut draws plain blue, since there is nothing beneath.",
        size: CGSize(width: 320, height: 160),
        pdfUnavailableReason:
            "Cairo’s PDF backend has no plusDarker; Vellum refuses it there with RenderError.unsupported rather than draw something else.",
        svgUnavailableReason:
            "SVG has no plus-darker compositing (mix-blend-mode lacks it); Vellum’s SVG writer refuses it with RenderError.unsupported rather than draw something else.",
        view: {
            // gallery:begin blend-modes
            Canvas { context, size in
                let modes: [GraphicsContext.BlendMode] = [
                    .multiply, .screen, .overlay, .darken,
                    .lighten, .plusLighter, .plusDarker, .destinationOut
                ]
                for (index, mode) in modes.enumerated() {
                    let x = CGFloat(index % 4) * 80, y = CGFloat(index / 4) * 80
                    var cell = context
                    cell.fill(
                        Path(ellipseIn: CGRect(x: x + 8, y: y + 12, width: 44, height: 44)), with: .color(.orange))
                    cell.blendMode = mode
                    cell.fill(Path(ellipseIn: CGRect(x: x + 28, y: y + 24, width: 44, height: 44)), with: .color(.blue))
                }
            }
            .frame(width: 320, height: 160)
            // gallery:end
        }
    )

    /// Shadows.
    public static let shadows = GalleryEntry(
        name: "shadows",
        title: "Shadows",
        caption:
            "A white card with a soft black shadow (radius 12, offset 8 points down), so the shadow shows below the card and barely above it. Below, a blue ring whose blue shadow (radius 4) is offset 6 points right and 6 down: the ring's own outline casts it, so the shadow is a ring too.",
        size: CGSize(width: 256, height: 256),
        view: {
            // gallery:begin shadows
            Canvas { context, size in
                var card = context
                card.addFilter(.shadow(color: .black.opacity(0.35), radius: 12, x: 0, y: 8))
                card.fill(
                    Path(roundedRect: CGRect(x: 32, y: 24, width: 192, height: 96), cornerRadius: 16),
                    with: .color(.white))
                var ring = context
                ring.addFilter(.shadow(color: .blue.opacity(0.5), radius: 4, x: 6, y: 6))
                ring.stroke(
                    Path(ellipseIn: CGRect(x: 88, y: 148, width: 80, height: 80)),
                    with: .color(.blue), lineWidth: 14)
            }
            .frame(width: 256, height: 256)
            // gallery:end
        }
    )

    /// Clipping.
    public static let clipping = GalleryEntry(
        name: "clipping",
        title: "Clipping to a star, and its inverse",
        caption:
            "Left: eight coloured bands, each as wide as the cell, drawn after clip(to:) a five-pointed star, so only the star shows them. Right: the same star with the .inverse option, then a rounded square filled with a gradient: everything is drawn except the star, which stays a hole.",
        size: CGSize(width: 256, height: 128),
        view: {
            // gallery:begin clipping
            Canvas { context, size in
                func star(center: CGPoint) -> Path {
                    var star = Path()
                    for vertex in 0..<10 {
                        let radius: CGFloat = vertex.isMultiple(of: 2) ? 56 : 23
                        let angle = Angle.degrees(-90 + Double(vertex) * 36).radians
                        let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                        if vertex == 0 { star.move(to: point) } else { star.addLine(to: point) }
                    }
                    star.closeSubpath()
                    return star
                }
                let bands: [Color] = [.red, .orange, .yellow, .green, .mint, .blue, .indigo, .purple]
                var inside = context
                inside.clip(to: star(center: CGPoint(x: 64, y: 68)))
                for (index, color) in bands.enumerated() {
                    inside.fill(
                        Path(CGRect(x: 0, y: 8 + CGFloat(index) * 14, width: 128, height: 14)), with: .color(color))
                }
                var outside = context
                outside.clip(to: star(center: CGPoint(x: 192, y: 68)), options: .inverse)
                outside.fill(
                    Path(roundedRect: CGRect(x: 136, y: 8, width: 112, height: 112), cornerRadius: 20),
                    with: .style(LinearGradient(colors: [.teal, .indigo], startPoint: .top, endPoint: .bottom)))
            }
            .frame(width: 256, height: 128)
            // gallery:end
        }
    )

    /// A layer's opacity against each shape's.
    public static let layerOpacity = GalleryEntry(
        name: "layer-opacity",
        title: "Layer opacity against shape opacity",
        caption:
            "Both halves draw a red and a blue disc at opacity 0.5 across a grey bar. Left: the discs are drawn into one layer with drawLayer, and the layer is composited at 0.5, so where they overlap only the blue shows, and the bar shows through everything evenly. Right: each disc is drawn at 0.5 on its own, so the overlap is a mix of both and darker than either.",
        size: CGSize(width: 256, height: 128),
        view: {
            // gallery:begin layer-opacity
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 54, width: 256, height: 20)), with: .color(.gray))
                var layer = context
                layer.opacity = 0.5
                layer.drawLayer { group in
                    group.fill(Path(ellipseIn: CGRect(x: 12, y: 24, width: 64, height: 64)), with: .color(.red))
                    group.fill(Path(ellipseIn: CGRect(x: 52, y: 40, width: 64, height: 64)), with: .color(.blue))
                }
                var shapes = context
                shapes.opacity = 0.5
                shapes.fill(Path(ellipseIn: CGRect(x: 140, y: 24, width: 64, height: 64)), with: .color(.red))
                shapes.fill(Path(ellipseIn: CGRect(x: 180, y: 40, width: 64, height: 64)), with: .color(.blue))
            }
            .frame(width: 256, height: 128)
            // gallery:end
        }
    )

    /// Reference scenes S2 and S3 drawn with Canvas, at scale 2.
    public static let canvasRings = GalleryEntry(
        name: "canvas-rings",
        title: "Progress ring and dashed ring at scale 2",
        caption:
            "Reference scenes S2 and S3 drawn with Canvas strokes instead of filled outlines, each in its own 256-point space scaled by one half, and rendered at scale 2: the PNG has 512 × 256 pixels for 256 × 128 points, so it stays sharp on a high-density screen. Left: the grey track and the blue progress arc from 12 o'clock, clockwise, 73 % of a turn, with round caps. Right: red 40-point dashes of 5 on and 3 off along an arc from 1° to 216°.",
        size: CGSize(width: 256, height: 128),
        scale: 2,
        view: {
            // gallery:begin canvas-rings
            Canvas { context, size in
                let center = CGPoint(x: 128, y: 128)
                var ring = context
                ring.scaleBy(x: 0.5, y: 0.5)
                var track = Path()
                track.addArc(
                    center: center, radius: 100,
                    startAngle: .degrees(0), endAngle: .degrees(360), clockwise: false)
                track.closeSubpath()
                ring.stroke(
                    track, with: .color(Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255)), lineWidth: 20)
                var progress = Path()
                progress.addArc(
                    center: center, radius: 100,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 0.73 * 360), clockwise: false)
                ring.stroke(progress, with: .color(.blue), style: StrokeStyle(lineWidth: 20, lineCap: .round))
                var dashed = context
                dashed.translateBy(x: 128, y: 0)
                dashed.scaleBy(x: 0.5, y: 0.5)
                var arc = Path()
                arc.addArc(
                    center: center, radius: 88,
                    startAngle: .degrees(1), endAngle: .degrees(216), clockwise: false)
                dashed.stroke(arc, with: .color(.red), style: StrokeStyle(lineWidth: 40, dash: [5, 3], dashPhase: 10))
            }
            .frame(width: 256, height: 128)
            // gallery:end
        }
    )
}
