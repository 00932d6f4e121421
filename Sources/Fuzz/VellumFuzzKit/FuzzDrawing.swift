import Vellum

/// Random drawings for the renderers: a `Canvas` whose commands (fills, strokes, clips,
/// transforms, layers, shadows, text) and numbers come from the choices, with extreme values
/// (±1e300, tiny, NaN and infinities where the API takes them, singular transforms, odd
/// dashes and gradient stops, text with control characters and unpaired marks).
public struct FuzzDrawing {
    /// One recorded canvas command.
    enum Command {
        case fill(Path, GraphicsContext.Shading, FillStyle)
        case stroke(Path, GraphicsContext.Shading, StrokeStyle)
        case clip(Path, FillStyle, inverse: Bool)
        case transform(CGAffineTransform)
        case opacity(Double)
        case blendMode(BlendMode)
        case shadow(radius: CGFloat, x: CGFloat, y: CGFloat)
        case text(String, size: CGFloat, at: CGPoint)
        case layer([Command])
        case masked(mask: [Command], content: [Command])
    }

    let commands: [Command]
    /// The canvas frame, in points. Default: 32 × 32.
    public let size: CGSize

    /// A drawing of at most `maximumCommands` commands (layers count their contents).
    public init(
        _ choices: inout some FuzzChoices, maximumCommands: Int = 8, size: CGSize = CGSize(width: 32, height: 32)
    ) {
        var budget = maximumCommands
        commands = Self.commands(&choices, budget: &budget, depth: 0)
        self.size = size
    }

    /// The commands, as Swift prints them (for replaying a fuzzer's find).
    public var commandsDescription: String { String(describing: commands) }

    /// The drawing as a view, framed at ``size``.
    public var view: some View {
        let commands = commands
        return Canvas { context, _ in Self.play(commands, in: &context) }
            .frame(width: size.width, height: size.height)
    }

    static func play(_ commands: [Command], in context: inout GraphicsContext) {
        for command in commands {
            switch command {
            case .fill(let path, let shading, let style): context.fill(path, with: shading, style: style)
            case .stroke(let path, let shading, let style): context.stroke(path, with: shading, style: style)
            case .clip(let path, let style, let inverse):
                context.clip(to: path, style: style, options: inverse ? .inverse : [])
            case .transform(let matrix): context.concatenate(matrix)
            case .opacity(let opacity): context.opacity = opacity
            case .blendMode(let mode): context.blendMode = mode
            case .shadow(let radius, let x, let y): context.addFilter(.shadow(radius: radius, x: x, y: y))
            case .text(let string, let size, let point):
                context.draw(Text(verbatim: string).font(.system(size: size)), at: point)
            case .layer(let inner): context.drawLayer { play(inner, in: &$0) }
            case .masked(let mask, let content):
                context.drawLayer(masked: { play(mask, in: &$0) }, content: { play(content, in: &$0) })
            }
        }
    }

    static func commands(_ c: inout some FuzzChoices, budget: inout Int, depth: Int) -> [Command] {
        var result: [Command] = []
        let count = c.int(in: 1...max(1, budget))
        for _ in 0..<count where budget > 0 {
            budget -= 1
            switch c.below(depth < 2 ? 12 : 10) {
            case 0, 1, 2:
                result.append(.fill(path(&c), shading(&c), FillStyle(eoFill: c.oneIn(2), antialiased: !c.oneIn(4))))
            case 3, 4: result.append(.stroke(path(&c), shading(&c), strokeStyle(&c)))
            case 5: result.append(.clip(path(&c), FillStyle(eoFill: c.oneIn(2)), inverse: c.oneIn(3)))
            case 6: result.append(.transform(transform(&c)))
            case 7:
                switch c.below(3) {
                case 0: result.append(.opacity(c.pick([0, 0.5, 1, -1, 2, .nan, .infinity])))
                case 1:
                    result.append(
                        .blendMode(
                            c.pick([
                                .normal, .multiply, .screen, .overlay, .darken, .lighten,
                                .colorDodge, .colorBurn, .softLight, .sourceAtop,
                                .destinationOver, .destinationOut
                            ])))
                default: result.append(.shadow(radius: number(&c), x: number(&c), y: number(&c)))
                }
            case 8, 9:
                result.append(
                    .text(
                        text(&c), size: c.pick([0, 1, 8, 12, 30, -5, 1e6, .nan, .infinity, 1e-9]),
                        at: point(&c)))
            case 10: result.append(.layer(commands(&c, budget: &budget, depth: depth + 1)))
            default:
                result.append(
                    .masked(
                        mask: commands(&c, budget: &budget, depth: depth + 1),
                        content: commands(&c, budget: &budget, depth: depth + 1)))
            }
        }
        return result
    }

    /// Ordinary coordinates mostly, extreme ones often enough.
    static func number(_ c: inout some FuzzChoices) -> CGFloat {
        switch c.below(10) {
        case 0:
            return c.pick([
                1e300, -1e300, 1e-300, -1e-300, .leastNonzeroMagnitude, .nan, .infinity, -.infinity,
                .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e15, -1e15, 0, -0.0, 1e7
            ])
        case 1: return CGFloat(c.int(in: -4...4)) * pow(10, CGFloat(c.int(in: -20...20)))
        default: return c.unit() * 48 - 8
        }
    }

    static func point(_ c: inout some FuzzChoices) -> CGPoint { CGPoint(x: number(&c), y: number(&c)) }

    static func rect(_ c: inout some FuzzChoices) -> CGRect {
        CGRect(x: number(&c), y: number(&c), width: number(&c), height: number(&c))
    }

    static func path(_ c: inout some FuzzChoices) -> Path {
        var path = Path()
        for _ in 0..<c.int(in: 1...6) {
            switch c.below(11) {
            case 0: path.move(to: point(&c))
            case 1, 2: path.addLine(to: point(&c))
            case 3: path.addQuadCurve(to: point(&c), control: point(&c))
            case 4: path.addCurve(to: point(&c), control1: point(&c), control2: point(&c))
            case 5: path.closeSubpath()
            case 6: path.addRect(rect(&c))
            case 7: path.addEllipse(in: rect(&c))
            case 8:
                path.addArc(
                    center: point(&c), radius: number(&c), startAngle: .radians(number(&c)),
                    endAngle: .radians(number(&c)), clockwise: c.oneIn(2))
            case 9: path.addPath(Path(roundedRect: rect(&c), cornerRadius: number(&c)))
            default:
                path.addArc(tangent1End: point(&c), tangent2End: point(&c), radius: number(&c))
            }
        }
        return path
    }

    static func colour(_ c: inout some FuzzChoices) -> Color {
        Color(red: component(&c), green: component(&c), blue: component(&c), opacity: component(&c))
    }

    static func component(_ c: inout some FuzzChoices) -> Double {
        c.oneIn(8) ? c.pick([-1, 2, .nan, .infinity, 1e300]) : c.unit()
    }

    static func gradient(_ c: inout some FuzzChoices) -> Gradient {
        let stops = (0..<c.below(6)).map { _ in
            Gradient.Stop(color: colour(&c), location: c.oneIn(3) ? number(&c) : c.pick([0, 0.5, 0.5, 1, c.unit()]))
        }
        return Gradient(stops: stops)
    }

    static func shading(_ c: inout some FuzzChoices) -> GraphicsContext.Shading {
        switch c.below(5) {
        case 0, 1: return .color(colour(&c))
        case 2: return .linearGradient(gradient(&c), startPoint: point(&c), endPoint: c.oneIn(4) ? .zero : point(&c))
        case 3:
            return .radialGradient(gradient(&c), center: point(&c), startRadius: number(&c), endRadius: number(&c))
        default: return .conicGradient(gradient(&c), center: point(&c), angle: .radians(number(&c)))
        }
    }

    static func strokeStyle(_ c: inout some FuzzChoices) -> StrokeStyle {
        let dash: [CGFloat]
        switch c.below(4) {
        case 0: dash = []
        case 1: dash = (0..<c.below(5)).map { _ in number(&c) }
        case 2: dash = c.pick([[0], [0, 0], [1e-9, 1e-9], [-1, 2], [.nan], [1, .infinity], [1e300], [0.001, 0.001, 5]])
        default: dash = (0..<c.int(in: 1...4)).map { _ in CGFloat(c.int(in: 0...6)) }
        }
        return StrokeStyle(
            lineWidth: c.oneIn(3) ? number(&c) : CGFloat(c.int(in: 1...8)),
            lineCap: c.pick([.butt, .round, .square]), lineJoin: c.pick([.miter, .round, .bevel]),
            miterLimit: c.oneIn(4) ? number(&c) : 10, dash: dash,
            dashPhase: c.oneIn(3) ? number(&c) : 0)
    }

    static func transform(_ c: inout some FuzzChoices) -> CGAffineTransform {
        switch c.below(4) {
        case 0: return CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: number(&c), ty: number(&c)) // singular
        case 1: return CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0) // singular, rank 1
        case 2:
            return CGAffineTransform(
                a: number(&c), b: number(&c), c: number(&c), d: number(&c),
                tx: number(&c), ty: number(&c))
        default:
            let angle = c.unit() * 7, scale = c.pick([1, 0.5, 2, 1e-9, 1e9])
            return CGAffineTransform(
                a: cos(angle) * scale, b: sin(angle) * scale, c: -sin(angle) * scale,
                d: cos(angle) * scale, tx: c.unit() * 16, ty: c.unit() * 16)
        }
    }

    /// Scalars from everywhere: ASCII, controls, combining marks, right-to-left, emoji with
    /// joiners, noncharacters, the private use area.
    static let scalarPool: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0x00...0x1F, 0x7F...0x9F, 0x300...0x36F, 0x590...0x6FF, 0xE00...0xE7F,
        0x1100...0x11FF, 0x200B...0x202E, 0x2066...0x2069, 0x4E00...0x4E7F, 0xFFF9...0xFFFF,
        0xE000...0xE0FF, 0x1F300...0x1F64F, 0x1F3FB...0x1F3FF, 0xE0000...0xE007F, 0x10FFF0...0x10FFFF
    ]

    static func text(_ c: inout some FuzzChoices) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<c.below(24) {
            let range = c.pick(scalarPool)
            let value = range.lowerBound + UInt32(c.below(Int(range.upperBound - range.lowerBound) + 1))
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
            if c.oneIn(10) { scalars.append("\u{200D}") }
        }
        return String(scalars)
    }
}
