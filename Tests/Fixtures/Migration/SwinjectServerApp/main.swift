/// What `configure()` does at start: it reads its configuration from the container.
func configure() -> Int {
    let environmentConfig: EnvironmentConfigType = appContainer.resolve()
    return environmentConfig.port
}

print("listening on \(configure())")
let controller = UploadController(config: appContainer.resolve(EnvironmentConfigType.self))
print(controller.upload("avatar.png"))
let helper: JSONHelperType = appContainer.resolve()
print(helper.encode(["status": "ok"]))
