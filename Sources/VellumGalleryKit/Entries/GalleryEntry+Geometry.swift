import Foundation
import VellumGeometry

// Every entry writes its drawing code once, as the `draw` closure, with the same code as
// text in `snippet` right above it. VellumGalleryTests checks that the two agree, line by
// line, so the page never shows code that is not what drew the picture.

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
    ]

    /// Dashed ring.
    public static let dashedRing = GalleryEntry(
        name: "dashed-ring",
        title: "Dashed ring",
        caption: "Reference scene S3: an arc around (128, 128) of radius 88 from 1° to 216°, turned into 40-point-wide dashes of 5 on and 3 off, starting 10 points into the pattern. Dashing and stroking both happen in geometry, so what is filled is a list of annular sectors with butt ends square to the arc.",
        size: CGSize(width: 256, height: 256),
        snippet: #"""
            var arc = Path()
            arc.addArc(center: CGPoint(x: 128, y: 128), radius: 88,
                       startAngle: .degrees(1), endAngle: .degrees(216), clockwise: false)
            let dashes = arc.strokedPath(StrokeStyle(lineWidth: 40, dash: [5, 3], dashPhase: 10))
            return [GalleryLayer(dashes, .systemRed)]
            """#,
        draw: {
            var arc = Path()
            arc.addArc(center: CGPoint(x: 128, y: 128), radius: 88,
                       startAngle: .degrees(1), endAngle: .degrees(216), clockwise: false)
            let dashes = arc.strokedPath(StrokeStyle(lineWidth: 40, dash: [5, 3], dashPhase: 10))
            return [GalleryLayer(dashes, .systemRed)]
        }
    )

    /// Progress ring at 73 %.
    public static let progressRing = GalleryEntry(
        name: "progress-ring",
        title: "Progress ring at 73 %",
        caption: "Reference scene S2: a full-circle track of radius 100 and width 20, with the progress arc drawn over it from 12 o'clock, clockwise on screen, for 73 % of a turn. Round caps extend each end of the progress arc by half the line width.",
        size: CGSize(width: 256, height: 256),
        snippet: #"""
            let center = CGPoint(x: 128, y: 128)
            var track = Path()
            track.addArc(center: center, radius: 100,
                         startAngle: .degrees(0), endAngle: .degrees(360), clockwise: false)
            track.closeSubpath()
            var progress = Path()
            progress.addArc(center: center, radius: 100,
                            startAngle: .degrees(-90), endAngle: .degrees(-90 + 0.73 * 360), clockwise: false)
            return [
                GalleryLayer(track.strokedPath(StrokeStyle(lineWidth: 20)), .systemGray5),
                GalleryLayer(progress.strokedPath(StrokeStyle(lineWidth: 20, lineCap: .round)), .systemBlue),
            ]
            """#,
        draw: {
            let center = CGPoint(x: 128, y: 128)
            var track = Path()
            track.addArc(center: center, radius: 100,
                         startAngle: .degrees(0), endAngle: .degrees(360), clockwise: false)
            track.closeSubpath()
            var progress = Path()
            progress.addArc(center: center, radius: 100,
                            startAngle: .degrees(-90), endAngle: .degrees(-90 + 0.73 * 360), clockwise: false)
            return [
                GalleryLayer(track.strokedPath(StrokeStyle(lineWidth: 20)), .systemGray5),
                GalleryLayer(progress.strokedPath(StrokeStyle(lineWidth: 20, lineCap: .round)), .systemBlue),
            ]
        }
    )

    /// Where a trimmed circle starts.
    public static let trimStart = GalleryEntry(
        name: "trim-start",
        title: "Where a trimmed circle starts",
        caption: "A circle starts at 3 o'clock (the black dot) and runs clockwise on screen, so trimming it to 0…0.25 gives the red quarter from 3 o'clock to 6 o'clock, and 0.5…0.75 the blue quarter from 9 o'clock to 12 o'clock. This is why a SwiftUI progress ring built from Circle().trim is rotated by −90°.",
        size: CGSize(width: 256, height: 256),
        snippet: #"""
            let circle = Path(ellipseIn: CGRect(x: 48, y: 48, width: 160, height: 160))
            let firstQuarter = circle.trimmedPath(from: 0, to: 0.25)
            let thirdQuarter = circle.trimmedPath(from: 0.5, to: 0.75)
            let start = Path(ellipseIn: CGRect(x: 202, y: 122, width: 12, height: 12))
            return [
                GalleryLayer(circle.strokedPath(StrokeStyle(lineWidth: 2)), .systemGray3),
                GalleryLayer(firstQuarter.strokedPath(StrokeStyle(lineWidth: 16)), .systemRed),
                GalleryLayer(thirdQuarter.strokedPath(StrokeStyle(lineWidth: 16)), .systemBlue),
                GalleryLayer(start, .black),
            ]
            """#,
        draw: {
            let circle = Path(ellipseIn: CGRect(x: 48, y: 48, width: 160, height: 160))
            let firstQuarter = circle.trimmedPath(from: 0, to: 0.25)
            let thirdQuarter = circle.trimmedPath(from: 0.5, to: 0.75)
            let start = Path(ellipseIn: CGRect(x: 202, y: 122, width: 12, height: 12))
            return [
                GalleryLayer(circle.strokedPath(StrokeStyle(lineWidth: 2)), .systemGray3),
                GalleryLayer(firstQuarter.strokedPath(StrokeStyle(lineWidth: 16)), .systemRed),
                GalleryLayer(thirdQuarter.strokedPath(StrokeStyle(lineWidth: 16)), .systemBlue),
                GalleryLayer(start, .black),
            ]
        }
    )

    /// Line joins.
    public static let lineJoins = GalleryEntry(
        name: "line-joins",
        title: "Line joins",
        caption: "The same zig-zag stroked 18 points wide with a miter join (red), a round join (green) and a bevel join (blue), with its centre line drawn thin on top. The corners are about 41°, sharp enough for the miter to reach well past the corner but not past the default miter limit of 10.",
        size: CGSize(width: 360, height: 200),
        snippet: #"""
            var layers: [GalleryLayer] = []
            let joins: [(CGLineJoin, GalleryColor)] = [(.miter, .systemRed), (.round, .systemGreen), (.bevel, .systemBlue)]
            for (column, (join, color)) in joins.enumerated() {
                let x = CGFloat(column) * 120
                var zigzag = Path()
                zigzag.addLines([CGPoint(x: x + 15, y: 140), CGPoint(x: x + 45, y: 60),
                                 CGPoint(x: x + 75, y: 140), CGPoint(x: x + 105, y: 60)])
                layers.append(GalleryLayer(zigzag.strokedPath(StrokeStyle(lineWidth: 18, lineJoin: join)), color))
                layers.append(GalleryLayer(zigzag.strokedPath(StrokeStyle(lineWidth: 1)), .black))
            }
            return layers
            """#,
        draw: {
            var layers: [GalleryLayer] = []
            let joins: [(CGLineJoin, GalleryColor)] = [(.miter, .systemRed), (.round, .systemGreen), (.bevel, .systemBlue)]
            for (column, (join, color)) in joins.enumerated() {
                let x = CGFloat(column) * 120
                var zigzag = Path()
                zigzag.addLines([CGPoint(x: x + 15, y: 140), CGPoint(x: x + 45, y: 60),
                                 CGPoint(x: x + 75, y: 140), CGPoint(x: x + 105, y: 60)])
                layers.append(GalleryLayer(zigzag.strokedPath(StrokeStyle(lineWidth: 18, lineJoin: join)), color))
                layers.append(GalleryLayer(zigzag.strokedPath(StrokeStyle(lineWidth: 1)), .black))
            }
            return layers
        }
    )

    /// Line caps.
    public static let lineCaps = GalleryEntry(
        name: "line-caps",
        title: "Line caps",
        caption: "Three lines from x = 80 to x = 280 (the dashed guides), stroked 30 points wide with a butt cap (red), a square cap (green) and a round cap (blue), each with its centre line drawn thin on top. A butt cap stops at the end point; square and round caps reach half the line width beyond it.",
        size: CGSize(width: 360, height: 200),
        snippet: #"""
            var layers: [GalleryLayer] = []
            let caps: [(CGLineCap, GalleryColor)] = [(.butt, .systemRed), (.square, .systemGreen), (.round, .systemBlue)]
            for (row, (cap, color)) in caps.enumerated() {
                let y = 50 + CGFloat(row) * 50
                var line = Path()
                line.move(to: CGPoint(x: 80, y: y))
                line.addLine(to: CGPoint(x: 280, y: y))
                layers.append(GalleryLayer(line.strokedPath(StrokeStyle(lineWidth: 30, lineCap: cap)), color))
                layers.append(GalleryLayer(line.strokedPath(StrokeStyle(lineWidth: 1)), .black))
            }
            var guides = Path()
            for x: CGFloat in [80, 280] {
                guides.move(to: CGPoint(x: x, y: 16))
                guides.addLine(to: CGPoint(x: x, y: 184))
            }
            return layers + [GalleryLayer(guides.strokedPath(StrokeStyle(lineWidth: 1, dash: [4, 3])), .systemGray3)]
            """#,
        draw: {
            var layers: [GalleryLayer] = []
            let caps: [(CGLineCap, GalleryColor)] = [(.butt, .systemRed), (.square, .systemGreen), (.round, .systemBlue)]
            for (row, (cap, color)) in caps.enumerated() {
                let y = 50 + CGFloat(row) * 50
                var line = Path()
                line.move(to: CGPoint(x: 80, y: y))
                line.addLine(to: CGPoint(x: 280, y: y))
                layers.append(GalleryLayer(line.strokedPath(StrokeStyle(lineWidth: 30, lineCap: cap)), color))
                layers.append(GalleryLayer(line.strokedPath(StrokeStyle(lineWidth: 1)), .black))
            }
            var guides = Path()
            for x: CGFloat in [80, 280] {
                guides.move(to: CGPoint(x: x, y: 16))
                guides.addLine(to: CGPoint(x: x, y: 184))
            }
            return layers + [GalleryLayer(guides.strokedPath(StrokeStyle(lineWidth: 1, dash: [4, 3])), .systemGray3)]
        }
    )

    /// Continuous and circular corners.
    public static let roundedRectStyles = GalleryEntry(
        name: "rounded-rect-styles",
        title: "Continuous and circular corners",
        caption: "The top-left corner of two 600-point squares with the same corner radius of 140, close up. The pale blue fill has SwiftUI's default .continuous corner, whose curvature ramps up gradually from the straight edge, so it starts bending about 1.53 radii from the corner; the red outline has a .circular corner, a quarter circle that meets the edges abruptly. Filling both paths together with the even-odd rule leaves just the sliver between them (orange): the continuous corner runs inside the circular one on either side and meets it near the diagonal.",
        size: CGSize(width: 256, height: 256),
        snippet: #"""
            let rect = CGRect(x: 24, y: 24, width: 600, height: 600)
            let continuous = Path(roundedRect: rect, cornerRadius: 140, style: .continuous)
            let circular = Path(roundedRect: rect, cornerRadius: 140, style: .circular)
            var difference = continuous
            difference.addPath(circular)
            return [
                GalleryLayer(continuous, .paleBlue),
                GalleryLayer(difference, .systemOrange, style: FillStyle(eoFill: true)),
                GalleryLayer(circular.strokedPath(StrokeStyle(lineWidth: 1)), .systemRed),
            ]
            """#,
        draw: {
            let rect = CGRect(x: 24, y: 24, width: 600, height: 600)
            let continuous = Path(roundedRect: rect, cornerRadius: 140, style: .continuous)
            let circular = Path(roundedRect: rect, cornerRadius: 140, style: .circular)
            var difference = continuous
            difference.addPath(circular)
            return [
                GalleryLayer(continuous, .paleBlue),
                GalleryLayer(difference, .systemOrange, style: FillStyle(eoFill: true)),
                GalleryLayer(circular.strokedPath(StrokeStyle(lineWidth: 1)), .systemRed),
            ]
        }
    )

    /// Uneven corner radii.
    public static let unevenCorners = GalleryEntry(
        name: "uneven-corners",
        title: "Uneven corner radii",
        caption: "A rectangle with a different radius on every corner, as UnevenRoundedRectangle draws it: sharp at the top leading corner, 12 at the top trailing, 48 at the bottom trailing and 24 at the bottom leading, all continuous. The outline is the same path stroked 3 points wide.",
        size: CGSize(width: 320, height: 200),
        snippet: #"""
            let radii = RectangleCornerRadii(topLeading: 0, bottomLeading: 24, bottomTrailing: 48, topTrailing: 12)
            let card = Path(roundedRect: CGRect(x: 40, y: 30, width: 240, height: 140), cornerRadii: radii)
            return [
                GalleryLayer(card, .systemYellow),
                GalleryLayer(card.strokedPath(StrokeStyle(lineWidth: 3)), .black),
            ]
            """#,
        draw: {
            let radii = RectangleCornerRadii(topLeading: 0, bottomLeading: 24, bottomTrailing: 48, topTrailing: 12)
            let card = Path(roundedRect: CGRect(x: 40, y: 30, width: 240, height: 140), cornerRadii: radii)
            return [
                GalleryLayer(card, .systemYellow),
                GalleryLayer(card.strokedPath(StrokeStyle(lineWidth: 3)), .black),
            ]
        }
    )

    /// A heart from SVG path data.
    public static let svgHeart = GalleryEntry(
        name: "svg-heart",
        title: "A heart from SVG path data",
        caption: "A heart read from SVG path data: two straight sides and two elliptical arc (A) commands for the lobes. The arcs' radius of 44 is too small to span their chords, so, as SVG requires, it is scaled up until each lobe is a half circle. The outline is the same path stroked with round joins.",
        size: CGSize(width: 256, height: 256),
        snippet: #"""
            let heart = try Path(svgPathData: "M 128 220 L 40 132 A 44 44 0 0 1 128 76 A 44 44 0 0 1 216 132 Z")
            return [
                GalleryLayer(heart, .systemPink),
                GalleryLayer(heart.strokedPath(StrokeStyle(lineWidth: 6, lineJoin: .round)), .black),
            ]
            """#,
        draw: {
            let heart = try Path(svgPathData: "M 128 220 L 40 132 A 44 44 0 0 1 128 76 A 44 44 0 0 1 216 132 Z")
            return [
                GalleryLayer(heart, .systemPink),
                GalleryLayer(heart.strokedPath(StrokeStyle(lineWidth: 6, lineJoin: .round)), .black),
            ]
        }
    )

    /// Non-zero and even-odd fills.
    public static let fillRules = GalleryEntry(
        name: "fill-rules",
        title: "Non-zero and even-odd fills",
        caption: "One five-pointed star read from SVG path data, filled twice. Its outline crosses itself, so the centre pentagon is wound twice: the non-zero rule (left, SwiftUI's default) fills it, the even-odd rule (right, FillStyle(eoFill: true)) leaves it empty.",
        size: CGSize(width: 320, height: 170),
        snippet: #"""
            let star = try Path(svgPathData: "M 80 15 L 124 151 L 9 67 L 151 67 L 36 151 Z")
            let evenOddStar = star.offsetBy(dx: 160, dy: 0)
            let outline = StrokeStyle(lineWidth: 2, lineJoin: .round)
            return [
                GalleryLayer(star, .systemOrange),
                GalleryLayer(evenOddStar, .systemOrange, style: FillStyle(eoFill: true)),
                GalleryLayer(star.strokedPath(outline), .black),
                GalleryLayer(evenOddStar.strokedPath(outline), .black),
            ]
            """#,
        draw: {
            let star = try Path(svgPathData: "M 80 15 L 124 151 L 9 67 L 151 67 L 36 151 Z")
            let evenOddStar = star.offsetBy(dx: 160, dy: 0)
            let outline = StrokeStyle(lineWidth: 2, lineJoin: .round)
            return [
                GalleryLayer(star, .systemOrange),
                GalleryLayer(evenOddStar, .systemOrange, style: FillStyle(eoFill: true)),
                GalleryLayer(star.strokedPath(outline), .black),
                GalleryLayer(evenOddStar.strokedPath(outline), .black),
            ]
        }
    )

    /// Tight bounding box of an S curve.
    public static let boundingBox = GalleryEntry(
        name: "bounding-box",
        title: "Tight bounding box of an S curve",
        caption: "A cubic Bézier S curve (black), its control polygon and control points (grey), and its boundingRect (red). The bounding box is tight: it touches the curve at its extremes, well inside the control points, because boundingRect solves for where the curve turns rather than boxing the control points.",
        size: CGSize(width: 320, height: 240),
        snippet: #"""
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
            return [
                GalleryLayer(polygon.strokedPath(StrokeStyle(lineWidth: 1.5)), .systemGray3),
                GalleryLayer(handles, .systemGray3),
                GalleryLayer(bounds.strokedPath(StrokeStyle(lineWidth: 1.5)), .systemRed),
                GalleryLayer(curve.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)), .black),
            ]
            """#,
        draw: {
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
            return [
                GalleryLayer(polygon.strokedPath(StrokeStyle(lineWidth: 1.5)), .systemGray3),
                GalleryLayer(handles, .systemGray3),
                GalleryLayer(bounds.strokedPath(StrokeStyle(lineWidth: 1.5)), .systemRed),
                GalleryLayer(curve.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)), .black),
            ]
        }
    )

    /// SVG arc flags.
    public static let arcFlags = GalleryEntry(
        name: "arc-flags",
        title: "SVG arc flags",
        caption: "The four arcs an SVG A command can draw between the same two points with radii 44 × 28: large-arc 0, sweep 0 (red, top left); large-arc 0, sweep 1 (green, top right); large-arc 1, sweep 0 (blue, bottom left); large-arc 1, sweep 1 (orange, bottom right). The grey guides are all four arcs together, which make up the two ellipses through the points.",
        size: CGSize(width: 320, height: 240),
        snippet: #"""
            func arc(_ flags: String, around c: CGPoint) throws -> Path {
                try Path(svgPathData: "M \(c.x - 28) \(c.y + 16) A 44 28 0 \(flags) \(c.x + 28) \(c.y - 16)")
            }
            let flagsAndColors: [(String, GalleryColor)] = [
                ("0 0", .systemRed), ("0 1", .systemGreen), ("1 0", .systemBlue), ("1 1", .systemOrange),
            ]
            var layers: [GalleryLayer] = []
            for (index, (flags, color)) in flagsAndColors.enumerated() {
                let center = CGPoint(x: 80 + CGFloat(index % 2) * 160, y: 60 + CGFloat(index / 2) * 120)
                var guides = Path()
                for (otherFlags, _) in flagsAndColors {
                    guides.addPath(try arc(otherFlags, around: center))
                }
                let chosen = try arc(flags, around: center)
                layers.append(GalleryLayer(guides.strokedPath(StrokeStyle(lineWidth: 1.5)), .systemGray3))
                layers.append(GalleryLayer(chosen.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round)), color))
            }
            return layers
            """#,
        draw: {
            func arc(_ flags: String, around c: CGPoint) throws -> Path {
                try Path(svgPathData: "M \(c.x - 28) \(c.y + 16) A 44 28 0 \(flags) \(c.x + 28) \(c.y - 16)")
            }
            let flagsAndColors: [(String, GalleryColor)] = [
                ("0 0", .systemRed), ("0 1", .systemGreen), ("1 0", .systemBlue), ("1 1", .systemOrange),
            ]
            var layers: [GalleryLayer] = []
            for (index, (flags, color)) in flagsAndColors.enumerated() {
                let center = CGPoint(x: 80 + CGFloat(index % 2) * 160, y: 60 + CGFloat(index / 2) * 120)
                var guides = Path()
                for (otherFlags, _) in flagsAndColors {
                    guides.addPath(try arc(otherFlags, around: center))
                }
                let chosen = try arc(flags, around: center)
                layers.append(GalleryLayer(guides.strokedPath(StrokeStyle(lineWidth: 1.5)), .systemGray3))
                layers.append(GalleryLayer(chosen.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round)), color))
            }
            return layers
        }
    )
}
