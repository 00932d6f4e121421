import Foundation
import Vellum

// Each entry's view is written once; the page shows the lines between its
// `// gallery:begin <name>` and `// gallery:end` markers (GallerySample).

extension GalleryEntry {
    /// The app screens gallery, in page order.
    public static let appScreens: [GalleryEntry] = [
        .settingsScreen,
        .controls
    ]

    /// A settings screen: a navigation stack over a form.
    public static let settingsScreen = GalleryEntry(
        name: "settings-screen",
        title: "Settings screen",
        caption:
            "A NavigationStack over a Form, as iOS 17 draws it at rest on a 393-point-wide iPhone (no status bar): the large title \"Settings\" (34-point bold, 16 points in) under the 44-point bar holding a Cancel and a semibold Done item; the form's sections as white cards with 10-point corners on the grouped grey (#F2F2F7), which shows behind the bar too; uppercase footnote headers and a footnote footer; a text field showing its placeholder in grey and one showing its text; switches on (green) and off; a menu picker with its selection in grey; and a navigation link with its chevron.",
        size: CGSize(width: 393, height: 640),
        view: {
            // gallery:begin settings-screen
            struct SettingsView: View {
                @State private var name = ""
                @State private var email = "ada@example.com"
                @State private var notifications = true
                @State private var sounds = false
                @State private var theme = "System"

                var body: some View {
                    NavigationStack {
                        Form {
                            Section("Account") {
                                TextField("Name", text: $name)
                                TextField("Email", text: $email)
                            }
                            Section {
                                Toggle("Notifications", isOn: $notifications)
                                Toggle("Sounds", isOn: $sounds)
                            } header: {
                                Text("Alerts")
                            } footer: {
                                Text("Sounds play when a build finishes.")
                            }
                            Section {
                                Picker("Appearance", selection: $theme) {
                                    ForEach(["System", "Light", "Dark"], id: \.self) { Text($0) }
                                }
                                NavigationLink("Advanced") { Text("Advanced") }
                            }
                        }
                        .navigationTitle("Settings")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                        }
                    }
                }
            }
            return SettingsView().frame(width: 393, height: 640)
            // gallery:end
        })

    /// Controls at rest.
    public static let controls = GalleryEntry(
        name: "controls",
        title: "Controls at rest",
        caption:
            "Controls as iOS 17 draws them at rest, top to bottom: a switch on and off (51 × 31, green #34C759 and grey #E9E9EB, with a 27-point white knob and its shadow); a slider at 0.3 (a 4-point track in the accent blue up to the 28-point knob); a stepper's 94 × 32 − | + control; a segmented picker with its second segment selected; a text field with iOS's rounded border showing its placeholder, and a secure field showing bullets; a borderless button, a link and a menu in the accent colour; and a TabView's 49-point bar with its first tab selected in blue and the other in grey.",
        size: CGSize(width: 360, height: 520),
        view: {
            // gallery:begin controls
            struct ControlsView: View {
                @State private var on = true
                @State private var off = false
                @State private var volume = 0.3
                @State private var copies = 2
                @State private var units = 1
                @State private var query = ""
                @State private var password = "secret"

                var body: some View {
                    TabView {
                        VStack(spacing: 16) {
                            Toggle("Wi-Fi", isOn: $on)
                            Toggle("Bluetooth", isOn: $off)
                            Slider(value: $volume)
                            Stepper("Copies: \(copies)", value: $copies, in: 1...9)
                            Picker("Units", selection: $units) {
                                Text("Metric").tag(0)
                                Text("Imperial").tag(1)
                            }
                            .pickerStyle(.segmented)
                            TextField("Search", text: $query).textFieldStyle(.roundedBorder)
                            SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
                            HStack {
                                Button("Retry") {}
                                Spacer()
                                Link("Help", destination: URL(string: "https://example.com")!)
                                Spacer()
                                Menu("Sort") { Button("Name") {} }
                            }
                            Spacer(minLength: 0)
                        }
                        .padding(16)
                        .tabItem { Label("Controls", systemImage: "star.fill") }
                        Text("Other").tabItem { Label("Other", systemImage: "circle") }
                    }
                    .background(Color.white)
                }
            }
            return ControlsView().frame(width: 360, height: 520)
            // gallery:end
        })
}
