import Foundation
import FuzzDriver
import VellumFuzzKit

// The bytes as UTF-8 for `Color(hex:)`.
exit(runTextFuzzer { try FuzzChecks.hexColour($0) })
