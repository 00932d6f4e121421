@_exported import VellumCairo
@_exported import VellumCore
@_exported import VellumGeometry
