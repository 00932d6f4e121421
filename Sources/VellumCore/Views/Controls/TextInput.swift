import Foundation
import VellumGeometry

// Text input as a render sees it: keyboards, submission and focus are accepted so that app
// code compiles unchanged; nothing is focused and no keyboard shows in a still.

/// The keyboard a text field asks for (UIKit's `UIKeyboardType`, which SwiftUI's
/// `keyboardType(_:)` takes on iOS): accepted, no keyboard is drawn.
///
/// ```swift
/// TextField("Email", text: $email).keyboardType(.emailAddress)
/// ```
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// UIKit's deprecated name of `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// When text input starts a capital letter, as SwiftUI's: accepted.
public struct TextInputAutocapitalization: Sendable {
    private let name: String
    /// Never.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every character.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The title of the return key, as SwiftUI's: accepted.
public struct SubmitLabel: Sendable {
    private let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What submits a view's text, as SwiftUI's: accepted.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Text fields and secure fields.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Search fields.
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// The keyboard for text fields inside: accepted.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Automatic capitals for text fields inside: accepted.
    ///
    /// ```swift
    /// TextField("Username", text: $user).textInputAutocapitalization(.never)
    /// ```
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Turns autocorrection off for text fields inside: accepted.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Turns autocorrection off for text fields inside (deprecated in SwiftUI): accepted.
    @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// The return key's title: accepted.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Runs `action` when text is submitted: accepted, never run in a render.
    ///
    /// ```swift
    /// TextField("Search", text: $query).onSubmit { search() }
    /// ```
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }

    /// Focuses this view while `condition` is true: a still focuses nothing, so it draws the same.
    ///
    /// ```swift
    /// TextField("Name", text: $name).focused($nameFocused)
    /// ```
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Focuses this view while `binding` equals `value`: accepted, nothing is focused.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        self
    }
}

/// Where the focus is, as SwiftUI's property wrapper: in a still nothing is focused, so it
/// reads `false` (or `nil` for an optional value) and writing it changes nothing drawn.
///
/// ```swift
/// enum Field: Hashable { case name, email }
/// @FocusState private var focus: Field?
/// @FocusState private var nameFocused: Bool
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let unfocused: Value

    /// Focus as a value that views bind to with `focused(_:)`.
    @propertyWrapper
    public struct Binding {
        let unfocused: Value

        /// The focused value: unfocused in a render.
        public var wrappedValue: Value {
            get { unfocused }
            nonmutating set {}
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// The focused value: unfocused in a render.
    public var wrappedValue: Value {
        get { unfocused }
        nonmutating set {}
    }

    /// A binding for `focused(_:)` and `focused(_:equals:)`.
    public var projectedValue: FocusState<Value>.Binding { Binding(unfocused: unfocused) }

    /// Focus as a Boolean.
    public init() where Value == Bool { unfocused = false }

    /// Focus as one of several values, nil when none has it.
    public init<T: Hashable>() where Value == T? { unfocused = nil }
}
