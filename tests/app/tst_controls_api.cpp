// What GameSession and ScoreModel offer a game's own controls: legal actions
// by their notation, applying one by its text, a face-up row's card text, the
// open chooser's row, and per-seat notes with the scoring (Janken Rummy's
// Rummy doubling is one).
#include <QElapsedTimer>
#include <QTest>

#include "app/wait_for.h"
#include "catalog/registry.h"
#include "models/score_model.h"
#include "models/seat_model.h"
#include "session/game_session.h"

using namespace felt;
using namespace felt::app;
using felt::test::waitFor;

namespace {

QVariantMap jankenSetup() {
    return {{QStringLiteral("game"), QStringLiteral("janken-rummy")},
            {QStringLiteral("players"), 2},
            {QStringLiteral("seed"), QStringLiteral("11")},
            {QStringLiteral("options"),
             QVariantMap{{QStringLiteral("wild_jokers"), QStringLiteral("true")}}},
            {QStringLiteral("seats"),
             QVariantList{QVariantMap{{QStringLiteral("kind"), QStringLiteral("human")}},
                          QVariantMap{{QStringLiteral("kind"), QStringLiteral("heuristic")}}}}};
}

}  // namespace

class TestControlsApi : public QObject {
    Q_OBJECT
private slots:
    void scoreNotesKeepOnlyTheScoringMessages();
    void actionsAreListedAndPlayedByText();
    void cardTextOnlyForFaceUpRows();
    void pendingRowFollowsTheChooser();
    void zoneCardTextsFollowPositions();
    void dottedStatsStayOffTheSeatPlate();
    void rummyIsNotedInTheScoreSheet();
};

void TestControlsApi::scoreNotesKeepOnlyTheScoringMessages() {
    ScoreModel scores;
    scores.reset(3);
    scores.addNote(1, QStringLiteral("calls dibs"));
    scores.clearNotes();  // a card moved after it: not about the scoring
    scores.addNote(2, QStringLiteral("Rummy! The points double"));
    scores.addNote(7, QStringLiteral("no such seat"));
    scores.addScore(2, 84, 84);
    scores.endRound(1);
    scores.addScore(0, 10, 10);
    scores.endRound(2);
    QCOMPARE(scores.data(scores.index(0), ScoreModel::NotesRole).toList(),
             (QVariantList{QString(), QString(), QStringLiteral("Rummy! The points double")}));
    QCOMPARE(scores.data(scores.index(1), ScoreModel::NotesRole).toList(),
             (QVariantList{QString(), QString(), QString()}));
    QVERIFY(scores.roleNames().values().contains("notes"));
}

void TestControlsApi::actionsAreListedAndPlayedByText() {
    GameSession session;
    session.setAnimationSpeed(GameSession::kMaxSpeed);
    QVERIFY(session.humanActionTexts().isEmpty());
    QCOMPARE(session.start(jankenSetup()), QString());
    QVERIFY(waitFor([&] { return session.humanTurn(); }));
    const QStringList texts = session.humanActionTexts();
    QVERIFY(texts.contains(QStringLiteral("draw stock")));
    for (const QString& t : texts) QVERIFY(!t.isEmpty());
    const auto before = session.state()->history().size();
    QVERIFY(session.applyActionText(QStringLiteral("fly away"))
                .startsWith(QStringLiteral("Not a move")));
    // Well formed but not legal now: the engine's reason, nothing applied.
    const QString why = session.applyActionText(QStringLiteral("layoff 7S 1"));
    QVERIFY2(!why.isEmpty(), "an illegal lay-off was accepted");
    QCOMPARE(session.explanation(), why);
    QCOMPARE(session.state()->history().size(), before);
    QCOMPARE(session.applyActionText(QStringLiteral("draw stock")), QString());
    QCOMPARE(session.state()->history().size(), before + 1);
    QVERIFY(!session.humanActionTexts().contains(QStringLiteral("draw stock")));
}

void TestControlsApi::cardTextOnlyForFaceUpRows() {
    GameSession session;
    session.setAnimationSpeed(GameSession::kMaxSpeed);
    QCOMPARE(session.start(jankenSetup()), QString());
    QVERIFY(waitFor([&] { return session.humanTurn(); }));
    CardModel& cards = *session.cards();
    int up = 0, down = 0;
    for (int r = 0; r < cards.rowCount(); ++r) {
        const QString text = session.cardText(r);
        if (cards.isFaceUp(r)) {
            QCOMPARE(text,
                     QString::fromStdString(session.state()->deck().format(cards.cardOfRow(r))));
            ++up;
        } else {
            QCOMPARE(text, QString());
            ++down;
        }
    }
    QVERIFY(up >= 10 && down > 0);
    QCOMPARE(session.cardText(-1), QString());
    QCOMPARE(session.cardText(cards.rowCount()), QString());
}

void TestControlsApi::pendingRowFollowsTheChooser() {
    GameSession session;
    session.setAnimationSpeed(GameSession::kMaxSpeed);
    QCOMPARE(session.start(jankenSetup()), QString());
    QVERIFY(waitFor([&] { return session.humanTurn(); }));
    QCOMPARE(session.applyActionText(QStringLiteral("draw stock")), QString());
    QVERIFY(waitFor([&] { return session.humanTurn(); }));
    QCOMPARE(session.pendingRow(), -1);
    // Any hand card may be discarded now, and may be meant for a meld: a chooser opens.
    int row = -1;
    for (int r = 0; r < session.cards()->rowCount() && row < 0; ++r)
        if (session.cards()->isPlayable(r) && session.cards()->isFaceUp(r)) row = r;
    QVERIFY(row >= 0);
    session.clickCard(row);
    if (session.chooser()->count() > 0) {
        QCOMPARE(session.pendingRow(), row);
        session.cancel();
    }
    QCOMPARE(session.pendingRow(), -1);
}

void TestControlsApi::zoneCardTextsFollowPositions() {
    GameSession session;
    session.setAnimationSpeed(GameSession::kMaxSpeed);
    QCOMPARE(session.start(jankenSetup()), QString());
    QVERIFY(waitFor([&] { return session.humanTurn(); }));
    const GameState& g = *session.state();
    const SeatView seen = g.view(session.viewer());
    for (int z = 0; z < static_cast<int>(seen.zones.size()); ++z) {
        const QStringList texts = session.zoneCardTexts(z);
        const auto& cards = seen.zones[static_cast<std::size_t>(z)].cards;
        QCOMPARE(texts.size(), static_cast<qsizetype>(cards.size()));
        for (std::size_t i = 0; i < cards.size(); ++i)
            QCOMPARE(texts.at(static_cast<qsizetype>(i)),
                     cards[i].id == kNoCard ? QString()
                                            : QString::fromStdString(g.deck().format(cards[i].id)));
    }
    QVERIFY(session.zoneCardTexts(-1).isEmpty());
}

void TestControlsApi::dottedStatsStayOffTheSeatPlate() {
    SeatModel seats;
    seats.reset({SeatInfo{QStringLiteral("A"), QStringLiteral("human")}});
    SeatView v;
    v.stats = {{"has_laid", 0, 1}, {"meld.1.size", 0, 3}, {"joker.*R", 0, 5}};
    seats.update(v);
    QCOMPARE(seats.data(seats.index(0), SeatModel::StatsRole).toString(),
             QStringLiteral("Has laid 1"));
}

// Bot games until one hand ends in a Rummy: that hand's row carries the note
// for the winner, and no other row has one.
void TestControlsApi::rummyIsNotedInTheScoreSheet() {
    int rummies = 0;
    for (int seed = 1; seed <= 12 && rummies == 0; ++seed) {
        GameSession session;
        session.setAnimationSpeed(GameSession::kMaxSpeed);
        QVariantMap setup = jankenSetup();
        setup[QStringLiteral("seed")] = QString::number(seed);
        setup[QStringLiteral("options")] =
            QVariantMap{{QStringLiteral("target_score"), QStringLiteral("150")}};
        setup[QStringLiteral("seats")] =
            QVariantList{QVariantMap{{QStringLiteral("kind"), QStringLiteral("heuristic")}},
                         QVariantMap{{QStringLiteral("kind"), QStringLiteral("heuristic")}}};
        QStringList said;
        connect(&session, &GameSession::logChanged, this, [&] {
            const QString last = session.log().isEmpty() ? QString() : session.log().constLast();
            if (last.contains(QStringLiteral("Rummy"))) said << last;
        });
        QCOMPARE(session.start(setup), QString());
        QVERIFY(waitFor([&] { return session.gameOver() && !session.busy(); }, 60000));
        ScoreModel& scores = *session.scores();
        int noted = 0;
        for (int r = 0; r < scores.rowCount(); ++r)
            for (const QVariant& note :
                 scores.data(scores.index(r), ScoreModel::NotesRole).toList())
                if (!note.toString().isEmpty()) {
                    QVERIFY(note.toString().startsWith(QStringLiteral("Rummy!")));
                    ++noted;
                }
        QCOMPARE(noted, said.size());
        rummies += noted;
        if (noted > 0) qInfo("seed %d: %d Rummy hand(s) noted", seed, noted);
    }
    QVERIFY2(rummies > 0, "no Rummy in twelve games");
}

QTEST_GUILESS_MAIN(TestControlsApi)
#include "tst_controls_api.moc"
