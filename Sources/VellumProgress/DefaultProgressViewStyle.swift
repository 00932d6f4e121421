import Foundation
import VellumCore
import VellumGeometry

/// SwiftUI's `.automatic`: a linear bar when determinate, the spinner when not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default: a linear bar when determinate, the spinner when not.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
