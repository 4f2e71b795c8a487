import FactoryKit
import SwiftUI

struct WeatherView: View {
    @Injected(\.weather) var weather

    var body: some View { Text(weather.forecast()) }
}

// Factory's preview-only registration, in a preview: a mock of that preview, in debug builds.
#Preview {
    let _ = Container.shared.weather.preview { SampleWeather() }
    return WeatherView()
}

// Outside a preview it cannot move: reported with the preview forms.
func configureForDemo() {
    Container.shared.analytics.preview { MockAnalytics() }
}
