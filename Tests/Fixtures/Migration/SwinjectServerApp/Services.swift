protocol EnvironmentConfigType {
    var port: Int { get }
}

struct EnvironmentConfig: EnvironmentConfigType {
    let port: Int

    static func load() -> EnvironmentConfig { EnvironmentConfig(port: 8080) }
}

protocol JSONHelperType {
    func encode(_ fields: [String: String]) -> String
}

struct JSONHelper: JSONHelperType {
    func encode(_ fields: [String: String]) -> String {
        "{" + fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\"\($0.value)\"" }.joined(separator: ",") + "}"
    }
}

struct UploadController {
    let config: EnvironmentConfigType
    let jsonHelper: JSONHelperType

    init(config: EnvironmentConfigType, jsonHelper: JSONHelperType = appContainer.resolve()) {
        self.config = config
        self.jsonHelper = jsonHelper
    }

    func upload(_ name: String) -> String { jsonHelper.encode(["file": name, "port": "\(config.port)"]) }
}
