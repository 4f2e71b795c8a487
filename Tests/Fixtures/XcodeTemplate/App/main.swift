// The app (only the pair with Xcode's settings is an executable): what a run resolves. With
// `XCODE_RUNNING_FOR_PREVIEWS=1` the preview defaults apply; without it, the real registrations.
print("Clock", AppHub.resolveClock().now())
print("Greeting", AppHub.resolveGreeter().greet("Ada"))
print("Upload", await Task.detached { WorkerHub.resolveUploader().upload("report") }.value)
