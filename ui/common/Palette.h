// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QObject>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

// Every colour the views, charts and panels paint with, named for what it is for, in the theme
// shown (View > Theme): light (the lab's own colours), dark, or high contrast for a projector.
// A member's colour comes from MemberColors and is the same in every theme.
namespace ringlab::ui::palette {

enum class ThemeId { Light, Dark, HighContrast };

struct Theme {
    ThemeId id = ThemeId::Light;

    // Ground and text.
    QColor background = {};  // every view, chart and exported image
    QColor ink = {};         // text, axes, outlines; the fair line in charts
    QColor counterInk = {};  // a count beside a caption's title, a step lighter
    QColor softInk = {};     // explanations under a figure; lines a step softer than ink
    QColor mutedInk = {};    // what steps back: dimmed members, setups, scales
    QColor errorInk = {};    // an error message

    // Rules and grounds.
    QColor grid = {};         // chart gridlines
    QColor rule = {};         // cell and band borders, the rule between two panels
    QColor frame = {};        // round a heat map and its colour scale
    QColor stripFrame = {};   // round the virtual-node strip
    QColor panelGround = {};  // cells, caption bands, strips, panels, empty buckets and maps
    QColor track = {};        // the track behind a bar
    QColor veil = {};         // over a plot while it waits: what is under it shows through

    // Chart series (Paul Tol's colour-blind-safe colours in the light theme), each with one meaning.
    QColor mainSeries = {};      // the main line or bars, RingLab's figures
    QColor alarmRed = {};        // the load limit and what crosses it; kills, failures
    QColor accentOrange = {};    // the current setting's marker; slow-downs
    QColor recoveryTeal = {};    // revivals, a node steady again; theory
    QColor flapPurple = {};      // flaps, keys remapped
    QColor histogramBlue = {};   // the load histogram's bins within the limit
    QColor baselineGrey = {};    // what a figure is set against: the article's, plain key load
    QColor noTransferCell = {};  // the transfer matrix's diagonal: nothing moves to itself

    // Verdicts (Okabe & Ito's bluish green and vermillion in the light theme).
    QColor goodVerdict = {};     // passes, spread evenly, matches the article, holds
    QColor badVerdict = {};      // fails, clustered
    QColor cautionVerdict = {};  // amber text: too regular, differs from the article
    QColor unsureVerdict = {};   // too few inputs to tell; indicative only
    QColor differsBadge = {};    // an amber badge: differs from the article
    QColor onBadge = {};         // text on a verdict's badge and on a filled bit
    QColor onDiffersBadge = {};  // text on the amber badge
    QColor goodGround = {};      // behind a requirement that holds
    QColor badGround = {};       // behind one that does not
    QColor noteGround = {};      // behind a lesson's revealed answer
    QColor guess = {};           // a guess: a picked choice, Reveal, the guess slider (a fill)
    QColor onGuess = {};         // text on the guess fill

    // The ring view's own: the marks on a Maglev table's entries that changed owner, set apart
    // from every member's colour.
    QColor changedEntryMark = {};

    // The hash explorer's own. The flipped input bit and the output bits it changed share one
    // colour, so the eye links cause and effect.
    QColor flippedBit = {};
    QColor speedBar = {};   // a hash's nanoseconds per key
    QColor vnodeTick = {};  // a virtual node on the strip
    // How likely an output bit flips, 0 … 1: a diverging scale (Paul Tol's "BuRd" in the light
    // theme), the ground's neighbour in the middle.
    std::array<QColor, 9> flipScale = {};

    // Outlines, axes and the ring's circle are this much heavier (high contrast).
    double lineScale = 1.0;
};

// The theme shown; Light until setTheme says otherwise.
const Theme& current();
const Theme& theme(ThemeId id);
// The ground under a label or over a plot, `alpha` (0 … 255) opaque.
QColor ground(int alpha);

// The names the settings and `ringlab --theme` use: light, dark, high-contrast.
QString themeKey(ThemeId id);
std::optional<ThemeId> themeFromKey(const QString& key);
QStringList themeKeys();
// The theme's name in the View > Theme menu.
QString themeName(ThemeId id);

// Shows `id`: the views' colours, and the widgets' (the application palette, Fusion style for
// the dark ones; Light brings back the platform's own). Emits ThemeSignals::themeChanged when
// the theme changes.
void setTheme(ThemeId id);

// Tells the views that cache a picture of themselves, or build a chart with the colours baked
// in, that the theme changed.
class ThemeSignals : public QObject {
    Q_OBJECT

public:
    static ThemeSignals* instance();

signals:
    void themeChanged();
};

}  // namespace ringlab::ui::palette
