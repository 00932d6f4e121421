/// `GET /openapi.yaml`: the server's routes, parameters and responses, as OpenAPI 3.0.
enum OpenAPIDescription {
    /// What every image route answers.
    private static let imageResponses = """

                        "200": {$ref: "#/components/responses/Image"}
                        "304": {description: Not modified.}
                        "400": {$ref: "#/components/responses/Error"}
                        "413": {$ref: "#/components/responses/Error"}
                        "503": {$ref: "#/components/responses/Error"}
        """

    /// The query parameters of ``ImageLook``, as the gauge and badge routes list them.
    private static let lookParameters = """
                - {name: scale, in: query, schema: {type: number, minimum: 1, maximum: 4}}
                - {name: background, in: query, schema: {type: string}}
                - {name: theme, in: query, schema: {type: string, enum: [light, dark, auto]}}
                - {name: alt, in: query, schema: {type: string, maxLength: 255}}
                - {name: cacheSeconds, in: query, schema: {type: integer, minimum: 0, maximum: 31536000}}
                - {name: colors, in: query, schema: {type: integer, minimum: 2, maximum: 256}, description: "PNG only: a lossy palette of at most this many colours (libimagequant). Without it a PNG is exact."}
        """

    /// The formats an image (or an error drawn as one) comes in.
    private static let imageContent = """
                image/svg+xml:
                  schema: {type: string}
                image/png:
                  schema: {type: string, format: binary}
                application/pdf:
                  schema: {type: string, format: binary}
        """

    static let yaml = """
        openapi: 3.0.3
        info:
          title: Vellum image server
          version: "\(ImageServer.version)"
          description: Progress views, gauges, badges and charts drawn as SwiftUI and Swift Charts draw them, as PNG, SVG or PDF.
        paths:
          /health:
            get:
              summary: Whether the server runs.
              responses:
                "200":
                  description: ok
                  content:
                    text/plain:
                      schema: {type: string}
          /metrics:
            get:
              summary: Prometheus metrics.
              description: >-
                Requests by route family (progress, gauge, badge, chart, render, progress-bar.dev,
                service) and status, their durations, render time, cache hits and misses, queue
                depth, active renders and cached bytes.
              responses:
                "200":
                  description: Prometheus text exposition.
                  content:
                    text/plain:
                      schema: {type: string}
          /openapi.yaml:
            get:
              summary: This description.
              responses:
                "200":
                  description: OpenAPI 3 in YAML.
                  content:
                    application/yaml:
                      schema: {type: string}
          /v1/progress/{file}:
            get:
              summary: A progress view.
              description: "{file} is the value with an extension: 42.svg, 0.42.png, -3.pdf; no extension is SVG."
              parameters:
                - {name: file, in: path, required: true, schema: {type: string}}
                - {name: total, in: query, schema: {type: number}, description: "The value at completion (default 100 when the value is over 1, else 1)."}
                - {name: min, in: query, schema: {type: number}}
                - {name: max, in: query, schema: {type: number}}
                - {name: style, in: query, schema: {type: string, enum: [linear, circular, dashed-ring, gauge-ring, segmented, spinner]}}
                - {name: size, in: query, schema: {type: string, pattern: "^[0-9.]+x[0-9.]+$"}, description: "WIDTHxHEIGHT in points."}
                - {name: scale, in: query, schema: {type: number, minimum: 1, maximum: 4}}
                - {name: tint, in: query, schema: {type: string}, description: "A CSS colour."}
                - {name: track, in: query, schema: {type: string}}
                - {name: background, in: query, schema: {type: string}}
                - {name: ramp, in: query, schema: {type: string}, description: "red:0,orange:30,green:70 or red,orange,green."}
                - {name: label, in: query, schema: {type: string, maxLength: 255}}
                - {name: percent, in: query, schema: {type: boolean}}
                - {name: prefix, in: query, schema: {type: string, maxLength: 32}}
                - {name: suffix, in: query, schema: {type: string, maxLength: 32}}
                - {name: decimals, in: query, schema: {type: integer, minimum: 0, maximum: 4}}
                - {name: theme, in: query, schema: {type: string, enum: [light, dark, auto]}}
                - {name: animate, in: query, schema: {type: boolean}}
                - {name: cacheSeconds, in: query, schema: {type: integer, minimum: 0, maximum: 31536000}}
                - {name: colors, in: query, schema: {type: integer, minimum: 2, maximum: 256}, description: "PNG only: a lossy palette of at most this many colours (libimagequant). Without it a PNG is exact."}
                - {name: alt, in: query, schema: {type: string, maxLength: 255}}
              responses:\(imageResponses)
          /v1/gauge/{file}:
            get:
              summary: A SwiftUI Gauge.
              parameters:
                - {name: file, in: path, required: true, schema: {type: string}}
                - {name: min, in: query, schema: {type: number}}
                - {name: max, in: query, schema: {type: number}}
                - {name: style, in: query, schema: {type: string}, description: "automatic, linear-capacity, accessory-linear, accessory-linear-capacity, accessory-circular (default), accessory-circular-capacity; SwiftUI's camel case works too."}
                - {name: label, in: query, schema: {type: string, maxLength: 255}}
                - {name: current, in: query, schema: {type: boolean}}
                - {name: bounds, in: query, schema: {type: boolean}}
                - {name: size, in: query, schema: {type: string}}
                - {name: tint, in: query, schema: {type: string}}
                - {name: ramp, in: query, schema: {type: string}}
                - {name: prefix, in: query, schema: {type: string, maxLength: 32}}
                - {name: suffix, in: query, schema: {type: string, maxLength: 32}}
                - {name: decimals, in: query, schema: {type: integer, minimum: 0, maximum: 4}}
        \(lookParameters)
              responses:\(imageResponses)
          /v1/chart/{file}:
            get:
              summary: A chart drawn as Swift Charts draws it.
              parameters:
                - {name: file, in: path, required: true, schema: {type: string}, description: "{kind}.{ext}: kind is sparkline, bar, line, area, pie or donut; ext png, svg or pdf."}
                - {name: values, in: query, required: true, schema: {type: string}, description: "Numbers separated by commas; several series separated by |. At most 1,000 numbers, 12 series."}
                - {name: labels, in: query, schema: {type: string}, description: "One label per value, separated by commas (at most 64 characters each)."}
                - {name: series, in: query, schema: {type: string}, description: "The series' names, separated by |."}
                - {name: tint, in: query, schema: {type: string}}
                - {name: size, in: query, schema: {type: string}, description: "WIDTHxHEIGHT in points; default 120x32 for a sparkline, 240x240 for pie and donut, else 400x240."}
        \(lookParameters)
              responses:\(imageResponses)
          /v1/badge/{label}/{file}:
            get:
              summary: A shields.io-style badge with a progress bar.
              parameters:
                - {name: label, in: path, required: true, schema: {type: string, maxLength: 255}}
                - {name: file, in: path, required: true, schema: {type: string}}
                - {name: total, in: query, schema: {type: number}}
                - {name: style, in: query, schema: {type: string, enum: [flat, flat-square, plastic, for-the-badge]}}
                - {name: color, in: query, schema: {type: string}, description: "A shields.io colour name or a CSS colour."}
                - {name: labelColor, in: query, schema: {type: string}}
                - {name: ramp, in: query, schema: {type: string}}
                - {name: prefix, in: query, schema: {type: string, maxLength: 32}}
                - {name: suffix, in: query, schema: {type: string, maxLength: 32}}
                - {name: decimals, in: query, schema: {type: integer, minimum: 0, maximum: 4}}
                - {name: width, in: query, schema: {type: number, minimum: 20, maximum: 1000}}
        \(lookParameters)
              responses:\(imageResponses)
          /v1/chart:
            post:
              summary: A chart described in JSON, as vellum chart reads a JSON file.
              description: Either series of numbers drawn in one of the kinds, or a spec of marks drawn as Swift Charts code would (docs/charts.md, "A chart as JSON").
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      oneOf:
                        - type: object
                          additionalProperties: false
                          properties:
                            kind: {type: string, enum: [sparkline, bar, line, area, pie, donut]}
                            values: {type: array, items: {type: number}}
                            series:
                              type: array
                              items:
                                type: object
                                properties:
                                  name: {type: string}
                                  values: {type: array, items: {type: number}}
                            labels: {type: array, items: {type: string}}
                            tint: {type: string}
                            size: {type: string}
                            format: {type: string, enum: [png, svg, pdf]}
                            scale: {type: number, minimum: 1, maximum: 4}
                        - type: object
                          additionalProperties: false
                          required: [marks]
                          properties:
                            marks:
                              type: array
                              minItems: 1
                              maxItems: 1000
                              items:
                                type: object
                                additionalProperties: false
                                required: [type]
                                properties:
                                  type: {type: string, enum: [bar, line, area, point, rule, rectangle, sector]}
                                  x: {oneOf: [{type: number}, {type: string, maxLength: 64}]}
                                  y: {oneOf: [{type: number}, {type: string, maxLength: 64}]}
                                  xStart: {oneOf: [{type: number}, {type: string, maxLength: 64}]}
                                  xEnd: {oneOf: [{type: number}, {type: string, maxLength: 64}]}
                                  yStart: {oneOf: [{type: number}, {type: string, maxLength: 64}]}
                                  yEnd: {oneOf: [{type: number}, {type: string, maxLength: 64}]}
                                  angle: {type: number, minimum: 0}
                                  series: {type: string, maxLength: 64}
                                  color: {type: string}
                                  opacity: {type: number, minimum: 0, maximum: 1}
                                  lineWidth: {type: number, minimum: 0, maximum: 100}
                                  dash: {type: array, maxItems: 16, items: {type: number, minimum: 0, maximum: 1000}}
                                  interpolation: {type: string, enum: [linear, monotone, catmullRom, cardinal, stepStart, stepCenter, stepEnd]}
                                  symbol: {type: string, enum: [circle, square, triangle, diamond, pentagon, plus, cross, asterisk]}
                                  symbolSize: {type: number, minimum: 0, maximum: 10000}
                                  cornerRadius: {type: number, minimum: 0, maximum: 1000}
                                  stacking: {type: string, enum: [standard, normalized, center, unstacked]}
                                  innerRadius: {type: number, minimum: 0, maximum: 1}
                                  angularInset: {type: number, minimum: 0, maximum: 90}
                                  unit: {type: string, enum: [minute, hour, day, weekOfYear, month, quarter, year]}
                                  label: {type: string, maxLength: 64}
                            x: {$ref: '#/components/schemas/ChartAxis'}
                            y: {$ref: '#/components/schemas/ChartAxis'}
                            legend: {type: string, enum: [automatic, hidden, top, bottom]}
                            tint: {type: string}
                            size: {type: string}
                            format: {type: string, enum: [png, svg, pdf]}
                            scale: {type: number, minimum: 1, maximum: 4}
              responses:\(imageResponses)
          /v1/render:
            post:
              summary: One job as a vellum batch line, without output.
              requestBody:
                required: true
                content:
                  application/json:
                    schema: {type: object, additionalProperties: true}
              responses:\(imageResponses)
          /{file}/:
            get:
              summary: progress-bar.dev's route.
              parameters:
                - {name: file, in: path, required: true, schema: {type: string}}
                - {name: title, in: query, schema: {type: string, maxLength: 255}}
                - {name: scale, in: query, schema: {type: number}, description: The total.}
                - {name: suffix, in: query, schema: {type: string, maxLength: 32}}
                - {name: width, in: query, schema: {type: number, minimum: 10, maximum: 1000}}
                - {name: color, in: query, schema: {type: string}, description: The title's colour.}
                - {name: cacheSeconds, in: query, schema: {type: integer, minimum: 0, maximum: 31536000}}
              responses:\(imageResponses)
        components:
          schemas:
            ChartAxis:
              type: object
              additionalProperties: false
              properties:
                title: {type: string, maxLength: 64}
                hidden: {type: boolean}
                type: {type: string, enum: [linear, log, squareRoot, symmetricLog, category, date]}
                domain: {type: array, items: {oneOf: [{type: number}, {type: string}]}}
          responses:
            Image:
              description: The image.
              content:
        \(imageContent)
            Error:
              description: What is wrong, as an image of the requested format, or JSON for Accept application/json.
              content:
                application/json:
                  schema:
                    type: object
                    properties:
                      error: {type: string}
                      parameter: {type: string}
                    required: [error]
        \(imageContent)
                text/plain:
                  schema: {type: string}
        """
}
