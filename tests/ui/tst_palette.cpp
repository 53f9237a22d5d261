// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Member colours stay apart for every viewer: in normal vision and under simulated
// deuteranopia, protanopia and tritanopia (Machado, Oliveira & Fernandes 2009, severity 1,
// applied in linear sRGB), every two members of a fleet of twelve differ by a CIEDE2000 of
// at least 10, and each stands out from the background of every theme. The colours are taken
// from what the bucket view paints. The themes: Light keeps the lab's colours, every text colour
// reads on its ground (WCAG AA, AAA in high contrast), and a switch repaints the views.
#include "model/core/LabSnapshot.h"
#include "ui/common/MemberColors.h"
#include "ui/common/Palette.h"
#include "ui/common/ViewExport.h"
#include "ui/lab/BucketView.h"
#include "ui/lab/RingView.h"

#include <QApplication>
#include <QSignalSpy>
#include <QTest>

#include <array>
#include <cmath>
#include <numbers>
#include <string_view>

using namespace ringlab;
using namespace ringlab::ui;

namespace {

using Matrix = std::array<std::array<double, 3>, 3>;
struct Lab {
    double l, a, b;
};

struct Vision {
    const char* name;
    Matrix matrix;
};

constexpr std::array<Vision, 4> kVisions{{
    {"normal", {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}},
    {"protanopia", {{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}}},
    {"deuteranopia", {{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}}},
    {"tritanopia", {{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}}},
}};

double linear(double channel)
{
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

// The colour as a viewer with this vision sees it, in CIE L*a*b* (D65).
Lab seenAs(const QColor& color, const Matrix& m)
{
    const std::array<double, 3> rgb{linear(color.redF()), linear(color.greenF()), linear(color.blueF())};
    std::array<double, 3> v{};
    for (std::size_t i = 0; i < 3; ++i)
        v[i] = std::clamp(m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2], 0.0, 1.0);
    const double x = (0.4124564 * v[0] + 0.3575761 * v[1] + 0.1804375 * v[2]) / 0.95047;
    const double y = 0.2126729 * v[0] + 0.7151522 * v[1] + 0.0721750 * v[2];
    const double z = (0.0193339 * v[0] + 0.1191920 * v[1] + 0.9503041 * v[2]) / 1.08883;
    const auto f = [](double t) { return t > 216.0 / 24389.0 ? std::cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0; };
    return {116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))};
}

// WCAG 2 contrast ratio, 1 … 21.
double contrast(const QColor& a, const QColor& b)
{
    const auto luminance = [](const QColor& c) {
        return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

using palette::ThemeId;
constexpr std::array<ThemeId, 3> kThemes{ThemeId::Light, ThemeId::Dark, ThemeId::HighContrast};

// Back to the light theme however a test ends.
struct LightAfterwards {
    ~LightAfterwards() { palette::setTheme(ThemeId::Light); }
};

double degrees(double radians)
{
    return radians * 180.0 / std::numbers::pi;
}

double radians(double degrees)
{
    return degrees * std::numbers::pi / 180.0;
}

// CIEDE2000 (Sharma, Wu & Dalal 2005).
double ciede2000(const Lab& p, const Lab& q)
{
    const double c1 = std::hypot(p.a, p.b), c2 = std::hypot(q.a, q.b);
    const double cMean7 = std::pow((c1 + c2) / 2.0, 7.0);
    const double g = 0.5 * (1.0 - std::sqrt(cMean7 / (cMean7 + std::pow(25.0, 7.0))));
    const double a1 = (1.0 + g) * p.a, a2 = (1.0 + g) * q.a;
    const double c1p = std::hypot(a1, p.b), c2p = std::hypot(a2, q.b);
    const auto hue = [](double b, double a) {
        const double h = degrees(std::atan2(b, a));
        return h < 0.0 ? h + 360.0 : h;
    };
    const double h1 = hue(p.b, a1), h2 = hue(q.b, a2);
    double dh = 0.0;
    if (c1p * c2p != 0.0) {
        dh = h2 - h1;
        if (dh > 180.0)
            dh -= 360.0;
        else if (dh < -180.0)
            dh += 360.0;
    }
    const double dL = q.l - p.l, dC = c2p - c1p;
    const double dH = 2.0 * std::sqrt(c1p * c2p) * std::sin(radians(dh) / 2.0);
    const double lMean = (p.l + q.l) / 2.0, cMean = (c1p + c2p) / 2.0;
    double hMean = h1 + h2;
    if (c1p * c2p != 0.0)
        hMean = std::abs(h1 - h2) > 180.0 ? (h1 + h2 + (h1 + h2 < 360.0 ? 360.0 : -360.0)) / 2.0 : (h1 + h2) / 2.0;
    const double t = 1.0 - 0.17 * std::cos(radians(hMean - 30.0)) + 0.24 * std::cos(radians(2.0 * hMean)) +
                     0.32 * std::cos(radians(3.0 * hMean + 6.0)) - 0.20 * std::cos(radians(4.0 * hMean - 63.0));
    const double dTheta = 30.0 * std::exp(-std::pow((hMean - 275.0) / 25.0, 2.0));
    const double cMeanP7 = std::pow(cMean, 7.0);
    const double rc = 2.0 * std::sqrt(cMeanP7 / (cMeanP7 + std::pow(25.0, 7.0)));
    const double sl = 1.0 + 0.015 * std::pow(lMean - 50.0, 2.0) / std::sqrt(20.0 + std::pow(lMean - 50.0, 2.0));
    const double sc = 1.0 + 0.045 * cMean, sh = 1.0 + 0.015 * cMean * t;
    const double rt = -std::sin(radians(2.0 * dTheta)) * rc;
    return std::sqrt(std::pow(dL / sl, 2.0) + std::pow(dC / sc, 2.0) + std::pow(dH / sh, 2.0) +
                     rt * (dC / sc) * (dH / sh));
}

}  // namespace

class PaletteTest : public QObject {
    Q_OBJECT

private slots:
    // Sharma, Wu & Dalal's published test pairs: the formula above is CIEDE2000.
    void ciede2000MatchesThePublishedPairs()
    {
        QCOMPARE(std::round(ciede2000({50.0, 2.6772, -79.7751}, {50.0, 0.0, -82.7485}) * 1e4) / 1e4, 2.0425);
        QCOMPARE(std::round(ciede2000({50.0, 2.5, 0.0}, {73.0, 25.0, -18.0}) * 1e4) / 1e4, 27.1492);
        QCOMPARE(std::round(ciede2000({60.2574, -34.0099, 36.2677}, {60.4626, -34.1751, 39.4387}) * 1e4) / 1e4, 1.2644);
    }

    void membersStayApartForEveryViewer_data()
    {
        QTest::addColumn<QString>("prefix");
        QTest::newRow("cache-") << "cache-";
        QTest::newRow("redis-64g-") << "redis-64g-";
        QTest::newRow("node") << "node";
    }

    void membersStayApartForEveryViewer()
    {
        QFETCH(QString, prefix);
        const auto members = numberedMembers(prefix.toStdString(), 12);
        // The colours as the bucket view paints them.
        BucketView view;
        view.resize(1600, 900);
        view.setSnapshot(computeSnapshot({members, {Algorithm::Ring, HashId::Fnv1aFmix32, 160},
                                          KeySet::fromPattern("k{i}", 10000)},
                                         {}, 1));
        const std::vector<QColor> colors = view.memberColors();
        QCOMPARE(colors.size(), members.size());
        constexpr double kApart = 10.0;
        constexpr double kFromGround = 15.0;
        for (const Vision& vision : kVisions) {
            for (std::size_t i = 0; i < colors.size(); ++i) {
                QCOMPARE(colors[i], memberColor(QString::fromStdString(members[i].id)));
                const Lab a = seenAs(colors[i], vision.matrix);
                // A member keeps its colour in every theme: it stands out from every ground.
                for (const ThemeId theme : kThemes) {
                    const Lab ground = seenAs(palette::theme(theme).background, vision.matrix);
                    QVERIFY2(ciede2000(a, ground) >= kFromGround,
                             qPrintable(QString("%1 fades into the %2 ground under %3")
                                            .arg(members[i].id.c_str(), palette::themeKey(theme), vision.name)));
                }
                for (std::size_t j = i + 1; j < colors.size(); ++j) {
                    const double difference = ciede2000(a, seenAs(colors[j], vision.matrix));
                    QVERIFY2(difference >= kApart, qPrintable(QString("%1 and %2 under %3: ΔE2000 %4")
                                                                  .arg(members[i].id.c_str(), members[j].id.c_str(),
                                                                       vision.name)
                                                                  .arg(difference, 0, 'f', 1)));
                }
            }
        }
    }

    // The light theme is the lab's colours as they were before there were themes, pixel for pixel.
    void lightThemeKeepsTheLabsColours()
    {
        const palette::Theme& light = palette::theme(ThemeId::Light);
        QCOMPARE(palette::current().id, ThemeId::Light);
        const std::vector<std::pair<QColor, QRgb>> kept{
            {light.background, 0xffffffff}, {light.ink, 0xff222222},        {light.counterInk, 0xff333333},
            {light.softInk, 0xff444444},    {light.mutedInk, 0xff666666},   {light.errorInk, 0xffb42318},
            {light.grid, 0xffdddddd},       {light.rule, 0xffc9ced6},       {light.frame, 0xff8a8f98},
            {light.stripFrame, 0xffb4bac3}, {light.panelGround, 0xfff4f5f7}, {light.track, 0xffe3e6ea},
            {light.veil, 0xd2ffffff},       {light.mainSeries, 0xff004488}, {light.alarmRed, 0xffcc3311},
            {light.accentOrange, 0xffee7733}, {light.recoveryTeal, 0xff009988}, {light.flapPurple, 0xffaa3377},
            {light.histogramBlue, 0xff4477aa}, {light.baselineGrey, 0xffbbbbbb}, {light.noTransferCell, 0xffeeeeee},
            {light.goodVerdict, 0xff007a5a}, {light.badVerdict, 0xffc0460a}, {light.cautionVerdict, 0xff8a5a00},
            {light.unsureVerdict, 0xff5f6670}, {light.differsBadge, 0xffe6a100}, {light.goodGround, 0xffe6f2e9},
            {light.badGround, 0xfff9e0da}, {light.changedEntryMark, 0xff111111}, {light.flippedBit, 0xffd55e00},
            {light.speedBar, 0xff3b6ea5}, {light.vnodeTick, 0xff6f7682}, {light.onBadge, 0xffffffff},
            {light.onDiffersBadge, 0xff222222}, {light.flipScale[0], 0xff2166ac}, {light.flipScale[4], 0xfff7f7f7},
            {light.flipScale[8], 0xffb2182b}};
        for (const auto& [color, rgba] : kept)
            QCOMPARE(color.rgba(), rgba);
        QCOMPARE(light.lineScale, 1.0);
    }

    // Every colour text is written in reads on the view's ground and on a panel's: WCAG AA (4.5:1)
    // in the light and dark themes, AAA (7:1) in high contrast. The light theme's flipped bits
    // (large, bold) keep Okabe & Ito's vermillion at 3.9:1, AA for large text.
    void textReadsOnItsGround_data()
    {
        QTest::addColumn<int>("theme");
        for (const ThemeId theme : kThemes)
            QTest::newRow(qPrintable(palette::themeKey(theme))) << static_cast<int>(theme);
    }

    void textReadsOnItsGround()
    {
        QFETCH(int, theme);
        const palette::Theme& t = palette::theme(static_cast<ThemeId>(theme));
        const double needed = t.id == ThemeId::HighContrast ? 7.0 : 4.5;
        const std::vector<std::pair<const char*, QColor>> texts{
            {"ink", t.ink}, {"counterInk", t.counterInk}, {"softInk", t.softInk}, {"mutedInk", t.mutedInk},
            {"errorInk", t.errorInk}, {"alarmRed", t.alarmRed}, {"goodVerdict", t.goodVerdict},
            {"badVerdict", t.badVerdict}, {"cautionVerdict", t.cautionVerdict}, {"unsureVerdict", t.unsureVerdict},
            {"flippedBit", t.flippedBit}};
        for (const auto& [name, color] : texts) {
            const double least = std::string_view(name) == "flippedBit" && t.id == ThemeId::Light ? 3.0 : needed;
            for (const auto& [groundName, ground] : {std::pair{"background", t.background}, {"panelGround", t.panelGround}})
                QVERIFY2(contrast(color, ground) >= least, qPrintable(QString("%1 on %2: %3:1")
                                                                         .arg(name, groundName)
                                                                         .arg(contrast(color, ground), 0, 'f', 2)));
        }
        // Text on badges and filled bits.
        for (const QColor& badge : {t.goodVerdict, t.badVerdict, t.unsureVerdict, t.flippedBit})
            QVERIFY2(contrast(t.onBadge, badge) >= (t.id == ThemeId::Light ? 3.0 : needed), qPrintable(badge.name()));
        QVERIFY(contrast(t.onDiffersBadge, t.differsBadge) >= needed);
        QVERIFY2(contrast(t.onGuess, t.guess) >= needed, qPrintable(QString::number(contrast(t.onGuess, t.guess))));
        // The views' ground sets the widgets' too: a dark theme is dark, the light one light.
        QCOMPARE(contrast(t.ink, t.background) > 12.0, true);
    }

    void themesHaveKeysForTheCommandLine()
    {
        QCOMPARE(palette::themeKeys(), QStringList({"light", "dark", "high-contrast"}));
        for (const ThemeId theme : kThemes)
            QVERIFY(palette::themeFromKey(palette::themeKey(theme)) == theme);
        QVERIFY(!palette::themeFromKey("blue"));
    }

    // A switch reaches what the views paint: the exported image's ground, and the ring view on
    // screen, whose cached layer goes with the old theme.
    void switchingThemeRepaintsTheViews()
    {
        LightAfterwards restore;
        const auto snapshot = computeSnapshot({numberedMembers("cache-", 8), {Algorithm::Ring, HashId::Fnv1aFmix32, 160},
                                               KeySet::fromPattern("k{i}", 10000)},
                                              {}, 1);
        RingView ring;
        ring.resize(800, 600);
        ring.setSnapshot(snapshot);
        BucketView buckets;
        buckets.resize(800, 600);
        buckets.setSnapshot(snapshot);
        const QPoint corner(3, 597);  // below the legend, clear of the ring and the buckets
        QCOMPARE(ring.grab().toImage().pixelColor(corner), QColor(Qt::white));
        const QPalette platform = QApplication::palette();
        QSignalSpy changed(palette::ThemeSignals::instance(), &palette::ThemeSignals::themeChanged);
        for (const ThemeId theme : {ThemeId::Dark, ThemeId::HighContrast, ThemeId::Light}) {
            palette::setTheme(theme);
            const QColor ground = palette::theme(theme).background;
            QCOMPARE(ring.grab().toImage().pixelColor(corner), ground);
            QCOMPARE(renderViewImage(ring).pixelColor(corner), ground);
            QCOMPARE(renderViewImage(buckets).pixelColor(corner), ground);
            // The widgets follow: a dock's or a table's ground; back in the light theme, the
            // platform's own palette.
            if (theme == ThemeId::Light)
                QVERIFY(QApplication::palette() == platform);
            else
                QCOMPARE(QApplication::palette().color(QPalette::Base), ground);
        }
        QCOMPARE(changed.count(), 3);
        palette::setTheme(ThemeId::Light);
        QCOMPARE(changed.count(), 3);  // no change, no signal
    }

    // The palette comes round again in other shades: no colour repeats in a fleet of 60.
    void noColourRepeatsInALargeFleet()
    {
        QSet<QRgb> seen;
        for (const Member& member : numberedMembers("cache-", 60))
            seen.insert(memberColor(QString::fromStdString(member.id)).rgb());
        QCOMPARE(seen.size(), 60);
    }
};

QTEST_MAIN(PaletteTest)
#include "tst_palette.moc"
