#include "review_mode.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

#include "session/game_session.h"

namespace felt::app {

ReviewMode::ReviewMode(GameSession& session) : session_(session) {
    // Cards take their rows once the position has been dealt out: glow then.
    connect(&session_, &GameSession::settled, this, [this] {
        if (active()) session_.cards()->setHinted(better_);
    });
}

ReviewMode::~ReviewMode() {
    stopAnalysis();
}

int ReviewMode::length() const {
    return full_ ? static_cast<int>(full_->history().size()) : 0;
}

QString ReviewMode::where() const {
    if (!active()) return {};
    if (position_ == 0)
        return QCoreApplication::translate("review", "The deal, before the first move");
    const QString move =
        QCoreApplication::translate("review", "after move %1 of %2").arg(position_).arg(length());
    if (roundStarts_.size() < 2) return move.left(1).toUpper() + move.mid(1);
    int round = 0;
    for (const QVariant& start : roundStarts_)
        if (start.toInt() < position_) ++round;
    //: Where a replay stands: "Round 2, after move 5 of 40".
    return QCoreApplication::translate("review", "Round %1, %2").arg(round).arg(move);
}

bool ReviewMode::offersAnalysis() const {
    // The analysis knows every hand: only for a game that is over.
    return full_ && showsAll_ && session_.game() && session_.game()->reviewable;
}

int ReviewMode::reviewedSeat() const {
    for (int s = 0; s < full_->players(); ++s)
        if (session_.isHuman(s)) return s;
    return 0;
}

void ReviewMode::start() {
    const GameState* now = session_.state();
    if (active() || !now || now->history().empty()) return;
    full_ = now->clone();
    showsAll_ = full_->isTerminal();
    // In hot-seat the person at the screen now; while it is handed over, nobody.
    seat_ = session_.handoverSeat() >= 0 ? -1 : session_.viewer();
    if (seat_ >= 0 && !session_.isHuman(seat_)) seat_ = -1;
    // The round each position belongs to, replayed once.
    roundStarts_.clear();
    std::string error;
    auto replay = createGame(*session_.game(), full_->config(), error);
    int round = -1;
    for (std::size_t i = 0; replay && i <= full_->history().size(); ++i) {
        if (replay->roundIndex() != round) {
            round = replay->roundIndex();
            roundStarts_ << static_cast<int>(i);
        }
        if (i < full_->history().size()) replay->applyLegal(full_->history()[i], nullptr);
    }
    marks_.clear();
    emit marksChanged();
    seek(length());
}

void ReviewMode::seek(int position) {
    if (!active()) return;
    position_ = std::clamp(position, 0, length());
    std::string error;
    auto shown = createGame(*session_.game(), full_->config(), error);
    if (!shown) return;
    for (int i = 0; i < position_; ++i)
        shown->applyLegal(full_->history()[static_cast<std::size_t>(i)], nullptr);
    session_.showPosition(std::move(shown));
    showMark();
    emit changed();
}

void ReviewMode::stepRound(int direction) {
    int target = direction > 0 ? length() : 0;
    for (const QVariant& v : roundStarts_) {
        const int start = v.toInt();
        if (direction > 0 && start > position_) {
            target = start;
            break;
        }
        if (direction < 0 && start < position_) target = start;
    }
    seek(target);
}

void ReviewMode::leave() {
    if (!active()) return;
    stopAnalysis();
    std::unique_ptr<GameState> back = std::move(full_);
    note_.clear();
    marks_.clear();
    session_.showPosition(std::move(back));
    emit marksChanged();
    emit changed();
}

void ReviewMode::abandon() {
    if (!active()) return;
    stopAnalysis();
    full_.reset();
    note_.clear();
    marks_.clear();
    emit marksChanged();
    emit changed();
}

QVariantList ReviewMode::marks() const {
    QVariantList out;
    for (const ReviewMark& m : marks_)
        out << QVariantMap{{QStringLiteral("position"), m.index}, {QStringLiteral("cost"), m.cost}};
    return out;
}

void ReviewMode::showMark() {
    note_.clear();
    better_ = {};
    for (const ReviewMark& m : marks_) {
        if (m.index != position_) continue;
        const QString played = session_.actionText(m.played);
        const QString best = session_.actionText(m.better);
        const int points = std::max(1, static_cast<int>(std::lround(m.cost)));
        //: At a costly decision: %1 the move made (a button's wording).
        const QString chose = QCoreApplication::translate("review", "Here you chose “%1”.");
        //: At a costly decision: %1 the better move (a button's wording).
        const QString better = QCoreApplication::translate(
            "review", "“%1” would have left you about %n point(s) better off.", nullptr, points);
        note_ = chose.arg(played) + QLatin1Char(' ') + better.arg(best);
        better_ = m.better.cards;
    }
    session_.cards()->setHinted(better_);
}

void ReviewMode::analyse() {
    if (!offersAnalysis() || analysing()) return;
    stop_ = std::stop_source();
    const GameInfo* game = session_.game();
    std::shared_ptr<GameState> state(full_->clone());
    const int seat = reviewedSeat();
    const std::stop_token stop = stop_.get_token();
    progress_ = QCoreApplication::translate("review", "Looking at your decisions…");
    thread_ = QThread::create([this, game, state, seat, stop] {
        auto found = reviewSeat(
            *game, *state, seat, state->config().seed, {}, stop, [this](int done, int all) {
                QMetaObject::invokeMethod(this, [this, done, all] {
                    progress_ =
                        QCoreApplication::translate("review", "Looked at %1 of %2 decisions…")
                            .arg(done)
                            .arg(all);
                    emit marksChanged();
                });
            });
        QMetaObject::invokeMethod(this, [this, found = std::move(found), stop]() mutable {
            if (stop.stop_requested()) return;
            marks_ = std::move(found);
            progress_ = verdict();
            showMark();
            emit changed();
        });
    });
    QThread* thread = thread_;
    connect(thread, &QThread::finished, this, [this, thread] {
        thread->deleteLater();
        if (thread_ == thread) thread_ = nullptr;
        emit marksChanged();
    });
    thread->start();
    emit marksChanged();
}

QString ReviewMode::verdict() const {
    const int seat = reviewedSeat();
    const Result result = full_->result();
    const auto score = [&result](int s) { return result.scores[static_cast<std::size_t>(s)]; };
    const bool won =
        std::find(result.winners.begin(), result.winners.end(), seat) != result.winners.end();
    const auto count = static_cast<int>(marks_.size());
    if (won)
        return marks_.empty()
                   ? QCoreApplication::translate(
                         "review", "You won, and no decision of yours clearly cost you points.")
                   : QCoreApplication::translate(
                         "review",
                         "You won. Still, %n decision(s) cost you points: see the red "
                         "marks on the bar.",
                         nullptr, count);
    const int leader = result.winners.empty() ? seat : result.winners.front();
    const int behind = score(leader) - score(seat);
    //: How far the person finished behind the winner: "You finished 12 points behind Ann."
    const QString gap =
        behind > 0 ? QCoreApplication::translate("review", "You finished %n point(s) behind %1.",
                                                 nullptr, behind)
                         .arg(session_.seatName(leader))
                   : QCoreApplication::translate("review", "You finished level on points with %1.")
                         .arg(session_.seatName(leader));
    if (marks_.empty())
        return QCoreApplication::translate(
                   "review", "Probably not: no decision of yours clearly cost you points.") +
               QLatin1Char(' ') + gap;
    double cost = 0;
    for (const ReviewMark& m : marks_) cost += m.cost;
    const int worth = std::max(1, static_cast<int>(std::lround(cost)));
    // The costs are averages of play-outs, round by round: enough to tell a
    // game thrown away from one lost on the cards, not a promise.
    const QString marked = QCoreApplication::translate(
        "review", "%n decision(s) cost you points (red marks on the bar).", nullptr, count);
    const QString value = QCoreApplication::translate(
        "review", "Better moves there would have been worth about %n point(s).", nullptr, worth);
    const QString answer = worth > behind ? QCoreApplication::translate("review", "Yes, probably.")
                                          : QCoreApplication::translate("review", "Probably not.");
    return QStringList{answer, marked, value, gap}.join(QLatin1Char(' '));
}

void ReviewMode::stopAnalysis() {
    if (!thread_) return;
    stop_.request_stop();
    disconnect(thread_, nullptr, this, nullptr);
    thread_->wait();
    delete thread_;
    thread_ = nullptr;
}

}  // namespace felt::app
