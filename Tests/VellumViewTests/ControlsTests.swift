import Foundation
import Testing
import Vellum

// Controls drawn at rest as iOS 17 draws them: toggles, text fields, sliders, steppers,
// pickers. Geometry in points at scale 1 unless a test says otherwise.

/// The darkest channel of any opaque-ish pixel in `rect` (255 when none is inked).
private func darkest(in image: RasterImage, _ rect: CGRect? = nil) -> Int {
    let area = rect ?? CGRect(x: 0, y: 0, width: image.width, height: image.height)
    var low = 255
    for y in Int(area.minY)..<Int(area.maxY) {
        for x in Int(area.minX)..<Int(area.maxX) {
            let c = image.rgba(x: x, y: y)
            guard c.alpha > 0 else { continue }
            // Over white, as the row draws on.
            let a = Int(c.alpha)
            let grey = min(Int(c.red), Int(c.green), Int(c.blue))
            low = min(low, (grey * 255 + 255 * (255 - a)) / 255)
        }
    }
    return low
}

private func isColor(_ c: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ rgb: UInt32, tolerance: Int = 3)
    -> Bool
{
    abs(Int(c.red) - Int(rgb >> 16 & 0xFF)) <= tolerance && abs(Int(c.green) - Int(rgb >> 8 & 0xFF)) <= tolerance
        && abs(Int(c.blue) - Int(rgb & 0xFF)) <= tolerance && c.alpha == 255
}

@Suite struct ToggleTests {
    @Test func aToggleIsARowWithTheSwitchTrailing() throws {
        let on = Toggle("Wi-Fi", isOn: .constant(true))
        #expect(ViewRenderer.size(of: on, for: ProposedViewSize(width: 300, height: nil)).width == 300)
        #expect(ViewRenderer.size(of: on, for: ProposedViewSize(width: 300, height: nil)).height == 31)
        let onImage = try render(on.background(Color.white), proposal: ProposedViewSize(width: 300, height: nil))
        // The track spans x 249...300; on, the knob (27 points, inset 2) sits at its right end.
        #expect(isColor(onImage.rgba(x: 256, y: 15), 0x34C759))
        #expect(isColor(onImage.rgba(x: 284, y: 15), 0xFFFFFF))
        #expect(isColor(onImage.rgba(x: 246, y: 15), 0xFFFFFF)) // left of the track: the row
        let off = try render(
            Toggle("Wi-Fi", isOn: .constant(false)).background(Color.white),
            proposal: ProposedViewSize(width: 300, height: nil))
        #expect(isColor(off.rgba(x: 292, y: 15), 0xE9E9EB))
        #expect(isColor(off.rgba(x: 264, y: 15), 0xFFFFFF)) // the knob at the left end
        // The label is drawn at the leading edge.
        #expect(darkest(in: onImage, CGRect(x: 0, y: 0, width: 60, height: 31)) < 80)
    }

    @Test func aTintAndTheButtonStyleChangeTheOnColour() throws {
        let tinted = try render(
            Toggle("Sync", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .blue)).labelsHidden())
        #expect(tinted.width == 51 && tinted.height == 31)
        #expect(isColor(tinted.rgba(x: 8, y: 15), 0x007AFF))
        let button = try render(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button))
        #expect(isColor(button.rgba(x: 3, y: button.height / 2), 0x007AFF))
    }
}

@Suite struct TextFieldTests {
    @Test func anEmptyFieldShowsItsPlaceholderInGreyAndAFullOneItsText() throws {
        let proposal = ProposedViewSize(width: 200, height: nil)
        let empty = try render(TextField("Name", text: .constant("")).background(Color.white), proposal: proposal)
        let filled = try render(TextField("Name", text: .constant("Ada")).background(Color.white), proposal: proposal)
        #expect(empty.width == 200 && filled.width == 200)
        // #3C3C43 at 30 % over white is about (196, 196, 198): the placeholder is never darker.
        let placeholderInk = darkest(in: empty)
        #expect(placeholderInk > 180 && placeholderInk < 215)
        #expect(darkest(in: filled) < 60)
        let prompt = try render(
            TextField("Name", text: .constant(""), prompt: Text("Required")).background(Color.white),
            proposal: proposal)
        #expect(darkest(in: prompt) > 180)
    }

    @Test func aSecureFieldDrawsBulletsAndTheRoundedBorderItsFrame() throws {
        let secret = ViewRenderer.size(of: SecureField("Password", text: .constant("abc")), for: .unspecified)
        let bullets = ViewRenderer.size(of: Text(verbatim: "\u{2022}\u{2022}\u{2022}"), for: .unspecified)
        #expect(secret == bullets)
        let bordered = TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder)
        let size = ViewRenderer.size(of: bordered, for: ProposedViewSize(width: 200, height: nil))
        let line = ViewRenderer.size(of: Text("Email"), for: .unspecified).height
        #expect(size == CGSize(width: 200, height: line + 12))
        let image = try render(bordered, proposal: ProposedViewSize(width: 200, height: nil))
        // The border (#D1D1D6, 1 point) runs along the middle of the top edge; inside is white.
        #expect(isColor(image.rgba(x: 100, y: 0), 0xD1D1D6, tolerance: 4))
        #expect(isColor(image.rgba(x: 100, y: 3), 0xFFFFFF))
    }

    @Test func focusStateCompilesAndFocusesNothing() {
        struct Login: View {
            enum Field: Hashable { case user, password }
            @FocusState private var focus: Field?
            @FocusState private var userFocused: Bool
            @State private var user = ""
            var body: some View {
                VStack {
                    TextField("User", text: $user).focused($focus, equals: .user).focused($userFocused)
                        .keyboardType(.emailAddress).textInputAutocapitalization(.never).autocorrectionDisabled()
                        .submitLabel(.next).onSubmit { focus = .password }
                    Text(focus == nil && !userFocused ? "none" : "some")
                }
            }
        }
        let size = ViewRenderer.size(of: Login(), for: ProposedViewSize(width: 200, height: nil))
        #expect(size.width == 200)
    }
}

@Suite struct SliderStepperPickerTests {
    @Test func aSliderFillsItsTrackUpToTheValue() throws {
        let slider = Slider(value: .constant(0.5)).background(Color.white)
        let image = try render(slider, proposal: ProposedViewSize(width: 228, height: nil))
        #expect(image.height == 28)
        // Knob travel is 200 points: at 0.5 the knob spans 100...128, the fill reaches 114.
        #expect(isColor(image.rgba(x: 50, y: 14), 0x007AFF))
        #expect(isColor(image.rgba(x: 114, y: 14), 0xFFFFFF))
        #expect(isColor(image.rgba(x: 180, y: 14), 0xE3E3E8))
        #expect(isColor(image.rgba(x: 180, y: 10), 0xFFFFFF)) // above the 4-point track
    }

    @Test func aStepperIsTheMinusPlusControlTrailing() throws {
        let stepper = Stepper("Copies", value: .constant(1), in: 1...10)
        let size = ViewRenderer.size(of: stepper, for: ProposedViewSize(width: 300, height: nil))
        #expect(size == CGSize(width: 300, height: 32))
        let image = try render(stepper, proposal: ProposedViewSize(width: 300, height: nil))
        #expect(isColor(image.rgba(x: 210, y: 3), 0xEEEEEF)) // inside the 94-point control
        #expect(image.rgba(x: 200, y: 16).alpha == 0) // left of it
    }

    @Test func aSegmentedPickerHighlightsTheTaggedSelection() throws {
        enum Units: String, CaseIterable, Identifiable { case metric, imperial; var id: Self { self } }
        let picker = Picker("Units", selection: .constant(Units.imperial)) {
            ForEach(Units.allCases) { Text($0.rawValue) }
        }
        .pickerStyle(.segmented)
        let image = try render(picker, proposal: ProposedViewSize(width: 200, height: nil))
        #expect(image.height == 32)
        // The selected (second) segment is white; the first shows the grey track.
        #expect(isColor(image.rgba(x: 104, y: 5), 0xFFFFFF))
        #expect(isColor(image.rgba(x: 8, y: 5), 0xEEEEEF))
        let tagged = Picker("Units", selection: .constant(1)) {
            Text("One").tag(0)
            Text("Two").tag(1)
        }
        .pickerStyle(.segmented)
        let taggedImage = try render(tagged, proposal: ProposedViewSize(width: 200, height: nil))
        #expect(isColor(taggedImage.rgba(x: 104, y: 5), 0xFFFFFF))
    }

    @Test func aMenuPickerShowsTheSelectionInTheTint() throws {
        let picker = Picker("Size", selection: .constant("M")) {
            Text("Small").tag("S")
            Text("Medium").tag("M")
        }
        let menuSize = ViewRenderer.size(of: picker, for: .unspecified)
        let textSize = ViewRenderer.size(of: Text("Medium"), for: .unspecified)
        #expect(menuSize.width > textSize.width && menuSize.width < textSize.width + 20)
        let image = try render(picker)
        // The selection's text is in the accent colour, not black.
        let ink = (0..<image.height).flatMap { y in (0..<image.width).map { image.rgba(x: $0, y: y) } }
            .filter { $0.alpha > 200 }
        #expect(ink.contains { isColor($0, 0x007AFF, tolerance: 20) })
        #expect(!ink.contains { max($0.red, $0.green, $0.blue) < 60 })
    }
}
