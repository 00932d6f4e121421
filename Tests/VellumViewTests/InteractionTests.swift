import Foundation
import Testing
import Vellum

// Buttons, gestures, geometry and timelines as app code writes them: they compile unchanged
// and draw the view at rest.

private struct DragRow: View {
    @GestureState private var offset = CGSize.zero
    @State private var taps = 0
    var body: some View {
        Circle().fill(.blue).frame(width: 20, height: 20)
            .offset(offset)
            .gesture(
                DragGesture().updating($offset) { value, state, _ in state = value.translation }
                    .onEnded { _ in }
            )
            .onTapGesture { taps += 1 }
            .onLongPressGesture {}
            .simultaneousGesture(TapGesture(count: 2).onEnded {})
            .highPriorityGesture(MagnifyGesture().onChanged { _ in })
            .contentShape(Rectangle())
            .allowsHitTesting(true)
            .id(taps)
            .tag("dot")
            .ignoresSafeArea()
    }
}

private struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(.horizontal, 10).padding(.vertical, 4)
            .background(Color(red: 1, green: 0, blue: 0), in: Capsule())
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

@Suite struct InteractionTests {
    @Test func buttonsDrawAtRestInTheirStyles() throws {
        let title = Text("Retry").font(.system(size: 14))
        let titleSize = ViewRenderer.size(of: title, for: .unspecified)
        let prominent = Button(action: {}) { title }.buttonStyle(.borderedProminent)
        #expect(
            ViewRenderer.size(of: prominent, for: .unspecified)
                == CGSize(width: titleSize.width + 24, height: titleSize.height + 14))
        let image = try ImageRenderer(content: prominent).image()
        let edge = image.rgba(x: 4, y: image.height / 2)
        #expect(edge.red == 0x00 && edge.green == 0x7A && edge.blue == 0xFF) // the accent colour
        // Borderless: the label in the tint, no background.
        let plainImage = try ImageRenderer(content: Button("Retry") {}.font(.system(size: 14))).image()
        #expect(plainImage.rgba(x: 0, y: 0).alpha == 0)
        let inked = plainImage.pixels.contains { ($0 >> 24) != 0 }
        #expect(inked)
        // Disabled: gray, not the tint.
        let disabled = try ImageRenderer(content: Button("Retry") {}.buttonStyle(.borderedProminent).disabled(true))
            .image()
        let gray = disabled.rgba(x: 4, y: disabled.height / 2)
        #expect(gray.red == 0x8E && gray.green == 0x8E && gray.blue == 0x93) // systemGray
        // A destructive role is red; a style of your own draws its label.
        let destructive = try ImageRenderer(
            content: Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
        ).image()
        #expect(destructive.rgba(x: 4, y: destructive.height / 2).red > 200)
        let pill = try ImageRenderer(content: Button("Go") {}.buttonStyle(PillStyle())).image()
        #expect(pill.rgba(x: pill.width / 2, y: 2).red == 255)
        _ = [
            AnyView(Button("A") {}.buttonStyle(.bordered)), AnyView(Button("B") {}.buttonStyle(.plain)),
            AnyView(Button("C") {}.buttonStyle(.borderless)), AnyView(Button("D") {}.buttonStyle(.automatic))
        ]
    }

    @Test func gesturesAreAcceptedAndTheViewDrawsAtRest() throws {
        let withGestures = try ImageRenderer(content: DragRow()).image()
        let plain = try ImageRenderer(content: Circle().fill(.blue).frame(width: 20, height: 20)).image()
        #expect(withGestures == plain)
    }

    @Test func geometryProxiesReportWhereTheReaderIs() throws {
        final class Frames: @unchecked Sendable {
            var global: CGRect = .null; var named: CGRect = .null; var local: CGRect = .null
        }
        let frames = Frames()
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 30)
            HStack(spacing: 0) {
                Color.red.frame(width: 15, height: 10)
                GeometryReader { proxy in
                    Color.clear.onAppear {
                        frames.global = proxy.frame(in: .global)
                        frames.named = proxy.frame(in: .named("row"))
                        frames.local = proxy.frame(in: .local)
                    }
                }
                .frame(width: 25, height: 10)
            }
            .coordinateSpace(name: "row")
        }
        _ = try ImageRenderer(content: view).image()
        #expect(frames.global == CGRect(x: 15, y: 30, width: 25, height: 10))
        #expect(frames.named == CGRect(x: 15, y: 0, width: 25, height: 10))
        #expect(frames.local == CGRect(x: 0, y: 0, width: 25, height: 10))
    }

    @Test func timelinesShowTheRenderersMoment() throws {
        let moment = Date(timeIntervalSince1970: 1_780_065_600)
        let timeline = TimelineView(.periodic(from: moment, by: 1)) { context in
            Text(context.date.timeIntervalSince1970 == 1_780_065_600 ? "on time" : "late")
        }
        let renderer = ImageRenderer(content: timeline)
        renderer.now = moment
        let expected = ImageRenderer(content: Text("on time"))
        #expect(try renderer.image() == expected.image())
        _ = TimelineView(.animation) { _ in EmptyView() }
        _ = TimelineView(.everyMinute) { _ in EmptyView() }
        _ = TimelineView(.explicit([moment])) { _ in EmptyView() }
    }

    @Test func safeAreaInsetsStackBesideTheView() {
        let view = Color.blue.frame(width: 40, height: 40)
            .safeAreaInset(edge: .bottom) { Color.red.frame(height: 10) }
        #expect(
            ViewRenderer.size(of: view, for: ProposedViewSize(width: 40, height: 50)) == CGSize(width: 40, height: 50))
    }
}

@Suite struct ProjectionEffectTests {
    /// A 100-point red square turned 45° about the y axis, in 60 points of room.
    private func turned(perspective: CGFloat = 1) throws -> RasterImage {
        try ImageRenderer(
            content: Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 100)
                .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), perspective: perspective)
                .padding(60)
        ).image()
    }

    private func red(_ image: RasterImage, _ x: CGFloat, _ y: CGFloat) -> Bool {
        image.rgba(x: Int(60 + x), y: Int(60 + y)).alpha > 128
    }

    @Test func aTurnAboutYNarrowsTheSquareInPerspective() throws {
        let image = try turned()
        // Seen from 100 points, the right edge goes away to x 76.1, 73.9 tall (y 13.1…86.9);
        // the left edge comes near to x −4.7, 154.7 tall.
        #expect(red(image, 74, 50) && !red(image, 78.5, 50))
        #expect(red(image, 74, 16) && !red(image, 74, 10) && red(image, 74, 84) && !red(image, 74, 90))
        #expect(red(image, -3, 50) && !red(image, -6.5, 50))
        #expect(red(image, 0, -20) && red(image, 0, 120))
        // The layout slot is unchanged.
        let view = Color.red.frame(width: 100, height: 100).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        #expect(ViewRenderer.size(of: view, for: .unspecified) == CGSize(width: 100, height: 100))
    }

    @Test func aTurnAboutZIsARotationAndAffineProjectionsAreTransforms() throws {
        let aboutZ = Color.red.frame(width: 40, height: 20).rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1))
            .padding(20)
        let rotated = Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(30)).padding(20)
        let a = try ImageRenderer(content: aboutZ).image(), b = try ImageRenderer(content: rotated).image()
        var worst = 0
        for (p, q) in zip(a.pixels, b.pixels) { worst = max(worst, abs(Int(p >> 24) - Int(q >> 24))) }
        #expect(worst <= 2)
        let shear = ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
        #expect(shear.isAffine && shear.inverted().concatenating(shear).affine.a == 1)
        let keystone = ProjectionTransform(m11: 1, m12: 0, m13: 0.002, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let corner = CGPoint(x: 100, y: 0).applying(keystone)
        #expect(abs(corner.x - 100 / 1.2) < 1e-9)
        let back = corner.applying(keystone.inverted())
        #expect(abs(back.x - 100) < 1e-9 && abs(back.y) < 1e-9)
        _ = Text("x").projectionEffect(keystone)
    }
}
