print(Dependency.resolve((any UserService).self).name(of: 1))
print(Dependency.resolve((any Greeter).self).greet(2))
print(Dependency.resolve(Report.self).summary)
print("session \(Dependency.resolve(Session.self, id: 7).id)")
