import Foundation
import Testing
import VellumGeometry

@testable import VellumCore

/// The preparation pass: what every backend relies on, settled once.
@Suite struct PreparedDrawingTests {
    let red = Paint.color(RGBAColor(red: 1, green: 0, blue: 0))
    let blue = Paint.color(RGBAColor(red: 0, green: 0, blue: 1))
    let target = RenderTarget.raster(width: 100, height: 50, scale: 2)
    let dot = Path(ellipseIn: CGRect(x: 10, y: 10, width: 10, height: 10))

    /// A rectangular clip is left off what lies inside it (a canvas's bounds around its
    /// drawing), and kept on what reaches out of it, on aliased edges and under blend modes.
    @Test func aRectangularClipIsLeftOffWhatLiesInsideIt() {
        let frame = DrawingClip(path: Path(CGRect(x: 5, y: 5, width: 20, height: 20)))
        let clipped = DrawingState(clips: [frame])
        // A ring touching the frame: centre 15, radius 8, pen 4 reaches exactly 5 … 25.
        var ring = Path()
        ring.addArc(
            center: CGPoint(x: 15, y: 15), radius: 8, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        let roundPen = StrokeStyle(lineWidth: 4, lineCap: .round)
        let outside = Path(CGRect(x: 20, y: 20, width: 6, height: 2))
        let drawing = Drawing(
            size: CGSize(width: 50, height: 25),
            items: [
                .stroke(ring, red, roundPen, clipped),
                .fill(dot, red, FillStyle(), clipped),
                .fill(outside, red, FillStyle(), clipped),
                .fill(dot, red, FillStyle(), DrawingState(clips: [frame], blendMode: .multiply)),
                .stroke(ring, red, StrokeStyle(lineWidth: 4.5), clipped),
                .fill(outside.offsetBy(dx: -0.98, dy: 0), red, FillStyle(antialiased: false), clipped),
                .fill(outside.offsetBy(dx: -0.98, dy: 0), red, FillStyle(), clipped),
                .fill(dot, red, FillStyle(), DrawingState(clips: [frame, DrawingClip(path: dot, isInverse: true)])),
                .layer([.fill(dot, red, FillStyle(), DrawingState())], LayerStyle(opacity: 0.5), clipped),
                .layer(
                    [.fill(dot, red, FillStyle(), DrawingState())],
                    LayerStyle(shadows: [
                        DrawingShadow(color: RGBAColor(red: 0, green: 0, blue: 0), radius: 2, offset: .zero)
                    ]), clipped)
            ])
        let clips = drawing.prepared(for: target).items.map { $0.clips.count }
        // In order: inside; inside; out by 1; a blend mode; a wider pen out by 0.25; aliased
        // and 0.02 out; anti-aliased and 0.02 out (under the 0.05-point slack at scale 2);
        // the inverse clip stays; a layer inside; a layer with a shadow.
        #expect(clips == [0, 0, 1, 1, 1, 1, 0, 1, 0, 1], "\(clips)")
    }

    /// A corner that the backend's rounding can turn into a miter keeps the clip: a tiny
    /// segment at a corner (Cairo drops it and draws one sharp miter), and a corner just past
    /// the miter limit (rounding can bring it back within).
    @Test func aClipStaysWhereRoundingCouldSharpenACorner() {
        let pen = StrokeStyle(lineWidth: 10) // miter joins, limit 10
        var tiny = Path()
        tiny.move(to: CGPoint(x: 10, y: 50))
        tiny.addLine(to: CGPoint(x: 50, y: 50))
        tiny.addLine(to: CGPoint(x: 50, y: 50.001))
        tiny.addLine(to: CGPoint(x: 24.02, y: 65))
        // The blunt corners alone reach x = 57.07; Cairo's single miter reaches x ≈ 68.
        let around = DrawingClip(path: Path(CGRect(x: 0, y: 0, width: 57.57, height: 100)))
        // Interior angle just under the limit's: a bevel on exact numbers, a miter after rounding.
        let angle = 2 * asin(1 / 10.001)
        var sharp = Path()
        sharp.move(to: CGPoint(x: 10, y: 20))
        sharp.addLine(to: CGPoint(x: 60, y: 20))
        sharp.addLine(to: CGPoint(x: 60 - 50 * cos(angle), y: 20 + 50 * sin(angle)))
        let frame = DrawingClip(path: Path(CGRect(x: 0, y: 0, width: 66, height: 40)))
        // The same corners made long and blunt leave the clip off.
        var blunt = Path()
        blunt.move(to: CGPoint(x: 10, y: 20))
        blunt.addLine(to: CGPoint(x: 50, y: 20))
        blunt.addLine(to: CGPoint(x: 50, y: 35))
        let drawing = Drawing(
            size: CGSize(width: 100, height: 100),
            items: [
                .stroke(tiny, red, pen, DrawingState(clips: [around])),
                .stroke(sharp, red, pen, DrawingState(clips: [frame])),
                .stroke(
                    blunt, red, pen,
                    DrawingState(clips: [DrawingClip(path: Path(CGRect(x: 0, y: 0, width: 58, height: 43)))]))
            ])
        for target in [target, RenderTarget.svg(size: CGSize(width: 100, height: 100), animates: false)] {
            #expect(drawing.prepared(for: target).items.map { $0.clips.count } == [1, 1, 0])
        }
    }

    @Test func undrawableUserSpacesAreDropped() {
        let flat = DrawingState(transform: CGAffineTransform(scaleX: 0, y: 1))
        let infinite = DrawingState(transform: CGAffineTransform(translationX: .infinity, y: 0))
        let drawing = Drawing(
            size: CGSize(width: 50, height: 25),
            items: [
                .fill(dot, red, FillStyle(), flat), .stroke(dot, red, StrokeStyle(), infinite),
                .fill(dot, blue, FillStyle(), DrawingState())
            ])
        let items = drawing.prepared(for: target).items
        #expect(items.count == 1)
        guard case .fill(_, .color(let color), _)? = items.first?.kind else { Issue.record("no fill"); return }
        #expect(color.blue == 1)
    }

    @Test func anOpaqueCoverHidesWhatIsBeneathIt() {
        let page = Path(CGRect(x: 0, y: 0, width: 50, height: 25))
        let halfClear = Paint.color(RGBAColor(red: 1, green: 1, blue: 1, opacity: 0.5))
        let covered = Drawing(
            size: CGSize(width: 50, height: 25),
            items: [
                .fill(dot, red, FillStyle(), DrawingState()),
                .fill(page, .color(.init(red: 1, green: 1, blue: 1)), FillStyle(), DrawingState()),
                .fill(dot, blue, FillStyle(), DrawingState())
            ]
        ).prepared(for: target)
        #expect(covered.items.count == 2)
        #expect(covered.beginsWithOpaqueCover)
        #expect(covered.items[0].coversTarget)
        // Half-transparent, or short of the last device column: nothing is hidden.
        let seeThrough = Drawing(
            size: CGSize(width: 50, height: 25),
            items: [
                .fill(dot, red, FillStyle(), DrawingState()), .fill(page, halfClear, FillStyle(), DrawingState())
            ]
        ).prepared(for: target)
        #expect(seeThrough.items.count == 2 && !seeThrough.beginsWithOpaqueCover)
        let short = Drawing(
            size: CGSize(width: 50, height: 25),
            items: [
                .fill(dot, red, FillStyle(), DrawingState()),
                .fill(Path(CGRect(x: 0, y: 0, width: 49.9, height: 25)), blue, FillStyle(), DrawingState())
            ]
        ).prepared(for: target)
        #expect(short.items.count == 2 && !short.items[1].coversTarget)
    }

    @Test func farGeometryIsRestrictedToDeviceSpaceOnce() throws {
        let strip = Path(CGRect(x: -1e9, y: 10, width: 2e9, height: 5))
        let items = Drawing(
            size: CGSize(width: 50, height: 25), items: [.fill(strip, red, FillStyle(), DrawingState())]
        )
        .prepared(for: target).items
        guard case .fill(let path, _, _)? = items.first?.kind else { Issue.record("no fill"); return }
        #expect(path.isInDeviceSpace)
        // Device space is root × 2; the restriction reaches the margin around the target.
        let bounds = path.path.boundingRect
        #expect(bounds.minY == 20 && bounds.maxY == 30)
        #expect(bounds.minX >= -target.guardBand.margin - 1 && bounds.maxX <= 100 + target.guardBand.margin + 1)
        #expect(bounds.minX < -2 && bounds.maxX > 102)
        // Near geometry stays as recorded, in user space.
        let near = Drawing(size: CGSize(width: 50, height: 25), items: [.fill(dot, red, FillStyle(), DrawingState())])
            .prepared(for: target).items
        guard case .fill(let nearPath, _, _)? = near.first?.kind else { Issue.record("no fill"); return }
        #expect(!nearPath.isInDeviceSpace && nearPath.path.boundingRect == dot.boundingRect)
    }

    @Test func aFarReachingStrokeIsFilledAsItsOutline() {
        var line = Path()
        line.move(to: CGPoint(x: -1e9, y: 12))
        line.addLine(to: CGPoint(x: 1e9, y: 12))
        let items = Drawing(
            size: CGSize(width: 50, height: 25),
            items: [
                .stroke(line, red, StrokeStyle(lineWidth: 4), DrawingState()),
                .stroke(dot, red, StrokeStyle(lineWidth: 4), DrawingState())
            ]
        ).prepared(for: target).items
        guard case .fill(let outline, _, let style)? = items.first?.kind else { Issue.record("no outline"); return }
        #expect(!style.isEOFilled)
        let bounds =
            outline.isInDeviceSpace
            ? outline.path.boundingRect
            : outline.path.boundingRect.applying(CGAffineTransform(scaleX: 2, y: 2))
        #expect(abs(bounds.minY - 20) < 1e-9 && abs(bounds.maxY - 28) < 1e-9)
        guard case .stroke? = items.last?.kind else { Issue.record("the near stroke is not a stroke"); return }
    }

    @Test func noOpLayersAreFlattenedWithTheirClipsFirst() {
        // The child reaches out of both clips, so both stay (a clip around it would be left off).
        let layerClip = DrawingClip(path: Path(CGRect(x: 0, y: 0, width: 20, height: 20)))
        let childClip = DrawingClip(path: Path(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30)))
        let child = DrawingItem.fill(
            Path(ellipseIn: CGRect(x: 10, y: 10, width: 30, height: 30)), red, FillStyle(),
            DrawingState(clips: [childClip]))
        let drawing = Drawing(
            size: CGSize(width: 50, height: 25),
            items: [
                .layer([child], LayerStyle(), DrawingState(clips: [layerClip])),
                .layer([child], LayerStyle(opacity: 0.5), DrawingState())
            ])
        let items = drawing.prepared(for: target).items
        #expect(items.count == 2)
        guard case .fill = items[0].kind else { Issue.record("not flattened"); return }
        #expect(
            items[0].clips.map { $0.path.path.boundingRect } == [
                layerClip.path.boundingRect, childClip.path.boundingRect
            ])
        guard case .layer(_, let style) = items[1].kind else {
            Issue.record("a translucent layer was flattened"); return
        }
        #expect(style.opacity == 0.5)
    }

    @Test func accessibilityAndAnimationLayersStayWhereTheTargetKeepsThem() {
        let info = AccessibilityInfo(role: "progressbar", label: "Upload", value: 0.5, minimum: 0, maximum: 1)
        let drawing = Drawing(
            size: CGSize(width: 50, height: 25),
            items: [
                .layer([.fill(dot, red, FillStyle(), DrawingState())], LayerStyle(accessibility: info), DrawingState()),
                .layer(
                    [.fill(dot, blue, FillStyle(), DrawingState())],
                    LayerStyle(animation: .rotation(center: .zero, steps: 8)), DrawingState())
            ])
        func layers(_ target: RenderTarget) -> Int {
            drawing.prepared(for: target).items.filter { if case .layer = $0.kind { true } else { false } }.count
        }
        #expect(layers(target) == 0)
        #expect(layers(.svg(size: drawing.size, animates: false)) == 1)
        #expect(layers(.svg(size: drawing.size, animates: true)) == 2)
    }

    @Test func paintsAndShadowsAreNormalised() {
        let ramp = ResolvedGradient(stops: [
            .init(location: 0, color: RGBAColor(red: 1, green: 0, blue: 0)),
            .init(location: 1, color: RGBAColor(red: 0, green: 1, blue: 0))
        ])
        let degenerate = Paint.linearGradient(ramp, start: CGPoint(x: 5, y: 5), end: CGPoint(x: 5, y: 5))
        let shadow = DrawingShadow(radius: -4, offset: CGSize(width: CGFloat.infinity, height: 3))
        let drawing = Drawing(
            size: CGSize(width: 50, height: 25),
            items: [
                .fill(dot, degenerate, FillStyle(), DrawingState()),
                .layer([.fill(dot, red, FillStyle(), DrawingState())], LayerStyle(shadows: [shadow]), DrawingState())
            ])
        let items = drawing.prepared(for: target).items
        guard case .fill(_, .color(let color), _) = items[0].kind else { Issue.record("not a colour"); return }
        #expect(color.green == 1 && color.red == 0)
        guard case .layer(_, let style) = items[1].kind else { Issue.record("no layer"); return }
        #expect(style.shadows.map(\.radius) == [0])
        #expect(style.shadows.map(\.offset) == [CGSize(width: 0, height: 3)])
    }
}
