// swift-format-ignore-file
// Names no hub and no registration type, so the generator does not read this file.
protocol Logger {}
struct PrintLogger: Logger {}
