// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/Palette.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>
#include <QWidget>

namespace ringlab::ui::palette {

namespace {

QColor rgb(QRgb value)
{
    return QColor::fromRgba(value);
}

Theme lightTheme()
{
    Theme t;
    t.id = ThemeId::Light;
    t.background = rgb(0xffffffff);
    t.ink = rgb(0xff222222);
    t.counterInk = rgb(0xff333333);
    t.softInk = rgb(0xff444444);
    t.mutedInk = rgb(0xff666666);
    t.errorInk = rgb(0xffb42318);
    t.grid = rgb(0xffdddddd);
    t.rule = rgb(0xffc9ced6);
    t.frame = rgb(0xff8a8f98);
    t.stripFrame = rgb(0xffb4bac3);
    t.panelGround = rgb(0xfff4f5f7);
    t.track = rgb(0xffe3e6ea);
    t.veil = rgb(0xd2ffffff);
    t.mainSeries = rgb(0xff004488);
    t.alarmRed = rgb(0xffcc3311);
    t.accentOrange = rgb(0xffee7733);
    t.recoveryTeal = rgb(0xff009988);
    t.flapPurple = rgb(0xffaa3377);
    t.histogramBlue = rgb(0xff4477aa);
    t.baselineGrey = rgb(0xffbbbbbb);
    t.noTransferCell = rgb(0xffeeeeee);
    t.goodVerdict = rgb(0xff007a5a);
    t.badVerdict = rgb(0xffc0460a);
    t.cautionVerdict = rgb(0xff8a5a00);
    t.unsureVerdict = rgb(0xff5f6670);
    t.differsBadge = rgb(0xffe6a100);
    t.onBadge = rgb(0xffffffff);
    t.onDiffersBadge = t.ink;
    t.goodGround = rgb(0xffe6f2e9);
    t.badGround = rgb(0xfff9e0da);
    t.noteGround = rgb(0xfffff4cc);
    t.guess = rgb(0xff1f5fa8);
    t.onGuess = rgb(0xffffffff);
    t.changedEntryMark = rgb(0xff111111);
    t.flippedBit = rgb(0xffd55e00);
    t.speedBar = rgb(0xff3b6ea5);
    t.vnodeTick = rgb(0xff6f7682);
    const std::array<QRgb, 9> burd{0xff2166ac, 0xff4393c3, 0xff92c5de, 0xffd1e5f0, 0xfff7f7f7,
                                   0xfffddbc7, 0xfff4a582, 0xffd6604d, 0xffb2182b};
    for (std::size_t i = 0; i < burd.size(); ++i)
        t.flipScale[i] = rgb(burd[i]);
    return t;
}

// A near-black ground (not black: less glare in a lit room) with light ink. The member colours
// stay as in the light theme: every one stands apart from this ground for every viewer
// (tests/ui/tst_palette).
Theme darkTheme()
{
    Theme t;
    t.id = ThemeId::Dark;
    t.background = rgb(0xff121417);
    t.ink = rgb(0xffe6e8eb);
    t.counterInk = rgb(0xffd9dce0);
    t.softInk = rgb(0xffc8ccd2);
    t.mutedInk = rgb(0xff9ba1aa);
    t.errorInk = rgb(0xffff8a7a);
    t.grid = rgb(0xff30343a);
    t.rule = rgb(0xff454a52);
    t.frame = rgb(0xff7d838c);
    t.stripFrame = rgb(0xff5a6069);
    t.panelGround = rgb(0xff1d2025);
    t.track = rgb(0xff2c3036);
    t.veil = rgb(0xd2121417);
    t.mainSeries = rgb(0xff77aadd);
    t.alarmRed = rgb(0xffff7058);
    t.accentOrange = rgb(0xffee8844);
    t.recoveryTeal = rgb(0xff44bb99);
    t.flapPurple = rgb(0xffdd77bb);
    t.histogramBlue = rgb(0xff5588cc);
    t.baselineGrey = rgb(0xff6a7078);
    t.noTransferCell = rgb(0xff262a30);
    t.goodVerdict = rgb(0xff3cc08f);
    t.badVerdict = rgb(0xffff8050);
    t.cautionVerdict = rgb(0xffe0b040);
    t.unsureVerdict = rgb(0xffa2a9b3);
    t.differsBadge = rgb(0xffe6a100);
    t.onBadge = t.background;
    t.onDiffersBadge = t.background;
    t.goodGround = rgb(0xff15352a);
    t.badGround = rgb(0xff3d211b);
    t.noteGround = rgb(0xff3a3220);
    t.guess = rgb(0xff1f5fa8);
    t.onGuess = rgb(0xffffffff);
    t.changedEntryMark = rgb(0xfff2f2f2);
    t.flippedBit = rgb(0xffff8a3d);
    t.speedBar = rgb(0xff5b8fd0);
    t.vnodeTick = rgb(0xff9aa1ab);
    // Tol's BuRd ends, the middle near the ground.
    const std::array<QRgb, 9> scale{0xff92c5de, 0xff6aa6cf, 0xff4682b4, 0xff2c5478, 0xff2a2d32,
                                    0xff7a3a30, 0xffb5533f, 0xffe07f66, 0xfff4a582};
    for (std::size_t i = 0; i < scale.size(); ++i)
        t.flipScale[i] = rgb(scale[i]);
    return t;
}

// Black ground, white ink, yellow for what the eye must find, every text colour at least 7:1
// (WCAG AAA), heavier lines.
Theme highContrastTheme()
{
    Theme t;
    t.id = ThemeId::HighContrast;
    t.background = rgb(0xff000000);
    t.ink = rgb(0xffffffff);
    t.counterInk = rgb(0xffffffff);
    t.softInk = rgb(0xfff0f0f0);
    t.mutedInk = rgb(0xffc8c8c8);
    t.errorInk = rgb(0xffff8c8c);
    t.grid = rgb(0xff5c5c5c);
    t.rule = rgb(0xffb4b4b4);
    t.frame = rgb(0xffffffff);
    t.stripFrame = rgb(0xffffffff);
    t.panelGround = rgb(0xff161616);
    t.track = rgb(0xff3c3c3c);
    t.veil = rgb(0xe0000000);
    t.mainSeries = rgb(0xff55ccff);
    t.alarmRed = rgb(0xffff8080);
    t.accentOrange = rgb(0xffffdd00);
    t.recoveryTeal = rgb(0xff33e0b0);
    t.flapPurple = rgb(0xffff88ff);
    t.histogramBlue = rgb(0xff4da6ff);
    t.baselineGrey = rgb(0xff8c8c8c);
    t.noTransferCell = rgb(0xff242424);
    t.goodVerdict = rgb(0xff55ee99);
    t.badVerdict = rgb(0xffff8c5a);
    t.cautionVerdict = rgb(0xffffdd00);
    t.unsureVerdict = rgb(0xffd2d2d2);
    t.differsBadge = rgb(0xffffdd00);
    t.onBadge = t.background;
    t.onDiffersBadge = t.background;
    t.goodGround = rgb(0xff00331a);
    t.badGround = rgb(0xff401000);
    t.noteGround = rgb(0xff302800);
    t.guess = rgb(0xff0b3d91);
    t.onGuess = rgb(0xffffffff);
    t.changedEntryMark = rgb(0xffffffff);
    t.flippedBit = rgb(0xffffdd00);
    t.speedBar = rgb(0xff55ccff);
    t.vnodeTick = rgb(0xffffffff);
    const std::array<QRgb, 9> scale{0xff66ddff, 0xff44aaee, 0xff2277bb, 0xff104466, 0xff262626,
                                    0xff773300, 0xffbb5500, 0xffee8800, 0xffffdd00};
    for (std::size_t i = 0; i < scale.size(); ++i)
        t.flipScale[i] = rgb(scale[i]);
    t.lineScale = 1.6;
    return t;
}

const std::array<Theme, 3>& themes()
{
    static const std::array<Theme, 3> all{lightTheme(), darkTheme(), highContrastTheme()};
    return all;
}

ThemeId currentId = ThemeId::Light;

// The widgets' colours for a dark theme: the views' ground and ink, the theme's blue for
// selections and links.
QPalette widgetPalette(const Theme& t)
{
    const QColor window = t.panelGround;
    const QColor base = t.background;
    const QColor button = t.track;
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, t.ink);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, t.ink);
    p.setColor(QPalette::PlaceholderText, t.mutedInk);
    p.setColor(QPalette::Text, t.ink);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, t.ink);
    p.setColor(QPalette::BrightText, t.errorInk);
    p.setColor(QPalette::Light, t.rule.lighter(130));
    p.setColor(QPalette::Midlight, t.rule);
    p.setColor(QPalette::Mid, t.grid);
    p.setColor(QPalette::Dark, t.background);
    p.setColor(QPalette::Shadow, QColor(Qt::black));
    p.setColor(QPalette::Highlight, t.id == ThemeId::HighContrast ? t.accentOrange : QColor::fromRgb(0x2f5f9a));
    p.setColor(QPalette::HighlightedText, t.id == ThemeId::HighContrast ? t.background : t.ink);
    p.setColor(QPalette::Link, t.mainSeries);
    p.setColor(QPalette::LinkVisited, t.flapPurple);
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, t.mutedInk.darker(t.id == ThemeId::HighContrast ? 110 : 130));
    return p;
}

}  // namespace

const Theme& theme(ThemeId id)
{
    return themes()[static_cast<std::size_t>(id)];
}

const Theme& current()
{
    return theme(currentId);
}

QColor ground(int alpha)
{
    QColor color = current().background;
    color.setAlpha(alpha);
    return color;
}

QString themeKey(ThemeId id)
{
    switch (id) {
    case ThemeId::Dark: return QStringLiteral("dark");
    case ThemeId::HighContrast: return QStringLiteral("high-contrast");
    case ThemeId::Light: break;
    }
    return QStringLiteral("light");
}

std::optional<ThemeId> themeFromKey(const QString& key)
{
    for (const ThemeId id : {ThemeId::Light, ThemeId::Dark, ThemeId::HighContrast})
        if (key == themeKey(id))
            return id;
    return std::nullopt;
}

QStringList themeKeys()
{
    return {themeKey(ThemeId::Light), themeKey(ThemeId::Dark), themeKey(ThemeId::HighContrast)};
}

QString themeName(ThemeId id)
{
    switch (id) {
    case ThemeId::Dark: return QCoreApplication::translate("Theme", "&Dark");
    case ThemeId::HighContrast: return QCoreApplication::translate("Theme", "&High contrast");
    case ThemeId::Light: break;
    }
    return QCoreApplication::translate("Theme", "&Light");
}

void setTheme(ThemeId id)
{
    // The platform's own look, kept for coming back to the light theme.
    static const QString platformStyle = QApplication::style() ? QApplication::style()->name() : QString();
    static const QPalette platformPalette = QApplication::palette();
    if (id == currentId)
        return;
    currentId = id;
    if (qobject_cast<QApplication*>(QCoreApplication::instance())) {
        if (id == ThemeId::Light) {
            QApplication::setStyle(QStyleFactory::create(platformStyle));
            QApplication::setPalette(platformPalette);
        } else {
            // Fusion draws every widget from the palette, so docks, tables and menus follow.
            QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
            QApplication::setPalette(widgetPalette(current()));
        }
    }
    emit ThemeSignals::instance()->themeChanged();
    // The views that paint straight from the palette.
    if (qobject_cast<QApplication*>(QCoreApplication::instance()))
        for (QWidget* widget : QApplication::allWidgets())
            widget->update();
}

ThemeSignals* ThemeSignals::instance()
{
    static ThemeSignals notifier;
    return &notifier;
}

}  // namespace ringlab::ui::palette
