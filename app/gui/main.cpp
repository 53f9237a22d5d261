// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// ringlab: the lab window.
//   ringlab [--scenario FILE.json]
//   ringlab --screenshot FILE.png [--scenario FILE.json]   renders the window off-screen
//   ringlab [--lang de|fr|en] --lesson ID [--scene N]      presents a lesson (ID or a file)
//   ringlab --screenshot FILE.png --lesson ID --scene N [--lang de]   renders one scene
//   ringlab ... [--theme light|dark|high-contrast]
//   ringlab --version | --help
#include "model/Lesson.h"
#include "model/Translation.h"
#include "ui/common/Palette.h"
#include "ui/window/MainWindow.h"
#include "ui/window/ScreenshotRunner.h"
#include "ringlab/Version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFont>
#include <QIcon>

#include <algorithm>
#include <string_view>

#include <csignal>
#include <cstdio>
#include <cstdlib>

namespace {

// Off-screen runs, --help and --version report on stderr in one line at most; Qt's own
// platform notices (no runtime directory, no window manager hints) would only add noise.
void quietQtNotices(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg)
        std::fprintf(stderr, "ringlab: %s\n", qPrintable(message));
}

bool isSet(const char* variable)
{
    const char* value = std::getenv(variable);
    return value && *value;
}

// Qt's X11 and Wayland platforms abort without a display; every other platform (offscreen,
// vnc, eglfs, …) chosen on purpose needs none.
bool hasDisplay(int argc, char** argv)
{
    const bool platformChosen =
        std::any_of(argv + 1, argv + argc, [](const char* a) { return std::string_view(a) == "-platform"; });
    const std::string_view platform = isSet("QT_QPA_PLATFORM") ? std::getenv("QT_QPA_PLATFORM") : "";
    if (platformChosen || !(platform.empty() || platform.starts_with("xcb") || platform.starts_with("wayland")))
        return true;
    return isSet("DISPLAY") || isSet("WAYLAND_DISPLAY");
}

}  // namespace

int main(int argc, char** argv)
{
    // A file grown past RLIMIT_FSIZE: the write fails (EFBIG) and the save says so, as on a
    // full disk, instead of the signal ending the window with the user's work.
    std::signal(SIGXFSZ, SIG_IGN);
    const bool offscreenRun = std::any_of(argv + 1, argv + argc, [](const char* argument) {
        return std::string_view(argument).starts_with("--screenshot");
    });
    const bool onlyPrints = std::any_of(argv + 1, argv + argc, [](const char* argument) {
        const std::string_view a(argument);
        return a == "--help" || a == "-h" || a == "--help-all" || a == "--version" || a == "-v";
    });
    if (onlyPrints) {
        // Help and version need no display: the off-screen platform answers them anywhere.
        qputenv("QT_QPA_PLATFORM", "offscreen");
    } else if (!hasDisplay(argc, argv)) {
        if (!offscreenRun) {
            std::fprintf(stderr, "ringlab: no display to show the window on (DISPLAY and WAYLAND_DISPLAY are "
                                 "unset): run it in a desktop session, or render it to a file with "
                                 "QT_QPA_PLATFORM=offscreen ringlab --screenshot lab.png\n");
            return 1;
        }
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    if (offscreenRun || onlyPrints)
        qInstallMessageHandler(quietQtNotices);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("RingLab"));
    QApplication::setApplicationName(QStringLiteral("RingLab"));
    QApplication::setApplicationVersion(QStringLiteral(RINGLAB_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral(RINGLAB_APP_ID));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/ringlab.svg")));
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
    const QCommandLineOption screenshotSize(QStringLiteral("size"),
                                            QApplication::translate("main", "With --screenshot: the window's size, e.g. 1280x720."),
                                            QStringLiteral("WxH"));
    parser.addOption(scenario);
    parser.addOption(screenshotSize);
    parser.addOption(screenshot);
    parser.addOption(lesson);
    parser.addOption(scene);
    parser.addOption(language);
    const QCommandLineOption theme(QStringLiteral("theme"),
                                   QApplication::translate("main", "Colours: light, dark or high-contrast."),
                                   QStringLiteral("THEME"));
    parser.addOption(theme);
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
    const auto chosenTheme = ringlab::ui::palette::themeFromKey(parser.value(theme));
    if (parser.isSet(theme) && !chosenTheme) {
        std::fprintf(stderr, "ringlab: --theme must be one of %s, not \"%s\"\n",
                     qPrintable(ringlab::ui::palette::themeKeys().join(QLatin1String(", "))),
                     qPrintable(parser.value(theme)));
        return 2;
    }
    if (parser.isSet(scene) && !parser.isSet(lesson)) {
        std::fprintf(stderr, "ringlab: --scene needs --lesson: which lesson's scene?\n");
        return 2;
    }
    bool sceneIsNumber = false;
    const int sceneNumber = parser.value(scene).toInt(&sceneIsNumber);
    if (!sceneIsNumber) {
        std::fprintf(stderr, "ringlab: --scene must be a number, not \"%s\"\n", qPrintable(parser.value(scene)));
        return 2;
    }

    QSize size = parser.isSet(lesson) ? ringlab::ui::kLessonScreenshotSize : ringlab::ui::kLabScreenshotSize;
    if (parser.isSet(screenshotSize)) {
        const QStringList parts = parser.value(screenshotSize).split(QLatin1Char('x'));
        bool widthOk = false;
        bool heightOk = false;
        size = parts.size() == 2 ? QSize(parts[0].toInt(&widthOk), parts[1].toInt(&heightOk)) : QSize();
        if (!parser.isSet(screenshot) || !widthOk || !heightOk || size.width() < 320 || size.height() < 240 ||
            size.width() > 7680 || size.height() > 4320) {
            std::fprintf(stderr, "ringlab: --size takes WIDTHxHEIGHT from 320x240 to 7680x4320 with --screenshot, "
                                 "not \"%s\"\n",
                         qPrintable(parser.value(screenshotSize)));
            return 2;
        }
    }
    // Screenshots are light unless --theme says otherwise; the window takes its saved theme, and
    // --theme over it for this run.
    if (chosenTheme)
        ringlab::ui::palette::setTheme(*chosenTheme);
    if (parser.isSet(screenshot) && parser.isSet(lesson))
        return ringlab::ui::runLessonScreenshot(parser.value(screenshot), parser.value(lesson), sceneNumber,
                                                ringlab::currentLessonLanguage(), size);
    if (parser.isSet(screenshot))
        return ringlab::ui::runScreenshot(parser.value(screenshot), parser.value(scenario), size);

    ringlab::ui::MainWindow window;
    if (chosenTheme)
        ringlab::ui::palette::setTheme(*chosenTheme);
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
