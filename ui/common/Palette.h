// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

#include <array>

// Every colour the views, charts and panels paint with, named for what it is for. A member's
// colour comes from MemberColors.
namespace ringlab::ui::palette {

// Ground and text.
inline constexpr QRgb kBackground = 0xffffffff;  // every view, chart and exported image
inline constexpr QRgb kInk = 0xff222222;         // text, axes, outlines; the fair line in charts
inline constexpr QRgb kCounterInk = 0xff333333;  // a count beside a caption's title, a step lighter
inline constexpr QRgb kSoftInk = 0xff444444;     // explanations under a figure; lines a step softer than ink
inline constexpr QRgb kMutedInk = 0xff666666;    // what steps back: dimmed members, setups, scales
inline constexpr QRgb kErrorInk = 0xffb42318;    // an error message

// Rules and grounds.
inline constexpr QRgb kGrid = 0xffdddddd;         // chart gridlines
inline constexpr QRgb kRule = 0xffc9ced6;         // cell and band borders, the rule between two panels
inline constexpr QRgb kFrame = 0xff8a8f98;        // round a heat map and its colour scale
inline constexpr QRgb kStripFrame = 0xffb4bac3;   // round the virtual-node strip
inline constexpr QRgb kPanelGround = 0xfff4f5f7;  // cells, caption bands, strips, panels, empty buckets and maps
inline constexpr QRgb kTrack = 0xffe3e6ea;        // the track behind a bar
inline constexpr QRgb kVeil = 0xd2ffffff;         // over a plot while it waits: what is under it shows through

// Chart series: Paul Tol's colour-blind-safe colours, each with one meaning.
inline constexpr QRgb kMainSeries = 0xff004488;      // high-contrast blue: the main line or bars, RingLab's figures
inline constexpr QRgb kAlarmRed = 0xffcc3311;        // the load limit and what crosses it; kills, failures
inline constexpr QRgb kAccentOrange = 0xffee7733;    // the current setting's marker; slow-downs
inline constexpr QRgb kRecoveryTeal = 0xff009988;    // revivals, a node steady again; theory
inline constexpr QRgb kFlapPurple = 0xffaa3377;      // flaps, keys remapped
inline constexpr QRgb kHistogramBlue = 0xff4477aa;   // the load histogram's bins within the limit
inline constexpr QRgb kBaselineGrey = 0xffbbbbbb;    // what a figure is set against: the article's, plain key load
inline constexpr QRgb kNoTransferCell = 0xffeeeeee;  // the transfer matrix's diagonal: nothing moves to itself

// Verdicts: Okabe & Ito's bluish green and vermillion, told apart by colour-blind viewers too.
inline constexpr QRgb kGoodVerdict = 0xff007a5a;     // passes, spread evenly, matches the article, holds
inline constexpr QRgb kBadVerdict = 0xffc0460a;      // fails, clustered
inline constexpr QRgb kCautionVerdict = 0xff8a5a00;  // amber text: too regular, differs from the article
inline constexpr QRgb kUnsureVerdict = 0xff5f6670;   // too few inputs to tell; indicative only
inline constexpr QRgb kDiffersBadge = 0xffe6a100;    // an amber badge with ink on it: differs from the article
inline constexpr QRgb kGoodGround = 0xffe6f2e9;      // behind a requirement that holds
inline constexpr QRgb kBadGround = 0xfff9e0da;       // behind one that does not

// The ring view's own: the marks on a Maglev table's entries that changed owner, near-black
// beside any member's colour.
inline constexpr QRgb kChangedEntryMark = 0xff111111;

// The hash explorer's own.
// The flipped input bit and the output bits it changed share one colour (Okabe & Ito's
// vermillion), so the eye links cause and effect.
inline constexpr QRgb kFlippedBit = 0xffd55e00;
inline constexpr QRgb kSpeedBar = 0xff3b6ea5;   // a hash's nanoseconds per key
inline constexpr QRgb kVnodeTick = 0xff6f7682;  // a virtual node on the strip
// How likely an output bit flips, 0 … 1: Paul Tol's diverging "BuRd", white in the middle.
inline constexpr std::array<QRgb, 9> kFlipScale{0xff2166ac, 0xff4393c3, 0xff92c5de, 0xffd1e5f0, 0xfff7f7f7,
                                                0xfffddbc7, 0xfff4a582, 0xffd6604d, 0xffb2182b};

}  // namespace ringlab::ui::palette
