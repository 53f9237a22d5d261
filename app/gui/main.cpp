// ringlab: the lab window.
//   ringlab [--scenario FILE.json]
//   ringlab --screenshot FILE.png [--scenario FILE.json]   renders the window off-screen
#include "ui/MainWindow.h"
#include "ui/ScreenshotRunner.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFont>

#include <algorithm>
#include <string_view>

#include <cstdio>

namespace {

// Off-screen runs report on stderr in one line; Qt's own platform notices (no runtime
// directory, no window manager hints) would only add noise there.
void quietQtNotices(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg)
        std::fprintf(stderr, "ringlab: %s\n", qPrintable(message));
}

}  // namespace

int main(int argc, char** argv)
{
    const bool offscreenRun = std::any_of(argv + 1, argv + argc, [](const char* argument) {
        return std::string_view(argument).starts_with("--screenshot");
    });
    if (offscreenRun)
        qInstallMessageHandler(quietQtNotices);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("RingLab"));
    QApplication::setApplicationName(QStringLiteral("RingLab"));
    QApplication::setApplicationVersion(QStringLiteral(RINGLAB_VERSION));
    // Large enough for the back of a classroom.
    QFont font = QApplication::font();
    font.setPointSizeF(std::max(font.pointSizeF(), 11.0));
    QApplication::setFont(font);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "RingLab: a lab for consistent hashing."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption scenario(QStringLiteral("scenario"),
                                      QApplication::translate("main", "Open this scenario file."),
                                      QStringLiteral("FILE.json"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QApplication::translate("main", "Render the window to a PNG file and exit."),
                                        QStringLiteral("FILE.png"));
    parser.addOption(scenario);
    parser.addOption(screenshot);
    if (!parser.parse(QApplication::arguments())) {
        std::fprintf(stderr, "ringlab: %s\n", qPrintable(parser.errorText()));
        return 2;
    }
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();
    if (!parser.positionalArguments().isEmpty()) {
        std::fprintf(stderr, "ringlab: unexpected argument \"%s\"\n",
                     qPrintable(parser.positionalArguments().constFirst()));
        return 2;
    }

    if (parser.isSet(screenshot))
        return ringlab::ui::runScreenshot(parser.value(screenshot), parser.value(scenario));

    ringlab::ui::MainWindow window;
    if (parser.isSet(scenario)) {
        if (const QString problem = window.openScenario(parser.value(scenario)); !problem.isEmpty()) {
            std::fprintf(stderr, "ringlab: %s\n", qPrintable(problem));
            return 2;
        }
    }
    window.show();
    return QApplication::exec();
}
