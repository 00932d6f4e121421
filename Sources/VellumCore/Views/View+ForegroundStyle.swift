import Foundation

private struct ForegroundLevelsKey: EnvironmentKey {
    static let defaultValue = ForegroundLevels()
}

private struct TintKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

private struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The style shapes and text fill with when no fill is given; nil means `.primary`
    /// (black, white in the dark scheme). Set by `foregroundStyle(_:)` and
    /// `foregroundColor(_:)`; with several levels set (`foregroundStyle(_:_:)`), the first.
    public var foregroundStyle: AnyShapeStyle? {
        get { foregroundLevels.styles.first.map { ($0.base as? EnclosedForegroundStyle)?.base ?? $0 } }
        set { foregroundLevels = ForegroundLevels(styles: newValue.map { [$0] } ?? []) }
    }

    /// The foreground styles by level.
    var foregroundLevels: ForegroundLevels {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }

    /// The tint of controls (progress views); nil means the accent colour. Set by
    /// `tint(_:)` and `accentColor(_:)`.
    public var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The style of `.background`; nil means iOS's `systemBackground`. Set by
    /// `backgroundStyle(_:)`.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }

    /// The foreground style to draw with: the current foreground (``ForegroundStyle``).
    var resolvedForeground: AnyShapeStyle { AnyShapeStyle(ForegroundStyle()) }

    /// The tint to draw controls with: the one set, or `.accentColor`.
    public var resolvedTint: AnyShapeStyle { tint ?? AnyShapeStyle(Color.accentColor) }
}

extension View {
    /// Fills shapes and text inside this view with `style` when they have no fill of their
    /// own. A hierarchical style (`.secondary`) picks that level of the enclosing foreground.
    ///
    /// ```swift
    /// Text("Uploading").foregroundStyle(.secondary)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let erased = AnyShapeStyle(style)
        return ModifiedNodes(
            self, environment: { $0.foregroundLevels = $0.foregroundLevels.setting(erased.animatedColor) })
    }

    /// Sets the primary and secondary levels of the foreground style inside this view;
    /// `.tertiary` and beyond are the secondary style at lower opacity.
    ///
    /// ```swift
    /// VStack { Text("Title"); Text("Detail").foregroundStyle(.secondary) }
    ///     .foregroundStyle(.blue, .gray)
    /// ```
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        let erased = [AnyShapeStyle(primary), AnyShapeStyle(secondary)]
        return ModifiedNodes(self, environment: { $0.foregroundLevels = $0.foregroundLevels.setting(erased) })
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style inside this view.
    ///
    /// ```swift
    /// content.foregroundStyle(.black, .gray, .orange)
    /// ```
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        let erased = [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]
        return ModifiedNodes(self, environment: { $0.foregroundLevels = $0.foregroundLevels.setting(erased) })
    }

    /// Fills shapes and text inside this view with `color` (nil: back to the default).
    public func foregroundColor(_ color: Color?) -> some View {
        let erased = color.map(AnyShapeStyle.init)
        return ModifiedNodes(self, environment: { $0.foregroundStyle = erased?.animatedColor })
    }

    /// Sets the style `.background` draws with inside this view.
    ///
    /// ```swift
    /// Card().backgroundStyle(.indigo.gradient)
    /// ```
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let erased = AnyShapeStyle(style)
        return ModifiedNodes(self, environment: { $0.backgroundStyle = erased })
    }

    /// Tints controls (progress views) inside this view.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let erased = tint.map(AnyShapeStyle.init)
        return ModifiedNodes(self, environment: { $0.tint = erased })
    }

    /// Tints controls (progress views) inside this view with `color`.
    public func tint(_ color: Color?) -> some View {
        let erased = color.map(AnyShapeStyle.init)
        return ModifiedNodes(self, environment: { $0.tint = erased })
    }

    /// Sets the accent colour of controls inside this view (nil: the default blue).
    public func accentColor(_ color: Color?) -> some View {
        let erased = color.map(AnyShapeStyle.init)
        return ModifiedNodes(self, environment: { $0.tint = erased })
    }
}
