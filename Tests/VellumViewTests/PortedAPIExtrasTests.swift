import Foundation
import Testing
import Vellum

/// More API real SwiftUI files use: `CGPath.applyWithBlock`, SwiftUI's
/// underscored `AnyView(_fromValue:)` and `_IdentifiedModifier`, the read-only
/// accessibility settings, `@Namespace` with `matchedGeometryEffect`, and UIKit's
/// `UIScreen.main` and `UIBezierPath`, lazy stacks, optional gestures, haptics and the
/// user's text size. Checked by numbers and pixels.
@Suite struct PortedAPIExtrasTests {
    @Test func applyWithBlockHandsOutEachElementWithCoreGraphicsPointOrder() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 9, y: 9), control: CGPoint(x: 5, y: 6))
        path.addCurve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 10, y: 11), control2: CGPoint(x: 12, y: 13))
        path.closeSubpath()
        var seen: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count = [1, 1, 2, 3, 0][Int(element.pointee.type.rawValue)]
            seen.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        #expect(seen.map(\.0) == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(seen[0].1 == [CGPoint(x: 1, y: 2)] && seen[1].1 == [CGPoint(x: 3, y: 4)])
        // CoreGraphics puts control points first and the end point last.
        #expect(seen[2].1 == [CGPoint(x: 5, y: 6), CGPoint(x: 9, y: 9)])
        #expect(seen[3].1 == [CGPoint(x: 10, y: 11), CGPoint(x: 12, y: 13), CGPoint(x: 20, y: 0)])
    }

    @Test func anyViewFromAValueWrapsViewsAndRefusesTheRest() throws {
        #expect(AnyView(_fromValue: 42) == nil)
        #expect(AnyView(_fromValue: "text") == nil)
        let square: Any = Color(red: 0, green: 0, blue: 1).frame(width: 6, height: 6)
        let view = try #require(AnyView(_fromValue: square))
        let pixel = try render(view).rgba(x: 3, y: 3)
        #expect(pixel.blue == 255 && pixel.red == 0 && pixel.alpha == 255, "\(pixel)")
        // An AnyView passed in is not wrapped twice: it draws the same.
        let again = try #require(AnyView(_fromValue: view as Any))
        #expect(try render(again).rgba(x: 3, y: 3) == pixel)
    }

    @Test func theIdentifiedModifierDrawsItsContent() throws {
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4)
            .modifier(_IdentifiedModifier(identifier: __DesignTimeSelectionIdentifier("row")))
        #expect(try render(view).rgba(x: 2, y: 2).red == 255)
    }

    @Test func accessibilitySettingsReadAsADeviceWithDefaults() throws {
        let view = ReducedMotionSwatch().frame(width: 4, height: 4)
        // Not reduced: the full-motion branch's red, not the reduced branch's blue.
        let pixel = try render(view).rgba(x: 2, y: 2)
        #expect(pixel.red == 255 && pixel.blue == 0, "\(pixel)")
        let values = EnvironmentValues()
        #expect(!values.accessibilityReduceTransparency && !values.accessibilityVoiceOverEnabled)
        #expect(!values.accessibilityDifferentiateWithoutColor && values.accessibilityPlayAnimatedImages)
    }
}

extension PortedAPIExtrasTests {
    @Test func aNamespaceIsKeptAcrossPassesAndOwnedByEachView() throws {
        let seen = NamespaceLog()
        let view = HStack(spacing: 0) {
            TabUnderline(log: seen, key: "a"); TabUnderline(log: seen, key: "b")
        }
        let image = try render(view)
        let a = seen.ids["a"] ?? [], b = seen.ids["b"] ?? []
        // onAppear sets state, so each body ran at least twice, with one namespace each time.
        #expect(a.count >= 2 && b.count >= 2, "\(a.count), \(b.count)")
        #expect(Set(a).count == 1 && Set(b).count == 1 && Set(a) != Set(b))
        // The matched bar is drawn where its own layout puts it: along the bottom of each tab.
        #expect(image.width == 40 && image.height == 20)
        #expect(image.rgba(x: 10, y: 18).blue == 255 && image.rgba(x: 30, y: 18).blue == 255)
        #expect(image.rgba(x: 10, y: 5).alpha == 0)
    }

    @Test func theMainScreenIsAnIPhone15s() throws {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1179, height: 2556) && UIScreen.main.scale == 3)
        let bar = Capsule().fill(Color(red: 0, green: 0, blue: 1))
            .frame(width: UIScreen.main.bounds.width - 40, height: 4)
        let image = try render(bar)
        #expect(image.width == 353 && image.rgba(x: 176, y: 2).blue == 255)
    }
}

extension PortedAPIExtrasTests {
    @Test func aBezierPathRoundsOnlyTheCornersItIsGiven() throws {
        let bezier = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: [.topLeft, .bottomRight],
            cornerRadii: CGSize(width: 12, height: 1))
        let image = try render(Path(bezier.cgPath).fill(Color(red: 0, green: 0, blue: 1)).frame(width: 40, height: 40))
        // Rounded (by the width, 12): the top-left and bottom-right corners are empty.
        #expect(image.rgba(x: 0, y: 0).alpha == 0 && image.rgba(x: 39, y: 39).alpha == 0)
        // Square: the other two are filled to the corner pixel.
        #expect(image.rgba(x: 39, y: 0).alpha == 255 && image.rgba(x: 0, y: 39).alpha == 255)
        #expect(bezier.bounds == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test func aBezierArcTurnsClockwiseOnScreenWhenToldTo() {
        let center = CGPoint(x: 50, y: 50)
        // From 3 o'clock to 6 o'clock clockwise on screen: the short way, through 4:30.
        let short = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let box = Path(short.cgPath).boundingRect
        #expect(abs(box.minX - 50) < 1e-9 && abs(box.minY - 50) < 1e-9)
        #expect(abs(box.maxX - 60) < 1e-9 && abs(box.maxY - 60) < 1e-9)
        // The other way round is three quarters of the circle, out to 9 and 12 o'clock.
        let long = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let longBox = Path(long.cgPath).boundingRect
        #expect(abs(longBox.minX - 40) < 0.01 && abs(longBox.minY - 40) < 0.01, "\(longBox)")
        #expect(abs(long.currentPoint.x - 50) < 1e-9 && abs(long.currentPoint.y - 60) < 1e-9)
    }
}

extension PortedAPIExtrasTests {
    @Test func aLazyVStackTakesTheWholeWidthAndAlignsInIt() throws {
        let stack = LazyVStack(alignment: .leading, spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
            Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 10)
        }
        let image = try render(stack.frame(width: 60))
        #expect(image.width == 60 && image.height == 20)
        // Leading, in the full width: a VStack would hug its 20-point child and centre.
        #expect(image.rgba(x: 5, y: 5).red == 255 && image.rgba(x: 15, y: 5).alpha == 0)
        #expect(image.rgba(x: 15, y: 15).blue == 255 && image.rgba(x: 25, y: 15).alpha == 0)
        let row = LazyHStack(alignment: .bottom) { Color(red: 0, green: 1, blue: 0).frame(width: 10, height: 10) }
        let rowImage = try render(row.frame(height: 40))
        #expect(
            rowImage.height == 40 && rowImage.rgba(x: 5, y: 35).green == 255 && rowImage.rgba(x: 5, y: 5).alpha == 0)
    }

    @Test func anOptionalPreferenceDefaultsToNil() {
        #expect(FirstTitleKey.defaultValue == nil)
    }

    @Test func anOptionalGestureHapticsAndTextSizeChangeNothingDrawn() throws {
        let drag: DragGesture? = Bool.random() ? DragGesture() : nil
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4)
            .gesture(drag).sensoryFeedback(.impact(weight: .heavy), trigger: 1).disableAutocorrection(true)
        #expect(try render(view).rgba(x: 2, y: 2).red == 255)
        #expect(EnvironmentValues().sizeCategory == .large && EnvironmentValues().dynamicTypeSize == .large)
        #expect(
            ContentSizeCategory.accessibilityMedium.isAccessibilityCategory
                && !ContentSizeCategory.large.isAccessibilityCategory)
        #expect(DynamicTypeSize.xxxLarge < .accessibility1)
    }

    @Test func uiColorIsAClassThatCodeExtendsWithItsOwnInitializers() throws {
        let brand = UIColor(hex: 0x3366CC)
        #expect(brand == UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        let pixel = try render(Color(brand).frame(width: 2, height: 2)).rgba(x: 1, y: 1)
        #expect(pixel.red == 51 && pixel.green == 102 && pixel.blue == 204, "\(pixel)")
    }
}

extension UIColor {
    /// As SwiftUI projects declare it for themselves.
    fileprivate convenience init(hex: Int) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}

private struct FirstTitleKey: PreferenceKey {
    static func reduce(value: inout String?, nextValue: () -> String?) { value = value ?? nextValue() }
}

private final class NamespaceLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String: [Namespace.ID]] = [:]
    var ids: [String: [Namespace.ID]] { lock.withLock { storage } }
    func note(_ key: String, _ id: Namespace.ID) { lock.withLock { storage[key, default: []].append(id) } }
}

private struct TabUnderline: View {
    let log: NamespaceLog
    let key: String
    @Namespace private var underline
    @State private var selected = false
    var body: some View {
        log.note(key, underline)
        return Color.clear.frame(width: 20, height: 20).overlay(alignment: .bottom) {
            if selected {
                Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(height: 4)
                    .matchedGeometryEffect(id: "bar", in: underline)
            }
        }
        .onAppear { selected = true }
    }
}

private struct ReducedMotionSwatch: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var body: some View { reduceMotion ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0) }
}
