/// Named by every generated file, so that a file committed by a StaticHub release whose
/// generated code does not fit this runtime fails to compile on that line, saying what to do,
/// instead of with errors about members that moved.
///
/// When generated code changes in a way this runtime's older or newer self cannot compile,
/// the generator's `GeneratedCode.version` and this number go up together, and the old type
/// stays here, unavailable, with a message saying to regenerate.
public enum _GeneratedByStaticHubVersion1_RegenerateIfNotFound {}
