// What GameSession and ScoreModel offer a game's own controls: legal actions
// by their notation, applying one by its text, a face-up row's card name, the
// open chooser's row, card groups on the rows, and per-seat notes with the
// scoring (Janken Rummy's Rummy doubling is one).
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
    void cardNameOnlyForFaceUpRows();
    void pendingRowFollowsTheChooser();
    void groupsMarkTheirCards();
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
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QVERIFY(session.input()->humanActionTexts().isEmpty());
    QCOMPARE(session.start(jankenSetup()), QString());
    QVERIFY(waitFor([&] { return session.input()->humanTurn(); }));
    const QStringList texts = session.input()->humanActionTexts();
    QVERIFY(texts.contains(QStringLiteral("draw stock")));
    for (const QString& t : texts) QVERIFY(!t.isEmpty());
    const auto before = session.state()->history().size();
    QVERIFY(session.input()
                ->applyActionText(QStringLiteral("fly away"))
                .startsWith(QStringLiteral("Not a move")));
    // Well formed but not legal now: the engine's reason, nothing applied.
    const QString why = session.input()->applyActionText(QStringLiteral("layoff 7S 1"));
    QVERIFY2(!why.isEmpty(), "an illegal lay-off was accepted");
    QCOMPARE(session.input()->explanation(), why);
    QCOMPARE(session.state()->history().size(), before);
    QCOMPARE(session.input()->applyActionText(QStringLiteral("draw stock")), QString());
    QCOMPARE(session.state()->history().size(), before + 1);
    QVERIFY(!session.input()->humanActionTexts().contains(QStringLiteral("draw stock")));
}

void TestControlsApi::cardNameOnlyForFaceUpRows() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QCOMPARE(session.start(jankenSetup()), QString());
    QVERIFY(waitFor([&] { return session.input()->humanTurn(); }));
    CardModel& cards = *session.cards();
    int up = 0, down = 0;
    for (int r = 0; r < cards.rowCount(); ++r) {
        const QString name = session.cardName(r);
        if (cards.isFaceUp(r)) {
            // A name for people, never the notation's code ("7S").
            const QString code =
                QString::fromStdString(session.state()->deck().format(cards.cardOfRow(r)));
            QVERIFY(!name.isEmpty());
            QVERIFY2(name != code, qPrintable(name));
            ++up;
        } else {
            QCOMPARE(name, QString());
            ++down;
        }
    }
    QVERIFY(up >= 10 && down > 0);
    QCOMPARE(session.cardName(-1), QString());
    QCOMPARE(session.cardName(cards.rowCount()), QString());
}

void TestControlsApi::pendingRowFollowsTheChooser() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QCOMPARE(session.start(jankenSetup()), QString());
    QVERIFY(waitFor([&] { return session.input()->humanTurn(); }));
    QCOMPARE(session.input()->applyActionText(QStringLiteral("draw stock")), QString());
    QVERIFY(waitFor([&] { return session.input()->humanTurn(); }));
    QCOMPARE(session.input()->pendingRow(), -1);
    // Any hand card may be discarded now, and may be meant for a meld: a chooser opens.
    int row = -1;
    for (int r = 0; r < session.cards()->rowCount() && row < 0; ++r)
        if (session.cards()->isPlayable(r) && session.cards()->isFaceUp(r)) row = r;
    QVERIFY(row >= 0);
    session.input()->clickCard(row);
    if (session.input()->chooser()->count() > 0) {
        QCOMPARE(session.input()->pendingRow(), row);
        session.input()->cancel();
    }
    QCOMPARE(session.input()->pendingRow(), -1);
}

// Bots play Janken Rummy until melds lie on the table: every group of the
// shown view marks its cards' rows with the group and the place in it.
void TestControlsApi::groupsMarkTheirCards() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QVariantMap setup = jankenSetup();
    setup[QStringLiteral("seats")] =
        QVariantList{QVariantMap{{QStringLiteral("kind"), QStringLiteral("heuristic")}},
                     QVariantMap{{QStringLiteral("kind"), QStringLiteral("heuristic")}}};
    QCOMPARE(session.start(setup), QString());
    QVERIFY(waitFor([&] { return session.groups().size() >= 2 || session.gameOver(); }, 60000));
    QVERIFY(waitFor([&] { return !session.busy() || session.gameOver(); }));
    const SeatView seen = session.state()->view(session.viewer());
    QCOMPARE(session.groups().size(), static_cast<qsizetype>(seen.groups.size()));
    const CardModel& cards = *session.cards();
    for (std::size_t g = 0; g < seen.groups.size(); ++g) {
        const QVariantMap shown = session.groups()[static_cast<qsizetype>(g)].toMap();
        QCOMPARE(shown["number"].toInt(), seen.groups[g].number);
        QVERIFY(shown["caption"].toString().contains(QString::number(seen.groups[g].number)));
        for (std::size_t k = 0; k < seen.groups[g].cards.size(); ++k) {
            const int row = cards.rowOfCard(seen.groups[g].cards[k]);
            QCOMPARE(cards.data(cards.index(row), CardModel::GroupRole).toInt(), int(g));
            QCOMPARE(cards.data(cards.index(row), CardModel::GroupSlotRole).toInt(), int(k));
        }
    }
}

// Bot games until one hand ends in a Rummy: that hand's row carries the note
// for the winner, and no other row has one.
void TestControlsApi::rummyIsNotedInTheScoreSheet() {
    int rummies = 0;
    for (int seed = 1; seed <= 12 && rummies == 0; ++seed) {
        GameSession session;
        session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
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
