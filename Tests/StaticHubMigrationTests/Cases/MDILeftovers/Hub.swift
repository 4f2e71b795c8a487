import MDI

struct Service {}
struct Other {}

@AutoRegister(Service.self, using: Service.init)
enum Hub {
    static let all = 1
}

@SingletonRegister(Other.self, using: Other.init)
func notAHub() {}
