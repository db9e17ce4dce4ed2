#include "lesson_player.h"

#include <QCoreApplication>
#include <QFile>
#include <QSettings>
#include <algorithm>

#include "catalog/registry.h"
#include "present/table_text.h"

namespace felt::app {

namespace {

QString lessonPath(const QString& gameId) {
    return QStringLiteral(":/lessons/%1.json").arg(gameId);
}

QString lessonText(const std::string& text) {
    return QCoreApplication::translate("lessons", text.c_str());
}

}  // namespace

LessonPlayer::LessonPlayer(QObject* parent) : QObject(parent) {}

LessonPlayer::~LessonPlayer() = default;

void LessonPlayer::setSession(GameSession* session) {
    if (session == session_) return;
    if (session_) disconnect(session_, nullptr, this, nullptr);
    stop();
    session_ = session;
    if (session_) {
        connect(session_, &GameSession::settled, this, &LessonPlayer::show);
        // The learner goes on (chooses cards for the asked combination): the
        // answer to what they did before is no longer about what they do.
        connect(session_->input(), &TableInput::selectionChanged, this, [this] {
            if (reply_.isEmpty()) return;
            reply_.clear();
            emit stepChanged();
        });
        // Another game (New, Open, Restart...) ends the lesson, asking nothing.
        connect(session_, &GameSession::gameChanged, this, [this] {
            if (walk_ && !session_->guided()) stop();
        });
        // A real game played to its end by a person: no longer new to it.
        connect(session_, &GameSession::gameFinished, this, [this] {
            const QVariantList seats = session_->setup().value(QStringLiteral("seats")).toList();
            const bool person = std::any_of(seats.begin(), seats.end(), [](const QVariant& seat) {
                return seat.toMap().value(QStringLiteral("kind")) == QStringLiteral("human");
            });
            if (person && !session_->guided()) keep(kPlayed, session_->gameId());
        });
    }
    emit changed();
}

QString LessonPlayer::start(const QString& gameId) {
    if (!session_) return tr("No table to play the lesson at.");
    QFile file(lessonPath(gameId));
    if (!file.open(QIODevice::ReadOnly)) return tr("There is no lesson for this game.");
    Lesson lesson;
    std::string error = loadLesson(file.readAll().toStdString(), lesson);
    auto walk = error.empty() ? LessonWalk::start(lesson, error) : nullptr;
    if (!walk) return QString::fromStdString(error);
    // The session deals the record's game from its start; the walk keeps the moves.
    GameRecord deal = lesson.record;
    deal.actions.clear();
    deal.id.clear();
    const GameInfo* game = findGame(deal.game);
    deal.seats.assign(static_cast<std::size_t>(deal.config.players), SeatSetup{});
    for (int s = 0; s < deal.config.players; ++s)
        deal.seats[static_cast<std::size_t>(s)].kind =
            s == lesson.learner ? "human" : defaultBot(*game).toStdString();
    LoadedGame loaded = loadRecord(writeRecord(deal));
    if (!loaded.state) return QString::fromStdString(loaded.error);
    stop();
    walk_ = std::move(walk);
    emit changed();
    const QString problem = session_->startGuided(
        std::move(loaded), {this, [this](const Action& move) { return vet(move); }});
    if (!problem.isEmpty()) stop();
    return problem;
}

void LessonPlayer::stop() {
    walk_.reset();
    waiting_ = nullptr;
    kind_.clear();
    reply_.clear();
    shown_ = -1;
    emit changed();
    emit stepChanged();
}

std::optional<Action> LessonPlayer::actionOf(const std::string& text) const {
    return walk_ ? walk_->state().parse(text) : std::nullopt;
}

void LessonPlayer::decide(std::unique_ptr<GameState>, std::shared_ptr<const EventList>,
                          Decided decided) {
    waiting_ = std::move(decided);
    playNext();
}

void LessonPlayer::playNext() {
    if (!walk_ || !waiting_ || walk_->next().kind != LessonWalk::BeatKind::Opponent) return;
    const std::optional<Action> move = actionOf(walk_->next().text);
    if (!move || !walk_->advance()) return;  // never with a checked lesson
    kind_.clear();
    reply_.clear();
    emit stepChanged();
    std::exchange(waiting_, nullptr)(*move, 0);
}

// Called whenever the table caught up with a move: the walk says what now.
void LessonPlayer::show() {
    if (!walk_) return;
    const LessonWalk::Beat beat = walk_->next();
    // The round's summary is not shown in a lesson (its bubbles tell it): a
    // move still to come goes on to the next round at once.
    if (session_->roundOver() && (beat.kind == LessonWalk::BeatKind::Opponent ||
                                  beat.kind == LessonWalk::BeatKind::Expect)) {
        session_->continueAfterRound();
        return;
    }
    reply_.clear();
    switch (beat.kind) {
        case LessonWalk::BeatKind::Opponent:
        case LessonWalk::BeatKind::Broken:
            kind_.clear();
            break;
        case LessonWalk::BeatKind::Show:
            kind_ = QStringLiteral("continue");
            break;
        case LessonWalk::BeatKind::Expect:
            kind_ = QStringLiteral("expect");
            break;
        case LessonWalk::BeatKind::End:
            kind_ = QStringLiteral("end");
            break;
    }
    if (beat.step >= 0) shown_ = beat.step;
    emit stepChanged();
    if (beat.kind == LessonWalk::BeatKind::Expect && session_->input()->humanTurn()) {
        // The asked card or button glows as a hint's move does.
        if (const auto move = actionOf(beat.text)) session_->input()->showHint(*move, {});
        session_->input()->setExplanation({});
    }
    if (beat.kind == LessonWalk::BeatKind::End) finish();
}

void LessonPlayer::proceed() {
    if (!walk_ || walk_->next().kind != LessonWalk::BeatKind::Show) return;
    walk_->advance();
    if (walk_->next().kind == LessonWalk::BeatKind::Opponent && !session_->roundOver())
        playNext();  // the seat to act was asked already and waits for this
    else
        show();
}

bool LessonPlayer::vet(const Action& move) {
    if (!walk_) return true;
    const LessonWalk::Beat beat = walk_->next();
    if (beat.kind != LessonWalk::BeatKind::Expect) {
        reply_ = beat.kind == LessonWalk::BeatKind::End
                     ? tr("The lesson is over: play a real game or read the rules.")
                     : tr("Read the bubble first, then press Continue.");
        emit stepChanged();
        return false;
    }
    const GameState& before = walk_->state();
    const Phrase illegal = before.explainIllegal(move);
    switch (walk_->answer(move)) {
        case LessonWalk::Answer::Right:
            kind_.clear();
            reply_.clear();
            emit stepChanged();
            return true;
        case LessonWalk::Answer::OtherLegal: {
            const std::string& why = walk_->lesson().steps[static_cast<std::size_t>(beat.step)].why;
            reply_ = why.empty() ? tr("That is a good move too, but this lesson asks for another.")
                                 : lessonText(why);
            break;
        }
        case LessonWalk::Answer::Illegal:
            reply_ = TableText(&before.deck(), {}).phrase(illegal);
            break;
    }
    emit stepChanged();
    return false;
}

void LessonPlayer::finish() {
    keep(kDone, gameId());
}

QStringList LessonPlayer::kept(const char* key) const {
    const QString name = QLatin1String(key);
    return remember_ ? QSettings().value(name).toStringList() : keptHere_.value(name);
}

void LessonPlayer::keep(const char* key, const QString& gameId) {
    if (gameId.isEmpty() || kept(key).contains(gameId)) return;
    const QString name = QLatin1String(key);
    if (remember_)
        QSettings().setValue(name, kept(key) << gameId);
    else
        keptHere_[name] << gameId;
    emit progressChanged();
}

QString LessonPlayer::playRealGame() {
    if (!walk_ || !session_) return tr("No lesson is being played.");
    const QString id = gameId();
    const int players = walk_->lesson().record.config.players;
    stop();
    // A person in seat 0, the game's default (Casual) bots in the others.
    return session_->start({{QStringLiteral("game"), id}, {QStringLiteral("players"), players}});
}

QString LessonPlayer::gameId() const {
    return walk_ ? QString::fromStdString(walk_->lesson().game) : QString();
}

QString LessonPlayer::title() const {
    return walk_ ? lessonText(walk_->lesson().title) : QString();
}

QString LessonPlayer::text() const {
    if (!walk_ || shown_ < 0 || kind_.isEmpty()) return {};
    return lessonText(walk_->lesson().steps[static_cast<std::size_t>(shown_)].text);
}

int LessonPlayer::steps() const {
    return walk_ ? static_cast<int>(walk_->lesson().steps.size()) : 0;
}

QVariantMap LessonPlayer::anchor() const {
    if (!walk_ || shown_ < 0 || kind_.isEmpty() || !session_ || !session_->state()) return {};
    const LessonAnchor& a = walk_->lesson().steps[static_cast<std::size_t>(shown_)].anchor;
    static const char* const kKinds[] = {"table", "zone", "card", "button", "plate", "stat"};
    const std::string key = a.seat >= 0 ? a.name + "." + std::to_string(a.seat) : a.name;
    int zone = -1;
    const QVariantList zones = session_->zones();
    for (int i = 0; a.kind == LessonAnchor::Kind::Zone && i < zones.size(); ++i)
        if (zones[i].toMap().value(QStringLiteral("key")).toString().toStdString() == key) zone = i;
    int row = -1;
    const Deck& deck = session_->state()->deck();
    const auto face = a.kind == LessonAnchor::Kind::Card ? deck.parseFace(a.name) : std::nullopt;
    const CardModel& cards = *session_->cards();
    for (int r = 0; face && row < 0 && r < cards.rowCount(); ++r) {
        const CardId id = cards.cardOfRow(r);
        if (id != kNoCard && cards.isFaceUp(r) && deck.format(id) == deck.formatFace(*face))
            row = r;
    }
    return {{QStringLiteral("kind"), QLatin1String(kKinds[static_cast<int>(a.kind)])},
            {QStringLiteral("name"), QString::fromStdString(a.name)},
            {QStringLiteral("seat"), a.seat},
            {QStringLiteral("zone"), zone},
            {QStringLiteral("row"), row}};
}

QStringList LessonPlayer::lessons() const {
    QStringList ids;
    for (const GameInfo& g : allGames())
        if (QFile::exists(lessonPath(QString::fromStdString(g.id))))
            ids << QString::fromStdString(g.id);
    return ids;
}

}  // namespace felt::app
