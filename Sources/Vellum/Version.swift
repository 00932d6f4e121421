/// Vellum's version, as semantic versioning numbers it (CHANGELOG.md): the CLI's `--version`,
/// the server's `Server` header, its OpenAPI description and its ETags all report this.
///
/// ```swift
/// import Vellum
/// print("rendered by Vellum \(Vellum.version)")
/// ```
public let version = "0.3.0"
