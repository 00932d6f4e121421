import Foundation
import Testing

@testable import VellumCore

/// `EnvironmentValues` as a chain of set values: copies stay independent, the newest value of
/// a key wins, and setting one key over and over keeps the chain short.
@Suite struct EnvironmentValuesTests {
    private struct Count: EnvironmentKey { static let defaultValue = 0 }
    private struct Name: EnvironmentKey { static let defaultValue = "none" }

    @Test func copiesAreIndependentAndTheNewestValueWins() {
        var parent = EnvironmentValues()
        #expect(parent[Count.self] == 0 && parent[Name.self] == "none")
        parent[Count.self] = 1
        parent[Name.self] = "parent"
        var child = parent
        child[Count.self] = 2
        #expect(child[Count.self] == 2 && child[Name.self] == "parent")
        #expect(parent[Count.self] == 1, "the parent's value is untouched by the child's")
        child[Name.self] = "child"
        #expect(parent[Name.self] == "parent" && child[Name.self] == "child")
        #expect(parent.setCount == 2 && child.setCount == 2)
    }

    @Test func settingOneKeyOverAndOverKeepsTheChainShort() {
        var environment = EnvironmentValues()
        environment[Name.self] = "kept"
        for value in 0..<10_000 { environment[Count.self] = value }
        #expect(environment[Count.self] == 9_999)
        #expect(environment[Name.self] == "kept")
        #expect(environment.setCount == 2)
        #expect(environment.chainLength <= 96, "compacted: \(environment.chainLength) nodes")
    }
}
