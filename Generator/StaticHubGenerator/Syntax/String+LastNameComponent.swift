extension String {
    /// `NetworkHub` for `Networking.NetworkHub`: how a type is named in its declaration, which
    /// the text pre-filters look for.
    var lastNameComponent: String {
        split(separator: ".").last.map(String.init) ?? self
    }
}
