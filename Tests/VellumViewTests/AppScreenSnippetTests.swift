import Foundation
import Testing
import Vellum

// App screens written as SwiftUI code writes them (navigation, forms, lists, controls): each
// must compile unchanged with `import Vellum` and draw.

private struct SettingsScreen: View {
    enum Appearance: String, CaseIterable, Identifiable {
        case system, light, dark
        var id: Self { self }
    }

    enum Field: Hashable { case name, email }

    @State private var name = ""
    @State private var email = "ada@example.com"
    @State private var notifications = true
    @State private var sounds = false
    @State private var appearance = Appearance.system
    @State private var volume = 0.6
    @State private var copies = 2
    @FocusState private var focus: Field?

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Name", text: $name)
                        .focused($focus, equals: .name)
                        .textInputAutocapitalization(.words)
                    TextField("Email", text: $email, prompt: Text("you@example.com"))
                        .keyboardType(.emailAddress)
                        .autocorrectionDisabled()
                        .focused($focus, equals: .email)
                        .submitLabel(.done)
                        .onSubmit { focus = nil }
                } header: {
                    Text("Account")
                }
                Section(header: Text("Notifications"), footer: Text("Sounds play for new messages.")) {
                    Toggle("Notifications", isOn: $notifications)
                    Toggle(isOn: $sounds) { Label("Sounds", systemImage: "bell") }
                }
                Section("Display") {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { Text($0.rawValue.capitalized) }
                    }
                    Slider(value: $volume, in: 0...1)
                    Stepper("Copies: \(copies)", value: $copies, in: 1...5)
                    NavigationLink("Advanced") { Text("Advanced settings") }
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.large)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                ToolbarItem(placement: .cancellationAction) { Button("Cancel", role: .cancel) {} }
            }
            .navigationDestination(for: String.self) { Text($0) }
        }
    }
}

private struct Message: Identifiable, Hashable {
    let id: Int
    let subject: String
}

private struct InboxScreen: View {
    @State private var path = NavigationPath()
    @State private var selection: Set<Int> = []
    let messages = [Message(id: 1, subject: "Build passed"), Message(id: 2, subject: "Review requested")]

    var body: some View {
        NavigationStack(path: $path) {
            List(messages, selection: $selection) { message in
                NavigationLink(value: message) { Text(message.subject) }
                    .listRowInsets(EdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20))
            }
            .listStyle(.plain)
            .navigationDestination(for: Message.self) { Text($0.subject) }
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Compose") {}
                    Menu("Sort") {
                        Button("Date") {}
                        Button("Sender") {}
                    }
                }
            }
            .toolbar(.visible, for: .navigationBar)
        }
    }
}

private struct LegacyScreen: View {
    @State private var query = ""
    @State private var password = ""
    var body: some View {
        NavigationView {
            ScrollView {
                VStack(alignment: .leading) {
                    TextField("Search", text: $query).textFieldStyle(.roundedBorder)
                    SecureField("Password", text: $password).textFieldStyle(RoundedBorderTextFieldStyle())
                    Link("Help", destination: URL(string: "https://example.com/help")!)
                    ForEach(0..<20) { Text("Line \($0)") }
                }
                .padding()
            }
            .navigationBarTitle(Text("Legacy"), displayMode: .inline)
            .navigationBarHidden(false)
        }
    }
}

private struct TabsScreen: View {
    @State private var tab = 0
    var body: some View {
        TabView(selection: $tab) {
            Text("Home").tabItem { Label("Home", systemImage: "star.fill") }.tag(0)
            List {
                Section {
                    Text("Row")
                } footer: {
                    Text("Footer")
                }
            }
            .listStyle(.grouped)
            .tabItem { Label("More", systemImage: "circle") }
            .tag(1)
        }
    }
}

@Suite struct AppScreenSnippetTests {
    @Test(arguments: ["settings", "inbox", "legacy", "tabs"])
    func screensCompileAndDraw(name: String) throws {
        let screens = [
            "settings": AnyView(SettingsScreen()), "inbox": AnyView(InboxScreen()),
            "legacy": AnyView(LegacyScreen()), "tabs": AnyView(TabsScreen())
        ]
        let screen = try #require(screens[name])
        let image = try render(screen, proposal: ProposedViewSize(width: 393, height: 600))
        #expect(image.width == 393 && image.height == 600, "\(name)")
        #expect(image.pixels.contains { ($0 >> 24) != 0 }, "\(name)")
    }
}
