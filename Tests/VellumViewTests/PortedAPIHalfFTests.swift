import Foundation
import Testing
import Vellum

/// API the held-out half F's files used (docs/port-trial/README.md).
@Suite struct PortedAPIHalfFTests {
    /// `AsyncImage` draws what SwiftUI draws before anything loads: the standard grey
    /// placeholder filling the frame, the given placeholder, or the `.empty` phase.
    @Test func anAsyncImageShowsItsEmptyPhase() throws {
        let url = URL(string: "https://example.com/icon.png")
        let standard = try render(AsyncImage(url: url).frame(width: 20, height: 20))
        let grey = try render(Color(uiColor: .secondarySystemFill).frame(width: 20, height: 20))
        #expect(standard.rgba(x: 10, y: 10) == grey.rgba(x: 10, y: 10))
        #expect(standard.rgba(x: 1, y: 18).alpha > 0)

        let custom = AsyncImage(url: url) { image in
            image.resizable()
        } placeholder: {
            Color.red
        }
        let placeholder = try render(custom.frame(width: 20, height: 20))
        #expect(placeholder.rgba(x: 10, y: 10).red > 240 && placeholder.rgba(x: 10, y: 10).blue < 80)

        var phases: [String] = []
        let phased = AsyncImage(url: url, transaction: Transaction(animation: .default)) { phase in
            let _ = phases.append(phase.image == nil && phase.error == nil ? "empty" : "other")
            Color.blue
        }
        let phasedImage = try render(phased.frame(width: 8, height: 8))
        #expect(phases.first == "empty" && phasedImage.rgba(x: 4, y: 4).blue == 255)
    }

    /// `\.dismiss` and `\.openURL` are actions a view can call, `\.isFocused` is false: nothing
    /// has focus in a render. A handler set for `openURL` receives the URL.
    @Test func environmentActionsAndFocus() throws {
        struct Focus: View {
            @Environment(\.isFocused) var isFocused
            @Environment(\.dismiss) var dismiss
            var body: some View {
                Button(action: { dismiss() }) { isFocused ? Color.red : Color.green }.frame(width: 4, height: 4)
            }
        }
        let focus = try render(Focus()).rgba(x: 2, y: 2)
        #expect(focus.green > 150 && focus.red < 100)
        let opened = LockedList()
        var environment = EnvironmentValues()
        environment.openURL = OpenURLAction { url in
            opened.append(url.absoluteString)
            return .handled
        }
        var accepted: Bool?
        environment.openURL(URL(string: "https://a.example")!, completion: { accepted = $0 })
        environment.openURL(URL(string: "https://b.example")!)
        #expect(opened.values == ["https://a.example", "https://b.example"] && accepted == true)
        var refused: Bool?
        EnvironmentValues().openURL(URL(string: "https://c.example")!) { refused = $0 }
        #expect(refused == false)
    }

    /// A shape's role is `.fill` unless it says otherwise; it draws the same.
    @Test func shapeRoles() {
        struct Rule: Shape {
            static var role: ShapeRole { .separator }
            func path(in rect: CGRect) -> Path { Path(rect) }
        }
        #expect(Rectangle.role == .fill && Circle.role == .fill)
        #expect(Rule.role == .separator)
    }

    /// A colour picker draws its label leading and a 28-point well trailing: the colour at its
    /// centre, the hue ring around it.
    @Test func aColorPickerShowsItsColourInAWell() throws {
        let picker = ColorPicker("Accent", selection: .constant(Color(red: 0, green: 0, blue: 1)))
            .frame(width: 200)
        let image = try render(picker)
        #expect(image.height == 28)
        let centre = image.rgba(x: 186, y: 14)
        #expect(centre.blue == 255 && centre.red == 0 && centre.green == 0)
        // The ring: its top is red (the wheel starts there), its bottom cyan.
        let top = image.rgba(x: 186, y: 1)
        #expect(top.red > 200 && top.blue < 90)
        let bottom = image.rgba(x: 186, y: 26)
        #expect(bottom.red < 90 && bottom.green > 150 && bottom.blue > 150)
        // Between ring and colour, nothing.
        #expect(image.rgba(x: 186, y: 4).alpha == 0)
        // The label starts at the leading edge.
        #expect((0..<40).contains { x in (0..<28).contains { image.rgba(x: x, y: $0).alpha > 128 } })
        // With its label hidden it is the well alone, centred in the frame.
        let hidden = try render(picker.labelsHidden())
        #expect(hidden.rgba(x: 100, y: 14).blue == 255)
        #expect((0..<80).allSatisfy { x in (0..<28).allSatisfy { hidden.rgba(x: x, y: $0).alpha == 0 } })
    }

    /// `scenePadding` pads by iOS's 16 points; `navigationBarItems` puts views at the bar's ends.
    @Test func scenePaddingAndNavigationBarItems() throws {
        let padded = try render(Color.red.frame(width: 10, height: 10).scenePadding())
        #expect(padded.width == 42 && padded.height == 42)
        let top = try render(Color.red.frame(width: 10, height: 10).scenePadding(.minimum, edges: .top))
        #expect(top.width == 10 && top.height == 26)

        let stack = NavigationStack {
            Color.white
                .navigationBarTitleDisplayMode(.inline)
                .navigationBarItems(
                    leading: Color.green.frame(width: 20, height: 20), trailing: Color.red.frame(width: 20, height: 20))
        }
        let image = try render(stack, proposal: ProposedViewSize(width: 300, height: 120))
        let redXs = (0..<300).filter { x in
            let pixel = image.rgba(x: x, y: 22)
            return pixel.red > 240 && pixel.blue < 80
        }
        let greenXs = (0..<300).filter { x in
            let pixel = image.rgba(x: x, y: 22)
            return pixel.green > 150 && pixel.red < 100
        }
        #expect(redXs.count == 20 && (redXs.last ?? 0) >= 279 && (redXs.last ?? 0) <= 284)
        #expect(greenXs.count == 20 && (greenXs.first ?? 0) >= 16 && (greenXs.first ?? 0) <= 19)
    }

    /// UIKit's component getters give back the components a colour was made from.
    @Test func uiColorComponents() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(
            UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        )
        #expect(abs(red - 0.2) < 1e-9 && abs(green - 0.4) < 1e-9 && abs(blue - 0.6) < 1e-9 && alpha == 0.5)
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0
        UIColor(hue: 0.7, saturation: 0.5, brightness: 0.8, alpha: 1).getHue(
            &hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        #expect(abs(hue - 0.7) < 1e-6 && abs(saturation - 0.5) < 1e-6 && abs(brightness - 0.8) < 1e-6 && alpha == 1)
        UIColor(red: 1, green: 0, blue: 0, alpha: 1).getHue(&hue, saturation: nil, brightness: nil, alpha: nil)
        #expect(hue == 0)
        UIColor(red: 1, green: 0, blue: 1, alpha: 1).getHue(&hue, saturation: nil, brightness: nil, alpha: nil)
        #expect(abs(hue - 5.0 / 6) < 1e-9)
        var white: CGFloat = 0
        UIColor.gray.getWhite(&white, alpha: &alpha)
        #expect(abs(white - 0.5) < 1e-9)
    }

    /// CoreGraphics' `equalTo` on points, sizes and rectangles (standardized).
    @Test func geometryEqualTo() {
        #expect(CGSize(width: 2, height: 3).equalTo(CGSize(width: 2, height: 3)))
        #expect(!CGSize(width: 2, height: 3).equalTo(CGSize(width: 3, height: 2)))
        #expect(CGPoint(x: 1, y: 1).equalTo(CGPoint(x: 1, y: 1)))
        #expect(CGRect(x: 10, y: 10, width: -10, height: -10).equalTo(CGRect(x: 0, y: 0, width: 10, height: 10)))
    }

    /// A modifier under `animation(_:)` draws as the modifier does; `AnyGesture` draws nothing.
    @Test func animatedModifiersAndErasedGestures() throws {
        struct Shift: AnimatableModifier {
            var amount: CGFloat
            var animatableData: CGFloat {
                get { amount }
                set { amount = newValue }
            }
            func body(content: Content) -> some View { content.offset(x: amount) }
        }
        let square = Color.red.frame(width: 4, height: 4).frame(width: 12, height: 4, alignment: .leading)
        let plain = try render(square.modifier(Shift(amount: 6)))
        let animated = try render(square.modifier(Shift(amount: 6).animation(.linear(duration: 1))))
        #expect(animated.rgba(x: 7, y: 2).red == 255 && animated.rgba(x: 2, y: 2).alpha == 0)
        #expect(plain.rgba(x: 7, y: 2) == animated.rgba(x: 7, y: 2))
        let gesture: AnyGesture<Void> = AnyGesture(TapGesture(count: 2))
        let tapped = try render(square.gesture(gesture))
        #expect(tapped.rgba(x: 1, y: 1).red == 255 && tapped.rgba(x: 8, y: 1).alpha == 0)
    }
}

/// A list appended to from `@Sendable` closures.
private final class LockedList: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func append(_ item: String) { lock.withLock { items.append(item) } }
    var values: [String] { lock.withLock { items } }
}

/// `Color(_:bundle:)` and `Image(_:bundle:)` read the colour and image sets of an asset catalog
/// copied into a resource bundle.
@Suite struct AssetCatalogTests {
    /// A catalog with a namespaced group, a plain group, byte and hex components, a dark
    /// appearance and Display P3.
    @Test func colourSetsAreReadByNameWithTheirAppearances() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Media.xcassets")
        func write(_ path: String, _ json: String) throws {
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(json.utf8).write(to: url)
        }
        try write("Contents.json", #"{"info":{"version":1,"author":"xcode"}}"#)
        try write("Power/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
        try write(
            "Power/Needle.colorset/Contents.json",
            #"""
            {"colors":[
              {"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x00","green":"0x80","red":"0xFF"}},"idiom":"universal"},
              {"appearances":[{"appearance":"luminosity","value":"dark"}],
               "color":{"color-space":"srgb","components":{"alpha":"0.500","blue":"255","green":"0","red":"0"}},"idiom":"universal"},
              {"appearances":[{"appearance":"contrast","value":"high"}],
               "color":{"color-space":"srgb","components":{"alpha":"1","blue":"0","green":"0","red":"0"}},"idiom":"universal"}
            ]}
            """#)
        try write("Plain/Contents.json", #"{"info":{"version":1}}"#)
        try write(
            "Plain/Leaf.colorset/Contents.json",
            #"{"colors":[{"color":{"color-space":"display-p3","components":{"alpha":"1","blue":"0.000","green":"1.000","red":"0.000"}},"idiom":"universal"}]}"#
        )
        try write(
            "Grey.colorset/Contents.json",
            #"{"colors":[{"color":{"color-space":"gray-gamma-22","components":{"alpha":"1","white":"0.5"}},"idiom":"universal"}]}"#
        )
        // An image set with 1x and 2x files: the 2x one is drawn, 8 pixels for 4 points.
        let small = ImageRenderer(content: Color.blue.frame(width: 4, height: 4))
        let large = ImageRenderer(content: Color.red.frame(width: 8, height: 8))
        try write("Power/Dot.imageset/dot.png", "")
        try small.pngData().write(to: catalog.appendingPathComponent("Power/Dot.imageset/dot.png"))
        try large.pngData().write(to: catalog.appendingPathComponent("Power/Dot.imageset/dot@2x.png"))
        try write(
            "Power/Dot.imageset/Contents.json",
            #"{"images":[{"filename":"dot.png","idiom":"universal","scale":"1x"},{"filename":"dot@2x.png","idiom":"universal","scale":"2x"},{"idiom":"universal","scale":"3x"}]}"#
        )
        let bundle = try #require(Bundle(path: root.path))
        let needle = try render(Color("Power/Needle", bundle: bundle).frame(width: 2, height: 2))
        let orange = needle.rgba(x: 1, y: 1)
        #expect(orange.red == 255 && orange.green == 128 && orange.blue == 0 && orange.alpha == 255)
        let dark = try render(
            Color("Power/Needle", bundle: bundle).frame(width: 2, height: 2).environment(\.colorScheme, .dark))
        #expect(dark.rgba(x: 1, y: 1).blue > 120 && dark.rgba(x: 1, y: 1).alpha == 128)
        // A group without a namespace adds nothing to the name; Display P3 green is clipped.
        let leaf = try render(Color("Leaf", bundle: bundle).frame(width: 2, height: 2))
        #expect(leaf.rgba(x: 1, y: 1).green == 255 && leaf.rgba(x: 1, y: 1).red == 0)
        let grey = try render(Color("Grey", bundle: bundle).frame(width: 2, height: 2))
        #expect(grey.rgba(x: 1, y: 1).red == 128 && grey.rgba(x: 1, y: 1).blue == 128)
        let missing = try render(Color("Power/Nothing", bundle: bundle).frame(width: 2, height: 2))
        #expect(missing.rgba(x: 1, y: 1).alpha == 0)
        #expect(try render(Color("Needle", bundle: bundle).frame(width: 2, height: 2)).rgba(x: 1, y: 1).alpha == 0)

        // The image set (written before the first lookup: a bundle's catalogs are read once).
        let dot = try render(Image("Power/Dot", bundle: bundle), scale: 2)
        #expect(dot.width == 8 && dot.height == 8)
        #expect(dot.rgba(x: 4, y: 4).red > 240 && dot.rgba(x: 4, y: 4).blue < 80)
    }
}

/// `controlSize`, the deprecated `colorScheme(_:)` and the gesture combinators' types.
@Suite struct PortedAPIHalfFSecondRoundTests {
    /// The indeterminate spinner is 20 points, 37 at `.large` as iOS's large indicator.
    @Test func aLargeControlSizeDrawsTheLargeSpinner() throws {
        #expect(EnvironmentValues().controlSize == .regular)
        let regular = try render(ProgressView())
        let small = try render(ProgressView().controlSize(.small))
        let large = try render(ProgressView().controlSize(.large))
        #expect(regular.width == 20 && regular.height == 20)
        #expect(small.width == 20)
        #expect(large.width == 37 && large.height == 37)
        let fixed = try render(
            ProgressView().progressViewStyle(SpinnerProgressViewStyle(diameter: 30)).controlSize(.large))
        #expect(fixed.width == 30)
    }

    @available(*, deprecated)
    @Test func colorSchemeSetsTheEnvironment() throws {
        struct Scheme: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { (scheme == .dark ? Color.white : Color.black).frame(width: 2, height: 2) }
        }
        #expect(try render(Scheme().colorScheme(.dark)).rgba(x: 1, y: 1).red == 255)
        #expect(try render(Scheme()).rgba(x: 1, y: 1).red == 0)
    }

    /// A circle offered only a height is a square of it: SbjGauge's indicator, a circle framed by
    /// height and placed with an unspecified proposal, shows its label at the circle's width, as
    /// its README's pictures from SwiftUI show.
    @Test func aCircleOfferedOneLengthIsASquare() throws {
        let byHeight = try render(Circle().fill(.red).frame(height: 40))
        #expect(byHeight.width == 40 && byHeight.height == 40)
        #expect(byHeight.rgba(x: 20, y: 20).red > 240 && byHeight.rgba(x: 1, y: 1).alpha == 0)
        let byWidth = try render(Circle().frame(width: 30).fixedSize(horizontal: false, vertical: true))
        #expect(byWidth.width == 30 && byWidth.height == 30)
        #expect(try render(Circle()).width == 10)
        let labelled = Circle().stroke(Color.clear)
            .overlay { Text("Power").font(.system(size: 20)).minimumScaleFactor(0.5).lineLimit(1) }
            .frame(height: 40)
        let label = try render(labelled)
        #expect(label.width == 40)
        // The word, shrunk to fit 40 points, not an ellipsis: ink across most of the width.
        let inked = (0..<label.width).filter { x in (0..<label.height).contains { label.rgba(x: x, y: $0).alpha > 128 }
        }
        #expect((inked.max() ?? 0) - (inked.min() ?? 0) > 30)
    }

    /// Combined gestures have SwiftUI's types and values; none fires in a render.
    @Test func gestureCombinatorsHaveSwiftUIsTypes() throws {
        let both: SimultaneousGesture<MagnifyGesture, RotateGesture> = MagnifyGesture().simultaneously(
            with: RotateGesture())
        #expect(type(of: both.first) == MagnifyGesture.self)
        let sequence: SequenceGesture<LongPressGesture, DragGesture> = LongPressGesture().sequenced(
            before: DragGesture())
        let either: ExclusiveGesture<TapGesture, LongPressGesture> = TapGesture(count: 2).exclusively(
            before: LongPressGesture())
        #expect(type(of: either.second) == LongPressGesture.self && type(of: sequence.second) == DragGesture.self)
        #expect(SequenceGesture<LongPressGesture, LongPressGesture>.Value.second(true, nil) != .first(true))
        let view = Color.red.frame(width: 4, height: 4).gesture(both).gesture(sequence).gesture(either)
        #expect(try render(view).rgba(x: 2, y: 2).red > 240)
    }
}

/// The colour-set rules Xcode writes: Any, Light and Dark entries; byte components; groups
/// with dots in their names.
@Suite struct AssetCatalogRuleTests {
    @Test func lightBeatsAnyAndBytesAreReadPerColour() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-rules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ path: String, _ json: String) throws {
            let url = root.appendingPathComponent("Assets.xcassets").appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(json.utf8).write(to: url)
        }
        func entry(_ appearance: String?, _ red: String, _ green: String, _ blue: String) -> String {
            let appearances = appearance.map { #""appearances":[{"appearance":"luminosity","value":"\#($0)"}],"# } ?? ""
            return
                #"{\#(appearances)"color":{"color-space":"srgb","components":{"alpha":"1","red":"\#(red)","green":"\#(green)","blue":"\#(blue)"}},"idiom":"universal"}"#
        }
        try write(
            "Brand.v2/Tri.colorset/Contents.json",
            #"{"colors":["# + entry(nil, "0", "0", "1") + "," + entry("light", "1", "0", "0") + ","
                + entry("dark", "0", "1", "0") + "]}")
        try write("Byte.colorset/Contents.json", #"{"colors":["# + entry(nil, "255", "1", "0") + "]}")
        let bundle = try #require(Bundle(path: root.path))
        let light = try render(Color("Tri", bundle: bundle).frame(width: 2, height: 2)).rgba(x: 1, y: 1)
        #expect(light.red == 255 && light.blue == 0)
        let dark = try render(
            Color("Tri", bundle: bundle).frame(width: 2, height: 2).environment(\.colorScheme, .dark)
        ).rgba(x: 1, y: 1)
        #expect(dark.green == 255 && dark.red == 0)
        // "1" beside "255" is a byte: 1/255, not full green.
        let byte = try render(Color("Byte", bundle: bundle).frame(width: 2, height: 2)).rgba(x: 1, y: 1)
        #expect(byte.red == 255 && byte.green <= 1)
    }
}

/// Core Graphics' `CGImage` as SwiftUI code uses it: from `ImageRenderer.cgImage`, cropped, and
/// drawn by `Image` in each orientation.
@Suite struct CGImageTests {
    /// A 4 × 2 image, red on its left half and blue on its right.
    private func halves() throws -> CGImage {
        let view = HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 2, height: 2)
            Color(red: 0, green: 0, blue: 1).frame(width: 2, height: 2)
        }
        return try #require(ImageRenderer(content: view).cgImage)
    }

    @Test func aRenderCropsAndDraws() throws {
        let image = try halves()
        #expect(image.width == 4 && image.height == 2 && image.bytesPerRow == 16 && image.bitsPerPixel == 32)
        let right = try #require(image.cropping(to: CGRect(x: 2, y: 0, width: 2, height: 2)))
        #expect(right.width == 2 && right.height == 2)
        let drawn = try render(Image(decorative: right, scale: 1))
        #expect(drawn.width == 2 && drawn.rgba(x: 0, y: 0).blue == 255 && drawn.rgba(x: 1, y: 1).red == 0)
        // Rounded out to whole pixels and limited to the image; nothing inside is nil.
        #expect(image.cropping(to: CGRect(x: 3.5, y: 0.5, width: 10, height: 10))?.width == 1)
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 4, height: 4)) == nil)
        #expect(image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2)) == nil)
        #expect(image.cropping(to: CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 2)) == nil)
        let halfScale = try render(Image(image, scale: 2, label: Text("Halves")))
        #expect(halfScale.width == 2 && halfScale.height == 1)
    }

    /// Each orientation turns the pixels as EXIF's does: `.right` is stored a quarter turn
    /// anticlockwise (drawn turned clockwise), so the left half comes on top.
    @Test func orientationsTurnThePixels() throws {
        let image = try halves()
        func colours(_ orientation: Image.Orientation) throws -> (size: CGSize, top: UInt8, bottom: UInt8) {
            let drawn = try render(Image(decorative: image, scale: 1, orientation: orientation))
            return (
                CGSize(width: drawn.width, height: drawn.height), drawn.rgba(x: 0, y: 0).red,
                drawn.rgba(x: drawn.width - 1, y: drawn.height - 1).red
            )
        }
        let right = try colours(.right)
        #expect(right.size == CGSize(width: 2, height: 4) && right.top == 255 && right.bottom == 0)
        let left = try colours(.left)
        #expect(left.size == CGSize(width: 2, height: 4) && left.top == 0 && left.bottom == 255)
        let transposed = try colours(.leftMirrored)
        #expect(transposed.size == CGSize(width: 2, height: 4) && transposed.top == 255 && transposed.bottom == 0)
        let down = try colours(.down)
        #expect(down.size == CGSize(width: 4, height: 2) && down.top == 0 && down.bottom == 255)
        let mirrored = try colours(.upMirrored)
        #expect(mirrored.top == 0 && mirrored.bottom == 255)
        let up = try colours(.up)
        #expect(up.top == 255 && up.bottom == 0)
    }
}
