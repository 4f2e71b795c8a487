print(Dependency.resolve((any ThemeProtocol).self).name)
print(Dependency.resolve((any AppContextProtocol).self, boot: 1, sessionId: "s-1").summary)
print(Dependency.factory(of: (any AppContextProtocol).self).make(boot: 2, sessionId: "s-2").summary)
