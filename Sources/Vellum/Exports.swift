// Combine on Linux (OpenCombine, docs/combine.md): SwiftUI re-exports Combine, so
// `ObservableObject` and `@Published` compile with `import Vellum` alone, as with `import SwiftUI`.
@_exported import Combine
// SwiftUI brings CGFloat, CGPoint, CGSize and CGRect with it; so does Vellum.
@_exported import Foundation
// @Observable models compile with `import Vellum` alone, as with `import SwiftUI`.
@_exported import Observation
@_exported import VellumCairo
@_exported import VellumCore
@_exported import VellumDrawing
@_exported import VellumGeometry
@_exported import VellumImageIO
@_exported import VellumProgress
@_exported import VellumSVG
@_exported import VellumText
