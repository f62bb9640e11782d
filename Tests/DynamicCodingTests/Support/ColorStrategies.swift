import DynamicCoding
import Foundation

/// A colour with red, green, blue and alpha from 0 to 1 (UIColor does not exist on Linux).
struct Color: Equatable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha = 1.0
}

/// Reads `{"red": 255, "green": 128, "blue": 128}`, channels from 0 to 255.
struct RGBAColorStrategy: ValueCodingStrategy {
    private enum Keys: String, CodingKey { case red, green, blue, alpha }

    func decode(from decoder: any Decoder) throws -> Color {
        let container = try decoder.container(keyedBy: Keys.self)
        return Color(
            red: try container.decode(Double.self, forKey: .red) / 255,
            green: try container.decode(Double.self, forKey: .green) / 255,
            blue: try container.decode(Double.self, forKey: .blue) / 255,
            alpha: try container.decodeIfPresent(Double.self, forKey: .alpha) ?? 1)
    }

    func encode(_ color: Color, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(color.red * 255, forKey: .red)
        try container.encode(color.green * 255, forKey: .green)
        try container.encode(color.blue * 255, forKey: .blue)
        try container.encode(color.alpha, forKey: .alpha)
    }
}

/// Reads `{"hue": 255, "saturation": 128, "brightness": 128}`, channels from 0 to 255.
struct HSBAColorStrategy: ValueCodingStrategy {
    private enum Keys: String, CodingKey { case hue, saturation, brightness, alpha }

    func decode(from decoder: any Decoder) throws -> Color {
        let container = try decoder.container(keyedBy: Keys.self)
        let hue = try container.decode(Double.self, forKey: .hue) / 255
        let saturation = try container.decode(Double.self, forKey: .saturation) / 255
        let brightness = try container.decode(Double.self, forKey: .brightness) / 255
        let alpha = try container.decodeIfPresent(Double.self, forKey: .alpha) ?? 1
        return Self.color(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
    }

    func encode(_ color: Color, to encoder: any Encoder) throws {
        let high = max(color.red, color.green, color.blue)
        let low = min(color.red, color.green, color.blue)
        let delta = high - low
        var hue = 0.0
        if delta > 0 {
            switch high {
            case color.red: hue = ((color.green - color.blue) / delta).truncatingRemainder(dividingBy: 6)
            case color.green: hue = (color.blue - color.red) / delta + 2
            default: hue = (color.red - color.green) / delta + 4
            }
            hue = (hue < 0 ? hue + 6 : hue) / 6
        }
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(hue * 255, forKey: .hue)
        try container.encode((high == 0 ? 0 : delta / high) * 255, forKey: .saturation)
        try container.encode(high * 255, forKey: .brightness)
        try container.encode(color.alpha, forKey: .alpha)
    }

    static func color(hue: Double, saturation: Double, brightness: Double, alpha: Double) -> Color {
        let sector = (hue * 6).truncatingRemainder(dividingBy: 6)
        let chroma = brightness * saturation
        let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (red, green, blue): (Double, Double, Double)
        switch sector {
        case ..<1: (red, green, blue) = (chroma, second, 0)
        case ..<2: (red, green, blue) = (second, chroma, 0)
        case ..<3: (red, green, blue) = (0, chroma, second)
        case ..<4: (red, green, blue) = (0, second, chroma)
        case ..<5: (red, green, blue) = (second, 0, chroma)
        default: (red, green, blue) = (chroma, 0, second)
        }
        let match = brightness - chroma
        return Color(red: red + match, green: green + match, blue: blue + match, alpha: alpha)
    }
}

extension ValueCodingStrategy where Self == RGBAColorStrategy {
    static var rgbaColor: RGBAColorStrategy { RGBAColorStrategy() }
}

extension ValueCodingStrategy where Self == HSBAColorStrategy {
    static var hsbaColor: HSBAColorStrategy { HSBAColorStrategy() }
}
