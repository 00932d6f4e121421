import Foundation
import VellumGeometry

/// The symbols `Image(systemName:)` and `Label(_:systemImage:)` draw: Vellum's own outlines
/// of common SF Symbols names (``builtinNames``), and any you register. Linux has no SF
/// Symbols; an unknown name is a render error (``ImageError/unknownSymbol(name:)``), never a blank.
///
/// A symbol is sized by the font: its 24-unit design box is 1.2 times the font's size
/// (20.4 points in `.body`), times the ``Image/Scale`` factor; it is filled with the
/// foreground style.
///
/// ```swift
/// SymbolCatalog.register("logo.mark", svg: try Data(contentsOf: markURL))
/// Label("Vellum", systemImage: "logo.mark")
/// ```
public enum SymbolCatalog {
    /// What a symbol is drawn from.
    enum Symbol: Sendable {
        /// An outline filled with the non-zero rule, in a box of `designSize` units.
        case path(Path, designSize: CGSize)
        /// An SVG document, decoded with the environment's decoder when drawn.
        case svg(Data)
    }

    /// The side of the design box, in points per point of font size.
    static let boxPerFontPoint: CGFloat = 1.2

    private final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var symbols: [String: Symbol] = [:]
    }

    private static let registry = Registry()

    /// The names Vellum draws without registration, sorted.
    public static var builtinNames: [String] { BuiltinSymbols.names }

    /// The names registered in this process, sorted.
    public static var registeredNames: [String] {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        return registry.symbols.keys.sorted()
    }

    /// Registers an SVG document as the symbol `name` (replacing a built-in or earlier one of
    /// that name). It is checked and decoded when first drawn; its height is the symbol size
    /// and its width follows its aspect ratio. Template by default, as every symbol.
    public static func register(_ name: String, svg: Data) {
        set(name, .svg(svg))
    }

    /// Registers an outline as the symbol `name`, drawn in a box of `designSize` units
    /// (24 × 24, as the built-in symbols, by default) and filled with the non-zero rule.
    ///
    /// ```swift
    /// SymbolCatalog.register("diamond", path: Path { p in
    ///     p.addLines([CGPoint(x: 12, y: 2), CGPoint(x: 22, y: 12), CGPoint(x: 12, y: 22), CGPoint(x: 2, y: 12)])
    /// })
    /// ```
    public static func register(_ name: String, path: Path, designSize: CGSize = CGSize(width: 24, height: 24)) {
        set(name, .path(path, designSize: designSize))
    }

    /// Removes a registered symbol (built-in names come back).
    public static func unregister(_ name: String) {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        registry.symbols[name] = nil
    }

    private static func set(_ name: String, _ symbol: Symbol) {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        registry.symbols[name] = symbol
    }

    /// The symbol called `name`: a registered one first, then a built-in one.
    static func symbol(named name: String) -> Symbol? {
        registry.lock.lock()
        let registered = registry.symbols[name]
        registry.lock.unlock()
        if let registered { return registered }
        return BuiltinSymbols.path(named: name).map { .path($0, designSize: CGSize(width: 24, height: 24)) }
    }
}
