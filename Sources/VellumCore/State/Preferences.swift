import Foundation

/// A value that views pass up to their ancestors, as SwiftUI's: each view inside sets one
/// with `preference(key:value:)`, `reduce` combines them in order, and an ancestor reads the
/// result with `onPreferenceChange(_:perform:)`.
///
/// ```swift
/// struct WidthKey: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
/// }
/// ```
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines `value` with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// Where one `onPreferenceChange` gathers the values set inside it during a pass.
final class PreferenceScope: @unchecked Sendable {
    let key: ObjectIdentifier
    /// The parent scope: values set inside reach every enclosing reader.
    let outer: PreferenceScope?
    private let lock = NSLock()
    private var values: [Any] = []

    init(key: ObjectIdentifier, outer: PreferenceScope?) {
        self.key = key
        self.outer = outer
    }

    func add(_ value: Any, for key: ObjectIdentifier) {
        var scope: PreferenceScope? = self
        while let current = scope {
            if current.key == key {
                current.lock.lock()
                current.values.append(value)
                current.lock.unlock()
            }
            scope = current.outer
        }
    }

    /// The values set this pass, in order, and forgets them.
    func drain() -> [Any] {
        lock.lock()
        defer { lock.unlock() }
        let drained = values
        values.removeAll()
        return drained
    }
}

private struct PreferenceScopeKey: EnvironmentKey { static let defaultValue: PreferenceScope? = nil }

extension EnvironmentValues {
    /// The innermost preference reader around a view.
    var preferenceScope: PreferenceScope? {
        get { self[PreferenceScopeKey.self] }
        set { self[PreferenceScopeKey.self] = newValue }
    }
}

extension View {
    /// Sets `value` for `key`, for the readers around this view.
    ///
    /// ```swift
    /// Text("Requests").background(GeometryReader { proxy in
    ///     Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
    /// })
    /// ```
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        ModifiedNodes(self) { node, environment in
            environment.preferenceScope?.add(value, for: ObjectIdentifier(key))
            return node
        }
    }

    /// Changes the value of `key` that this view passes up (applied to the key's default
    /// here: a render reads each view's contribution on its own).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        ModifiedNodes(self) { node, environment in
            var value = K.defaultValue
            callback(&value)
            environment.preferenceScope?.add(value, for: ObjectIdentifier(key))
            return node
        }
    }

    /// Runs `action` with the value of `key` that the views inside set, once a pass is laid
    /// out and whenever it changes; state it sets is drawn by the next pass.
    ///
    /// ```swift
    /// bar.onPreferenceChange(WidthKey.self) { width = $0 }
    /// ```
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void,
                                                     fileID: StaticString = #fileID, line: UInt = #line,
                                                     column: UInt = #column) -> some View where K.Value: Equatable {
        let site = SourceSite(fileID, line, column)
        return PreferenceReader<Self, K>(content: self, site: site, action: action)
    }
}

/// The view of `onPreferenceChange`: its content in a scope that gathers `K`'s values, read
/// once the pass is laid out.
struct PreferenceReader<Content: View, K: PreferenceKey>: View, _PrimitiveView where K.Value: Equatable {
    let content: Content
    let site: SourceSite
    let action: (K.Value) -> Void

    func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        guard let session = RenderSession.current else { return ViewTree.nodes(of: content, in: environment) }
        let scope = PreferenceScope(key: ObjectIdentifier(K.self), outer: environment.preferenceScope)
        var inner = environment
        inner.preferenceScope = scope
        let occurrence = session.occurrence(of: site)
        let action = self.action
        session.enqueueCheck(in: environment) {
            var value = K.defaultValue
            for next in scope.drain() {
                guard let next = next as? K.Value else { continue }
                K.reduce(value: &value, nextValue: { next })
            }
            let previous = session.exchange(occurrence, value) as? K.Value
            guard previous != value else { return false }
            action(value)
            return true
        }
        return ViewTree.nodes(of: content, in: inner)
    }
}
