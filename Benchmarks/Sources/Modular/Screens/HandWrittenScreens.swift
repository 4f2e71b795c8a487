import ModularServices

/// The screen built by calling the services module's public functions.
public enum HandWrittenScreens {
    public static func homeScreen() -> HomeScreen {
        HomeScreen(
            feed: FeedViewModel(
                feed: HandWrittenServices.feedRepository(),
                images: HandWrittenServices.imageLoader(),
                settings: HandWrittenServices.settingsService()
            ),
            profile: ProfileViewModel(
                users: HandWrittenServices.userRepository(),
                session: HandWrittenServices.sessionService(),
                payments: HandWrittenServices.paymentService()
            )
        )
    }
}
