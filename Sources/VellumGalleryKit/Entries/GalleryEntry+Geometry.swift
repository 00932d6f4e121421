import Foundation
import Vellum

// Geometry only: every outline (strokes too, through strokedPath) is filled in a Canvas over
// white. Each view is written once; the page shows the lines between its markers.

extension GalleryEntry {
    /// The geometry gallery, in page order.
    public static let geometry: [GalleryEntry] = [
        .dashedRing,
        .progressRing,
        .trimStart,
        .lineJoins,
        .lineCaps,
        .roundedRectStyles,
        .unevenCorners,
        .svgHeart,
        .fillRules,
        .boundingBox,
        .arcFlags,
        .setOperations
    ]

    /// The seven set operations of SwiftUI's Path on a circle and a rounded square.
    public static let setOperations = GalleryEntry(
        name: "set-operations",
        title: "Path set operations",
        caption:
            "A circle A and a rounded square B (first cell, outlines only), then SwiftUI's seven set operations on them, left to right and top to bottom: A.union(B), A.intersection(B), A.subtracting(B), A.symmetricDifference(B), A.normalized() (here A itself), and, as lines stroked 3 points wide, A.lineIntersection(B) and A.lineSubtraction(B). Curves stay curves: the results are the circle's and the corners' own Bézier arcs, cut where the outlines cross.",
        size: CGSize(width: 400, height: 200),
        view: {
            // gallery:begin set-operations
            let a = Path(ellipseIn: CGRect(x: 12, y: 12, width: 56, height: 56))
            let b = Path(roundedRect: CGRect(x: 36, y: 32, width: 52, height: 52), cornerRadius: 10)
            let areas = [a.union(b), a.intersection(b), a.subtracting(b), a.symmetricDifference(b), a.normalized()]
            let lines = [a.lineIntersection(b), a.lineSubtraction(b)]
            return Canvas { context, size in
                func cell(_ index: Int) -> CGAffineTransform {
                    CGAffineTransform(translationX: CGFloat(index % 4) * 100, y: CGFloat(index / 4) * 100)
                }
                let guide = StrokeStyle(lineWidth: 1, dash: [3, 2])
                for index in 0..<8 {
                    let place = cell(index)
                    context.fill(a.applying(place).strokedPath(guide), with: .color(.gray))
                    context.fill(b.applying(place).strokedPath(guide), with: .color(.gray))
                }
                for (index, area) in areas.enumerated() {
                    context.fill(area.applying(cell(index + 1)), with: .color(.blue.opacity(0.8)))
                }
                for (index, line) in lines.enumerated() {
                    let pen = StrokeStyle(lineWidth: 3, lineCap: .round)
                    context.fill(line.applying(cell(index + 6)).strokedPath(pen), with: .color(.red))
                }
            }
            .frame(width: 400, height: 200)
            .background(.white)
            // gallery:end
        }
    )

    /// Dashed ring.
    public static let dashedRing = GalleryEntry(
        name: "dashed-ring",
        title: "Dashed ring",
        caption:
            "Reference scene S3: an arc around (128, 128) of radius 88 from 1° to 216°, turned into 40-point-wide dashes of 5 on and 3 off, starting 10 points into the pattern. Dashing and stroking both happen in geometry, so what is filled is a list of annular sectors with butt ends square to the arc.",
        size: CGSize(width: 256, height: 256),
        view: {
            // gallery:begin dashed-ring
            Canvas { context, size in
                var arc = Path()
                arc.addArc(
                    center: CGPoint(x: 128, y: 128), radius: 88,
                    startAngle: .degrees(1), endAngle: .degrees(216), clockwise: false)
                let dashes = arc.strokedPath(StrokeStyle(lineWidth: 40, dash: [5, 3], dashPhase: 10))
                context.fill(dashes, with: .color(.red))
            }
            .frame(width: 256, height: 256)
            .background(.white)
            // gallery:end
        }
    )

    /// Progress ring at 73 %.
    public static let progressRing = GalleryEntry(
        name: "progress-ring",
        title: "Progress ring at 73 %",
        caption:
            "Reference scene S2: a full-circle track of radius 100 and width 20, with the progress arc drawn over it from 12 o'clock, clockwise on screen, for 73 % of a turn. Round caps extend each end of the progress arc by half the line width.",
        size: CGSize(width: 256, height: 256),
        view: {
            // gallery:begin progress-ring
            Canvas { context, size in
                let center = CGPoint(x: 128, y: 128)
                var track = Path()
                track.addArc(
                    center: center, radius: 100,
                    startAngle: .degrees(0), endAngle: .degrees(360), clockwise: false)
                track.closeSubpath()
                var progress = Path()
                progress.addArc(
                    center: center, radius: 100,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 0.73 * 360), clockwise: false)
                let systemGray5 = Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255)
                context.fill(track.strokedPath(StrokeStyle(lineWidth: 20)), with: .color(systemGray5))
                context.fill(progress.strokedPath(StrokeStyle(lineWidth: 20, lineCap: .round)), with: .color(.blue))
            }
            .frame(width: 256, height: 256)
            .background(.white)
            // gallery:end
        }
    )

    /// Where a trimmed circle starts.
    public static let trimStart = GalleryEntry(
        name: "trim-start",
        title: "Where a trimmed circle starts",
        caption:
            "A circle starts at 3 o'clock (the black dot) and runs clockwise on screen, so trimming it to 0…0.25 gives the red quarter from 3 o'clock to 6 o'clock, and 0.5…0.75 the blue quarter from 9 o'clock to 12 o'clock. This is why a SwiftUI progress ring built from Circle().trim is rotated by −90°.",
        size: CGSize(width: 256, height: 256),
        view: {
            // gallery:begin trim-start
            Canvas { context, size in
                let circle = Path(ellipseIn: CGRect(x: 48, y: 48, width: 160, height: 160))
                let firstQuarter = circle.trimmedPath(from: 0, to: 0.25)
                let thirdQuarter = circle.trimmedPath(from: 0.5, to: 0.75)
                let start = Path(ellipseIn: CGRect(x: 202, y: 122, width: 12, height: 12))
                let systemGray3 = Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255)
                context.fill(circle.strokedPath(StrokeStyle(lineWidth: 2)), with: .color(systemGray3))
                context.fill(firstQuarter.strokedPath(StrokeStyle(lineWidth: 16)), with: .color(.red))
                context.fill(thirdQuarter.strokedPath(StrokeStyle(lineWidth: 16)), with: .color(.blue))
                context.fill(start, with: .color(.black))
            }
            .frame(width: 256, height: 256)
            .background(.white)
            // gallery:end
        }
    )

    /// Line joins.
    public static let lineJoins = GalleryEntry(
        name: "line-joins",
        title: "Line joins",
        caption:
            "The same zig-zag stroked 18 points wide with a miter join (red), a round join (green) and a bevel join (blue), with its centre line drawn thin on top. The corners are about 41°, sharp enough for the miter to reach well past the corner but not past the default miter limit of 10.",
        size: CGSize(width: 360, height: 200),
        view: {
            // gallery:begin line-joins
            Canvas { context, size in
                let joins: [(CGLineJoin, Color)] = [(.miter, .red), (.round, .green), (.bevel, .blue)]
                for (column, (join, color)) in joins.enumerated() {
                    let x = CGFloat(column) * 120
                    var zigzag = Path()
                    zigzag.addLines([
                        CGPoint(x: x + 15, y: 140), CGPoint(x: x + 45, y: 60),
                        CGPoint(x: x + 75, y: 140), CGPoint(x: x + 105, y: 60)
                    ])
                    context.fill(zigzag.strokedPath(StrokeStyle(lineWidth: 18, lineJoin: join)), with: .color(color))
                    context.fill(zigzag.strokedPath(StrokeStyle(lineWidth: 1)), with: .color(.black))
                }
            }
            .frame(width: 360, height: 200)
            .background(.white)
            // gallery:end
        }
    )

    /// Line caps.
    public static let lineCaps = GalleryEntry(
        name: "line-caps",
        title: "Line caps",
        caption:
            "Three lines from x = 80 to x = 280 (the dashed guides), stroked 30 points wide with a butt cap (red), a square cap (green) and a round cap (blue), each with its centre line drawn thin on top. A butt cap stops at the end point; square and round caps reach half the line width beyond it.",
        size: CGSize(width: 360, height: 200),
        view: {
            // gallery:begin line-caps
            Canvas { context, size in
                let caps: [(CGLineCap, Color)] = [(.butt, .red), (.square, .green), (.round, .blue)]
                for (row, (cap, color)) in caps.enumerated() {
                    let y = 50 + CGFloat(row) * 50
                    var line = Path()
                    line.move(to: CGPoint(x: 80, y: y))
                    line.addLine(to: CGPoint(x: 280, y: y))
                    context.fill(line.strokedPath(StrokeStyle(lineWidth: 30, lineCap: cap)), with: .color(color))
                    context.fill(line.strokedPath(StrokeStyle(lineWidth: 1)), with: .color(.black))
                }
                var guides = Path()
                for x: CGFloat in [80, 280] {
                    guides.move(to: CGPoint(x: x, y: 16))
                    guides.addLine(to: CGPoint(x: x, y: 184))
                }
                let systemGray3 = Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255)
                context.fill(guides.strokedPath(StrokeStyle(lineWidth: 1, dash: [4, 3])), with: .color(systemGray3))
            }
            .frame(width: 360, height: 200)
            .background(.white)
            // gallery:end
        }
    )

    /// Continuous and circular corners.
    public static let roundedRectStyles = GalleryEntry(
        name: "rounded-rect-styles",
        title: "Continuous and circular corners",
        caption:
            "The top-left corner of two 600-point squares with the same corner radius of 140, close up. The pale blue fill has SwiftUI's default .continuous corner, whose curvature ramps up gradually from the straight edge, so it starts bending about 1.53 radii from the corner; the red outline has a .circular corner, a quarter circle that meets the edges abruptly. Filling both paths together with the even-odd rule leaves just the sliver between them (orange): the continuous corner runs inside the circular one on either side and meets it near the diagonal.",
        size: CGSize(width: 256, height: 256),
        view: {
            // gallery:begin rounded-rect-styles
            Canvas { context, size in
                let rect = CGRect(x: 24, y: 24, width: 600, height: 600)
                let continuous = Path(roundedRect: rect, cornerRadius: 140, style: .continuous)
                let circular = Path(roundedRect: rect, cornerRadius: 140, style: .circular)
                var difference = continuous
                difference.addPath(circular)
                let paleBlue = Color(red: 204 / 255, green: 228 / 255, blue: 1)
                context.fill(continuous, with: .color(paleBlue))
                context.fill(difference, with: .color(.orange), style: FillStyle(eoFill: true))
                context.fill(circular.strokedPath(StrokeStyle(lineWidth: 1)), with: .color(.red))
            }
            .frame(width: 256, height: 256)
            .background(.white)
            // gallery:end
        }
    )

    /// Uneven corner radii.
    public static let unevenCorners = GalleryEntry(
        name: "uneven-corners",
        title: "Uneven corner radii",
        caption:
            "A rectangle with a different radius on every corner, as UnevenRoundedRectangle draws it: sharp at the top leading corner, 12 at the top trailing, 48 at the bottom trailing and 24 at the bottom leading, all continuous. The outline is the same path stroked 3 points wide.",
        size: CGSize(width: 320, height: 200),
        view: {
            // gallery:begin uneven-corners
            Canvas { context, size in
                let radii = RectangleCornerRadii(topLeading: 0, bottomLeading: 24, bottomTrailing: 48, topTrailing: 12)
                let card = Path(roundedRect: CGRect(x: 40, y: 30, width: 240, height: 140), cornerRadii: radii)
                context.fill(card, with: .color(.yellow))
                context.fill(card.strokedPath(StrokeStyle(lineWidth: 3)), with: .color(.black))
            }
            .frame(width: 320, height: 200)
            .background(.white)
            // gallery:end
        }
    )

    /// A heart from SVG path data.
    public static let svgHeart = GalleryEntry(
        name: "svg-heart",
        title: "A heart from SVG path data",
        caption:
            "A heart read from SVG path data: two straight sides and two elliptical arc (A) commands for the lobes. The arcs' radius of 44 is too small to span their chords, so, as SVG requires, it is scaled up until each lobe is a half circle. The outline is the same path stroked with round joins.",
        size: CGSize(width: 256, height: 256),
        view: {
            // gallery:begin svg-heart
            let heart = try Path(svgPathData: "M 128 220 L 40 132 A 44 44 0 0 1 128 76 A 44 44 0 0 1 216 132 Z")
            return Canvas { context, size in
                context.fill(heart, with: .color(.pink))
                context.fill(heart.strokedPath(StrokeStyle(lineWidth: 6, lineJoin: .round)), with: .color(.black))
            }
            .frame(width: 256, height: 256)
            .background(.white)
            // gallery:end
        }
    )

    /// Non-zero and even-odd fills.
    public static let fillRules = GalleryEntry(
        name: "fill-rules",
        title: "Non-zero and even-odd fills",
        caption:
            "One five-pointed star read from SVG path data, filled twice. Its outline crosses itself, so the centre pentagon is wound twice: the non-zero rule (left, SwiftUI's default) fills it, the even-odd rule (right, FillStyle(eoFill: true)) leaves it empty.",
        size: CGSize(width: 320, height: 170),
        view: {
            // gallery:begin fill-rules
            let star = try Path(svgPathData: "M 80 15 L 124 151 L 9 67 L 151 67 L 36 151 Z")
            let evenOddStar = star.offsetBy(dx: 160, dy: 0)
            return Canvas { context, size in
                let outline = StrokeStyle(lineWidth: 2, lineJoin: .round)
                context.fill(star, with: .color(.orange))
                context.fill(evenOddStar, with: .color(.orange), style: FillStyle(eoFill: true))
                context.fill(star.strokedPath(outline), with: .color(.black))
                context.fill(evenOddStar.strokedPath(outline), with: .color(.black))
            }
            .frame(width: 320, height: 170)
            .background(.white)
            // gallery:end
        }
    )

    /// Tight bounding box of an S curve.
    public static let boundingBox = GalleryEntry(
        name: "bounding-box",
        title: "Tight bounding box of an S curve",
        caption:
            "A cubic Bézier S curve (black), its control polygon and control points (grey), and its boundingRect (red). The bounding box is tight: it touches the curve at its extremes, well inside the control points, because boundingRect solves for where the curve turns rather than boxing the control points.",
        size: CGSize(width: 320, height: 240),
        view: {
            // gallery:begin bounding-box
            Canvas { context, size in
                let start = CGPoint(x: 50, y: 190), end = CGPoint(x: 270, y: 50)
                let control1 = CGPoint(x: 310, y: 230), control2 = CGPoint(x: 10, y: 10)
                var curve = Path()
                curve.move(to: start)
                curve.addCurve(to: end, control1: control1, control2: control2)
                var polygon = Path()
                polygon.addLines([start, control1, control2, end])
                var handles = Path()
                for point in [start, control1, control2, end] {
                    handles.addEllipse(in: CGRect(x: point.x - 4, y: point.y - 4, width: 8, height: 8))
                }
                let bounds = Path(curve.boundingRect)
                let systemGray3 = Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255)
                context.fill(polygon.strokedPath(StrokeStyle(lineWidth: 1.5)), with: .color(systemGray3))
                context.fill(handles, with: .color(systemGray3))
                context.fill(bounds.strokedPath(StrokeStyle(lineWidth: 1.5)), with: .color(.red))
                context.fill(curve.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)), with: .color(.black))
            }
            .frame(width: 320, height: 240)
            .background(.white)
            // gallery:end
        }
    )

    /// SVG arc flags.
    public static let arcFlags = GalleryEntry(
        name: "arc-flags",
        title: "SVG arc flags",
        caption:
            "The four arcs an SVG A command can draw between the same two points with radii 44 × 28: large-arc 0, sweep 0 (red, top left); large-arc 0, sweep 1 (green, top right); large-arc 1, sweep 0 (blue, bottom left); large-arc 1, sweep 1 (orange, bottom right). The grey guides are all four arcs together, which make up the two ellipses through the points.",
        size: CGSize(width: 320, height: 240),
        view: {
            // gallery:begin arc-flags
            func arc(_ flags: String, around c: CGPoint) throws -> Path {
                try Path(svgPathData: "M \(c.x - 28) \(c.y + 16) A 44 28 0 \(flags) \(c.x + 28) \(c.y - 16)")
            }
            let flagsAndColors: [(String, Color)] = [("0 0", .red), ("0 1", .green), ("1 0", .blue), ("1 1", .orange)]
            var cells: [(guides: Path, chosen: Path, color: Color)] = []
            for (index, (flags, color)) in flagsAndColors.enumerated() {
                let center = CGPoint(x: 80 + CGFloat(index % 2) * 160, y: 60 + CGFloat(index / 2) * 120)
                var guides = Path()
                for (otherFlags, _) in flagsAndColors {
                    guides.addPath(try arc(otherFlags, around: center))
                }
                cells.append((guides, try arc(flags, around: center), color))
            }
            let systemGray3 = Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255)
            return Canvas { context, size in
                for cell in cells {
                    context.fill(cell.guides.strokedPath(StrokeStyle(lineWidth: 1.5)), with: .color(systemGray3))
                    context.fill(
                        cell.chosen.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round)), with: .color(cell.color))
                }
            }
            .frame(width: 320, height: 240)
            .background(.white)
            // gallery:end
        }
    )
}
