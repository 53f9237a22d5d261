// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Lesson.h"

#include "model/LabModel.h"
#include "model/ScenarioFile.h"
#include "model/Translation.h"
#include "model/core/LabSnapshot.h"

#include <QCoreApplication>
#include <QLocale>

#include <array>
#include <utility>

namespace ringlab {

namespace {

// The context this file's messages are translated in.
struct LessonText {
    Q_DECLARE_TR_FUNCTIONS(Lesson)
};

constexpr std::array kViewNames = {
    std::pair{LessonView::Ring, "ring"},       std::pair{LessonView::Buckets, "buckets"},
    std::pair{LessonView::Compare, "compare"}, std::pair{LessonView::Load, "load"},
    std::pair{LessonView::Sweep, "sweep"},     std::pair{LessonView::Vnodes, "vnodes"},
    std::pair{LessonView::Avalanche, "avalanche"},
};

constexpr std::array kActionTypeNames = {
    std::pair{LessonAction::Kind::AddMember, "add-member"},
    std::pair{LessonAction::Kind::RemoveMember, "remove-member"},
    std::pair{LessonAction::Kind::SetWeight, "set-weight"},
    std::pair{LessonAction::Kind::SetHash, "set-hash"},
    std::pair{LessonAction::Kind::SetReplicas, "set-replicas"},
    std::pair{LessonAction::Kind::SetAlgorithm, "set-algorithm"},
};

constexpr std::array kMeasureNames = {
    std::pair{LessonQuestion::Measure::MovedShare, "moved-share"},
    std::pair{LessonQuestion::Measure::MovedKeys, "moved-keys"},
    std::pair{LessonQuestion::Measure::PeakOfFair, "peak-of-fair"},
    std::pair{LessonQuestion::Measure::KeysOf, "keys-of"},
    std::pair{LessonQuestion::Measure::ShareOf, "share-of"},
};

template <typename Names>
QString joinedNames(const Names& names)
{
    QStringList all;
    for (const auto& [value, name] : names)
        all << QLatin1String(name);
    return all.join(QLatin1String(", "));
}

int memberIndex(const LabState& state, const QString& id)
{
    const std::string wanted = id.toStdString();
    for (std::size_t i = 0; i < state.members.size(); ++i)
        if (state.members[i].id == wanted)
            return static_cast<int>(i);
    return -1;
}

}  // namespace

QString currentLessonLanguage()
{
    const QString language = QLocale().name().section(QLatin1Char('_'), 0, 0);
    return appLanguages().contains(language) ? language : QString::fromLatin1(kFallbackLessonLanguage);
}

QString LocalizedText::text(const QString& language) const
{
    const auto found = byLanguage_.constFind(language);
    if (found != byLanguage_.constEnd())
        return *found;
    return byLanguage_.value(QString::fromLatin1(kFallbackLessonLanguage));
}

QString lessonViewName(LessonView view)
{
    for (const auto& [value, name] : kViewNames)
        if (value == view)
            return QLatin1String(name);
    return {};
}

std::optional<LessonView> findLessonView(const QString& name)
{
    for (const auto& [value, text] : kViewNames)
        if (name == QLatin1String(text))
            return value;
    return std::nullopt;
}

QString lessonViewNames()
{
    return joinedNames(kViewNames);
}

std::vector<LessonView> lessonViews()
{
    std::vector<LessonView> views;
    for (const auto& [value, name] : kViewNames)
        views.push_back(value);
    return views;
}

QString lessonActionTypeName(LessonAction::Kind kind)
{
    for (const auto& [value, name] : kActionTypeNames)
        if (value == kind)
            return QLatin1String(name);
    return {};
}

std::optional<LessonAction::Kind> findLessonActionType(const QString& name)
{
    for (const auto& [value, text] : kActionTypeNames)
        if (name == QLatin1String(text))
            return value;
    return std::nullopt;
}

QString lessonActionTypeNames()
{
    return joinedNames(kActionTypeNames);
}

QString lessonMeasureName(LessonQuestion::Measure measure)
{
    for (const auto& [value, name] : kMeasureNames)
        if (value == measure)
            return QLatin1String(name);
    return {};
}

std::optional<LessonQuestion::Measure> findLessonMeasure(const QString& name)
{
    for (const auto& [value, text] : kMeasureNames)
        if (name == QLatin1String(text))
            return value;
    return std::nullopt;
}

QString lessonMeasureNames()
{
    return joinedNames(kMeasureNames);
}

bool measureIsPercent(LessonQuestion::Measure measure)
{
    return measure == LessonQuestion::Measure::MovedShare || measure == LessonQuestion::Measure::PeakOfFair ||
           measure == LessonQuestion::Measure::ShareOf;
}

bool measureNeedsAction(LessonQuestion::Measure measure)
{
    return measure == LessonQuestion::Measure::MovedShare || measure == LessonQuestion::Measure::MovedKeys;
}

std::optional<double> measuredTruth(const LessonQuestion& question, const LabSnapshot& snapshot)
{
    const auto memberLoad = [&]() -> const MemberLoad* {
        const std::string wanted = question.member.toStdString();
        for (const MemberLoad& load : snapshot.stats.members)
            if (load.id == wanted)
                return &load;
        return nullptr;
    };
    switch (question.measure) {
    case LessonQuestion::Measure::MovedShare:
        if (!snapshot.diff)
            return std::nullopt;
        return snapshot.diff->movedFraction() * 100.0;
    case LessonQuestion::Measure::MovedKeys:
        if (!snapshot.diff)
            return std::nullopt;
        return static_cast<double>(snapshot.diff->movedKeys);
    case LessonQuestion::Measure::PeakOfFair:
        if (snapshot.stats.members.empty())
            return std::nullopt;
        return snapshot.stats.peakOfFair * 100.0;
    case LessonQuestion::Measure::KeysOf:
        if (const MemberLoad* load = memberLoad())
            return static_cast<double>(load->keys);
        return std::nullopt;
    case LessonQuestion::Measure::ShareOf:
        if (const MemberLoad* load = memberLoad())
            return load->share * 100.0;
        return std::nullopt;
    }
    return std::nullopt;
}

int rightChoice(const LessonQuestion& question, double truth)
{
    int best = -1;
    double bestDistance = 0.0;
    for (std::size_t i = 0; i < question.choices.size(); ++i) {
        const LessonQuestion::Choice& choice = question.choices[i];
        const double distance = truth < choice.from ? choice.from - truth : truth > choice.to ? truth - choice.to : 0.0;
        if (best < 0 || distance < bestDistance) {
            best = static_cast<int>(i);
            bestDistance = distance;
        }
    }
    return best;
}

std::variant<LabState, QString> stateAfterAction(const LabState& state, const LessonAction& action)
{
    LabState next = state;
    const int index = memberIndex(state, action.member);
    switch (action.kind) {
    case LessonAction::Kind::AddMember:
        if (index >= 0)
            return LessonText::tr("the node “%1” is already in the lab.").arg(action.member);
        next.members.push_back({action.member.toStdString(), action.weight});
        break;
    case LessonAction::Kind::RemoveMember:
        if (index < 0)
            return LessonText::tr("there is no node “%1” to remove.").arg(action.member);
        if (state.members.size() == 1)
            return LessonText::tr("the last node cannot be removed.");
        next.members.erase(next.members.begin() + index);
        break;
    case LessonAction::Kind::SetWeight:
        if (index < 0)
            return LessonText::tr("there is no node “%1” to reweight.").arg(action.member);
        next.members[static_cast<std::size_t>(index)].weight = action.weight;
        break;
    case LessonAction::Kind::SetHash:
        next.config.hash = action.hash;
        break;
    case LessonAction::Kind::SetReplicas:
        next.config.replicas = action.replicas;
        break;
    case LessonAction::Kind::SetAlgorithm:
        next.config.algorithm = action.algorithm;
        break;
    }
    if (next == state)
        return LessonText::tr("it changes nothing in the scene's lab.");
    if (const QString problem = validateLabState(next); !problem.isEmpty())
        return problem;
    return next;
}

QString playLessonAction(LabModel& lab, const LessonAction& action)
{
    switch (action.kind) {
    case LessonAction::Kind::AddMember: return lab.addMember(action.member, action.weight);
    case LessonAction::Kind::RemoveMember: return lab.removeMember(action.member);
    case LessonAction::Kind::SetWeight: return lab.setWeight(action.member, action.weight);
    case LessonAction::Kind::SetHash: return lab.setHash(action.hash);
    case LessonAction::Kind::SetReplicas: return lab.setReplicas(action.replicas);
    case LessonAction::Kind::SetAlgorithm: return lab.setAlgorithm(action.algorithm);
    }
    return {};
}

}  // namespace ringlab
