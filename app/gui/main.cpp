// ringlab: the lab window.
//   ringlab [--scenario FILE.json]
//   ringlab --screenshot FILE.png [--scenario FILE.json]   renders the window off-screen
//   ringlab [--lang de|fr|en] --lesson ID [--scene N]      presents a lesson (ID or a file)
//   ringlab --screenshot FILE.png --lesson ID --scene N [--lang de]   renders one scene
#include "model/Lesson.h"
#include "model/Translation.h"
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
    const QCommandLineOption lesson(QStringLiteral("lesson"),
                                    QApplication::translate("main", "Present this lesson: a built-in lesson's id or a lesson file."),
                                    QStringLiteral("ID"));
    const QCommandLineOption scene(QStringLiteral("scene"),
                                   QApplication::translate("main", "Start the lesson at this scene (from 1)."),
                                   QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption language(QStringLiteral("lang"),
                                      QApplication::translate("main", "Language: en, de or fr."),
                                      QStringLiteral("LANGUAGE"));
    parser.addOption(scenario);
    parser.addOption(screenshot);
    parser.addOption(lesson);
    parser.addOption(scene);
    parser.addOption(language);
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

    if (parser.isSet(language) && !ringlab::appLanguages().contains(parser.value(language))) {
        std::fprintf(stderr, "ringlab: --lang must be one of %s, not \"%s\"\n",
                     qPrintable(ringlab::appLanguages().join(QLatin1String(", "))), qPrintable(parser.value(language)));
        return 2;
    }
    // Screenshots are English unless --lang says otherwise: the same picture on every machine.
    ringlab::installLanguage(offscreenRun && !parser.isSet(language) ? ringlab::appLanguages().front()
                                                                     : ringlab::startupLanguage(parser.value(language)));
    bool sceneIsNumber = false;
    const int sceneNumber = parser.value(scene).toInt(&sceneIsNumber);
    if (!sceneIsNumber) {
        std::fprintf(stderr, "ringlab: --scene must be a number, not \"%s\"\n", qPrintable(parser.value(scene)));
        return 2;
    }

    if (parser.isSet(screenshot) && parser.isSet(lesson))
        return ringlab::ui::runLessonScreenshot(parser.value(screenshot), parser.value(lesson), sceneNumber,
                                                ringlab::currentLessonLanguage());
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
    if (parser.isSet(lesson)) {
        if (const QString problem = window.presentLesson(parser.value(lesson), sceneNumber); !problem.isEmpty()) {
            std::fprintf(stderr, "ringlab: %s\n", qPrintable(problem));
            return 2;
        }
    }
    return QApplication::exec();
}
