// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QElapsedTimer>
#include <QPointF>
#include <QTimer>
#include <QWidget>

#include <vector>

class QPainter;

namespace ringlab::ui {

// The presenter's pen and pointer, a transparent layer over a presentation's views.
//
// Pen: freehand strokes, thick, in one of a few bright colours with a light halo so that they
// read on any view; they stay until clear(). Pointer: a large glowing dot that follows the
// mouse (or a tablet's pen) with a short fading trail, and fades once the mouse rests. With
// either on, the layer takes the mouse, so a stroke never clicks the views underneath; with
// both off it lets every mouse event through. Strokes are kept in fractions of the layer's
// size and follow it when the window is resized.
class PresenterOverlay : public QWidget {
    Q_OBJECT

public:
    enum class Tool { None, Pen, Pointer };
    static constexpr int kPenColourCount = 3;

    explicit PresenterOverlay(QWidget* parent);

    Tool tool() const noexcept { return tool_; }
    void setTool(Tool tool);
    // The pen's colour, from 0 (see penColour).
    int penColourIndex() const noexcept { return penColour_; }
    void setPenColourIndex(int index);
    static QColor penColour(int index);
    static QColor pointerColour();
    int strokeCount() const noexcept { return static_cast<int>(strokes_.size()); }
    void clear();

signals:
    void toolChanged(Tool tool);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    struct Stroke {
        QColor colour = {};
        std::vector<QPointF> points = {};  // fractions of the layer's width and height
    };
    struct TrailPoint {
        QPointF at = {};
        qint64 ms = 0;
    };

    QPointF fraction(QPointF position) const;
    QPointF pixels(QPointF fraction) const;
    double penWidth() const;
    void paintStrokes(QPainter& painter) const;
    void paintPointer(QPainter& painter);
    void movePointer(QPointF position);

    Tool tool_ = Tool::None;
    int penColour_ = 0;
    bool drawing_ = false;
    std::vector<Stroke> strokes_;
    // The pointer: where it is, its recent path, and when the mouse last moved.
    bool pointerShown_ = false;
    QPointF pointer_;
    std::vector<TrailPoint> trail_;
    QElapsedTimer sinceStart_;
    qint64 lastMoveMs_ = 0;
    QTimer fadeTimer_;
};

}  // namespace ringlab::ui
