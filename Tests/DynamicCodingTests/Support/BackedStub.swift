import DynamicCoding
import Foundation

enum Fruits: String, Codable, Equatable {
    case apples, oranges
}

@Sendable func hasSmallCount(_ fruit: String, _ count: Int) -> Bool {
    count < 10
}

/// The BackedCodable seed's example model, every property as in the seed, plus encoding.
struct BackedStub: BackedCodable, Equatable {
    @Backed()
    var someString: String?

    @Backed()
    var someArray: [String]?

    @Backed()
    var someDate: Date?

    @Backed(strategy: .secondsSince1970)
    var someDateSince1970: Date?

    @Backed("full_name" ?? "name" ?? "first_name")
    var name: String

    @Backed(Path("attributes", "all dates", "start_date"), strategy: .deferredToDecoder)
    var startDate: Date

    @Backed(Path("attributes", "all dates", "end_date"), strategy: .secondsSince1970)
    var endDate: Date

    @Backed("dates", options: .lossy, strategy: .secondsSince1970)
    var dates: [Date]

    @Backed("values", defaultValue: [], options: .lossy)
    var values: [String]

    @Backed(Path("attributes", "values"), options: .lossy)
    var nestedValues: [String]?

    @Backed(Path("attributes", "values", 1))
    var nestedInteger: Int

    @Backed(Path("counts", .allKeys), options: .lossy)
    var fruits: [Fruits]

    @Backed(Path("counts", .allValues))
    var counts: [Int]

    @Backed(Path("counts", .allKeys, 0))
    var bestFruit: String

    @Backed(Path("counts", .allValues, 2))
    var lastCount: Int

    @Backed(Path("counts", .keys(where: hasSmallCount)))
    var smallCountFruits: [String]

    @Backed(Path("counts", .keys(where: hasSmallCount), 0))
    var firstSmallCountFruit: String

    @Backed("foreground_color", strategy: .hsbaColor)
    var foregroundColor: Color

    @Backed("background_color", strategy: .rgbaColor)
    var backgroundColor: Color

    @Backed(Path("birthdays", .allValues), strategy: .secondsSince1970)
    var birthdays: [Date]

    @Backed(Path("birthdays", .allValues, 1), strategy: .secondsSince1970)
    var timCookBirthday: Date
}

let backedStubJSON = """
    {
        "name": "Steve",
        "dates": [1613984296, "N/A", 1613984996],
        "values": [12, "34", 56, "78"],
        "attributes": {
            "values": ["12", 34, "56", 78],
            "all dates": {
                "start_date": 1613984296000,
                "end_date": 1613984996
            }
        },
        "counts": {
            "apples": 12,
            "oranges": 9,
            "bananas": 6
        },
        "foreground_color": {
            "hue": 255,
            "saturation": 128,
            "brightness": 128
        },
        "background_color": {
            "red": 255,
            "green": 128,
            "blue": 128
        },
        "birthdays": {
            "Steve Jobs": -468691200,
            "Tim Cook": -289238400
        }
    }
    """
