import StaticHub

public enum AppHub {}
