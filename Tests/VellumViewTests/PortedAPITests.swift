import Foundation
import Testing
import Vellum

/// API that real SwiftUI files use and that Linux lacks or SwiftUI spells differently:
/// `#colorLiteral`, iOS 17's shape-view chaining, CoreGraphics' `CGPath` and `CGVector`,
/// redaction, and the deprecated accessibility modifiers. Checked by pixels and numbers.
@Suite struct PortedAPITests {
    @Test func colorLiteralIsAColorWhereNothingElseIsExpected() throws {
        let literal = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        // The literal's components are Floats, as CoreGraphics' are.
        #expect(literal == Color(red: Double(Float(0.2)), green: Double(Float(0.4)), blue: Double(Float(0.6))))
        // Xcode's `Color(#colorLiteral(…))`, SwiftUI's Color(UIColor) on iOS.
        let wrapped = Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5))
        let image = try render(Rectangle().fill(wrapped).frame(width: 4, height: 4))
        let pixel = image.rgba(x: 2, y: 2)
        #expect(pixel.red == 255 && pixel.green == 0 && abs(Int(pixel.alpha) - 128) <= 1, "\(pixel)")
    }

    @Test func aModifierTransitionDrawsItsIdentityAtRest() throws {
        struct Tint: ViewModifier {
            let color: Color
            func body(content: Content) -> some View { content.foregroundStyle(color) }
        }
        let red = Tint(color: Color(red: 1, green: 0, blue: 0)), blue = Tint(color: Color(red: 0, green: 0, blue: 1))
        func centre(_ transition: AnyTransition) throws -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            try render(Rectangle().frame(width: 8, height: 8).transition(transition)).rgba(x: 4, y: 4)
        }
        // At rest the identity modifier applies, never the active one.
        #expect(try centre(.modifier(active: blue, identity: red)) == (255, 0, 0, 255))
        // A view at rest was inserted: the insertion's identity.
        #expect(
            try centre(.asymmetric(insertion: .modifier(active: red, identity: blue), removal: .opacity)) == (
                0, 0, 255, 255
            ))
        // Combined: this one's identity inside, the other's outside (the inner style wins).
        #expect(
            try centre(.modifier(active: blue, identity: red).combined(with: .modifier(active: red, identity: blue)))
                == (255, 0, 0, 255))
        // The built-in transitions change nothing at rest.
        #expect(try centre(.scale.combined(with: .opacity)) == (0, 0, 0, 255))
    }

    @Test func aStrokedShapeFilledDrawsTheFillOverTheStroke() throws {
        // iOS 17: `stroke(…).fill(…)` layers the fill on top, so it covers the stroke's inner half.
        let view = Circle().stroke(.blue, lineWidth: 10).fill(.red).frame(width: 100, height: 100).padding(10)
        let image = try render(view)
        #expect(image.rgba(x: 60, y: 60) == (255, 0x3B, 0x30, 255), "the centre is filled")
        let inner = image.rgba(x: 60, y: 12) // 2 points inside the outline: the fill's
        let outer = image.rgba(x: 60, y: 7) // 3 points outside: only the stroke's outer half
        #expect(inner.red == 255 && inner.blue == 0x30, "\(inner)")
        #expect(outer.blue == 255 && outer.red == 0, "\(outer)")
    }

    @Test func aFilledShapeStrokedAndBorderedLayersInOrder() throws {
        let view = Rectangle().fill(.yellow).stroke(.black, lineWidth: 4).strokeBorder(.green, lineWidth: 2)
            .frame(width: 40, height: 40).padding(4)
        let image = try render(view)
        #expect(image.rgba(x: 24, y: 24).green > 200 && image.rgba(x: 24, y: 24).blue == 0, "yellow inside")
        #expect(image.rgba(x: 24, y: 3) == (0, 0, 0, 255), "the stroke's outer half")
        let border = image.rgba(x: 24, y: 5) // inside the frame's first 2 points: the border over the stroke
        #expect(border.green > 150 && border.red < 100, "\(border)")
    }

    @Test func cgMutablePathBuildsThePathSwiftUIDraws() {
        let cgPath = CGMutablePath()
        cgPath.move(to: CGPoint(x: 0, y: 0))
        cgPath.addLine(to: CGPoint(x: 10, y: 0))
        cgPath.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        cgPath.closeSubpath()
        cgPath.addEllipse(in: CGRect(x: 30, y: 0, width: 10, height: 10))
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        path.closeSubpath()
        path.addEllipse(in: CGRect(x: 30, y: 0, width: 10, height: 10))
        #expect(Path(cgPath) == path)
        #expect(path.cgPath == cgPath)
        // The box holds the control point; the path's own box does not reach it.
        #expect(cgPath.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(cgPath.boundingBoxOfPath.maxX == 40 && cgPath.boundingBoxOfPath.minX == 0)
        #expect(cgPath.contains(CGPoint(x: 35, y: 5)) && !cgPath.contains(CGPoint(x: 25, y: 5)))
        var scale = CGAffineTransform(scaleX: 2, y: 2)
        #expect(
            CGPath(rect: CGRect(x: 1, y: 1, width: 2, height: 2), transform: &scale).boundingBox
                == CGRect(x: 2, y: 2, width: 4, height: 4))
        #expect(CGMutablePath().currentPoint == .zero && CGMutablePath().isEmpty)
    }

    @Test func cgMutablePathArcTurnsAsSwiftUIPathArc() {
        // Radians; `clockwise` in CoreGraphics' sense, as `Path.addArc`.
        let cgPath = CGMutablePath()
        cgPath.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        var path = Path()
        path.addArc(
            center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(Path(cgPath) == path)
        // Clockwise false from 0 to 90° ends at the bottom (y down).
        let end = cgPath.currentPoint
        #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 70) < 1e-9)
    }

    @Test func cgVectorHasCoreGraphicsFields() {
        var vector = CGVector(dx: 3, dy: -4)
        vector.dx += 1
        #expect(vector == CGVector(dx: 4.0, dy: -4.0) && CGVector.zero == CGVector())
    }

    @Test func placeholderRedactionDrawsTextAsBarsAndUnredactedKeepsIt() throws {
        let text = Text("Headline").font(.system(size: 20)).foregroundStyle(.black)
        let plain = try render(text.fixedSize())
        let redacted = try render(text.fixedSize().redacted(reason: .placeholder))
        #expect(plain.width == redacted.width && plain.height == redacted.height, "the same size")
        // A bar: every pixel across the middle of the line has the same faint black.
        let y = redacted.height / 2
        let alphas = (2..<(redacted.width - 2)).map { redacted.rgba(x: $0, y: y).alpha }
        let expected = UInt8((0.16 * 255).rounded())
        #expect(alphas.allSatisfy { abs(Int($0) - Int(expected)) <= 1 }, "\(Set(alphas))")
        #expect(redacted.rgba(x: redacted.width / 2, y: y).red == 0)
        let kept = try render(text.fixedSize().unredacted().redacted(reason: .placeholder))
        #expect(kept.pixels == plain.pixels, "unredacted inside a redacted view draws the text")
        let privacy = try render(text.fixedSize().redacted(reason: .privacy))
        #expect(privacy.pixels == plain.pixels, "privacy redacts only privacy-sensitive views")
        let sensitive = try render(text.fixedSize().privacySensitive().redacted(reason: .privacy))
        #expect(sensitive.pixels == redacted.pixels)
    }

    @Test func placeholderRedactionDrawsAnImageAsABlockOfItsFrame() throws {
        let image = try render(
            Image(systemName: "star.fill").resizable().frame(width: 40, height: 40).foregroundStyle(.blue)
                .redacted(reason: .placeholder))
        let centre = image.rgba(x: 20, y: 20), corner = image.rgba(x: 0, y: 0), edge = image.rgba(x: 20, y: 1)
        #expect(centre.blue == 255 && abs(Int(centre.alpha) - 41) <= 1, "\(centre)")
        #expect(edge == centre, "a block, not the star")
        #expect(corner.alpha < centre.alpha, "rounded corners")
    }

    @Test func deprecatedAccessibilityModifiersNameTheElement() throws {
        let renderer = ImageRenderer(
            content: Circle().frame(width: 10, height: 10).accessibility(label: Text("Dot"))
                .accessibility(value: Text("on")).accessibility(hint: Text("A dot")))
        let svg = String(decoding: try renderer.svgData(), as: UTF8.self)
        #expect(svg.contains("Dot"), "\(svg)")
        let hidden = ImageRenderer(content: Circle().frame(width: 10, height: 10).accessibility(hidden: true))
        #expect(!String(decoding: try hidden.svgData(), as: UTF8.self).contains("role=\"img\""))
        let ignoring = try render(Color.red.frame(width: 3, height: 3).edgesIgnoringSafeArea(.all))
        #expect(ignoring.width == 3 && ignoring.rgba(x: 1, y: 1).red == 255)
    }

    @Test func aLocalizedKeyNamesTheElement() throws {
        let title = "Revenue"
        let renderer = ImageRenderer(
            content: Circle().frame(width: 10, height: 10).accessibilityLabel(LocalizedStringKey(title))
                .accessibilityValue(LocalizedStringKey("42 %")).accessibilityHint(LocalizedStringKey("A chart")))
        let svg = String(decoding: try renderer.svgData(), as: UTF8.self)
        #expect(svg.contains("aria-label=\"Revenue\""), "\(svg)")
        #expect(svg.contains("42 %"), "\(svg)")
    }

    @Test func anAppDeclarationCompilesAndItsMainReturns() {
        LoadersApp.main()
        _ = LoadersApp().body
    }

    @Test func aGestureOfYourOwnComposesAndDrawsNothing() throws {
        let plain = try render(Color.red.frame(width: 4, height: 4))
        let gestured = try render(
            Color.red.frame(width: 4, height: 4).gesture(SwipeDown())
                .gesture(MagnificationGesture().simultaneously(with: RotationGesture()))
                .gesture(SpatialTapGesture().map(\.location).onEnded { _ in }))
        #expect(gestured.pixels == plain.pixels)
        #expect(ObjectIdentifier(SwipeDown.Value.self) == ObjectIdentifier(DragGesture.Value.self), "from the body")
    }

    @Test func aButtonWithASystemImageIsALabelledButton() throws {
        let written = try render(Button("Add", systemImage: "plus") {}.frame(width: 120, height: 40))
        let spelled = try render(
            Button {
            } label: {
                Label("Add", systemImage: "plus")
            }.frame(width: 120, height: 40))
        #expect(written.pixels == spelled.pixels)
        let plain = try render(Button("Add") {}.frame(width: 120, height: 40))
        #expect(written.pixels != plain.pixels, "the symbol is drawn")
        let role = try render(
            Button("Delete", systemImage: "xmark", role: .destructive) {}.frame(width: 120, height: 40))
        let roleSpelled = try render(
            Button(role: .destructive) {
            } label: {
                Label("Delete", systemImage: "xmark")
            }.frame(width: 120, height: 40))
        #expect(role.pixels == roleSpelled.pixels)
    }

    @Test func aFormattedFieldShowsTheFormattersText() throws {
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 2
        let value = Binding.constant(42.5)
        let formatted = try render(TextField("Amount", value: value, formatter: formatter).frame(width: 160))
        let typed = try render(TextField("Amount", text: .constant("42.50")).frame(width: 160))
        #expect(formatted.pixels == typed.pixels)
        let legacy = try render(
            TextField("Amount", value: value, formatter: formatter, onEditingChanged: { _ in }, onCommit: {})
                .frame(width: 160))
        #expect(legacy.pixels == typed.pixels)
        let secure = try render(SecureField("Password", text: .constant("abc"), onCommit: {}).frame(width: 160))
        let plainSecure = try render(SecureField("Password", text: .constant("abc")).frame(width: 160))
        #expect(secure.pixels == plainSecure.pixels)
    }

    @Test func withAnimationAndACompletionAppliesTheBodyAndLeavesTheCompletion() {
        var scale = 1.0, completed = false
        let result = withAnimation(.bouncy, completionCriteria: .removed) {
            scale = 1.5
            return scale * 2
        } completion: {
            completed = true
        }
        #expect(scale == 1.5 && result == 3 && !completed)
        #expect(AnimationCompletionCriteria.logicallyComplete != .removed)
    }
}

/// An app as SwiftUI files declare one (`@main` aside, which a test target cannot carry).
private struct LoadersApp: App {
    var body: some Scene {
        WindowGroup { Text("Loaders") }
        WindowGroup("Settings", id: "settings") { Color.gray }.defaultSize(width: 400, height: 300)
    }
}

/// A gesture made of another, as SwiftUI code declares them.
private struct SwipeDown: Gesture {
    var body: some Gesture { DragGesture(minimumDistance: 20) }
}
