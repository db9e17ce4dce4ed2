// The session's support for a game's own controls (generic, shown here with
// Jump Start, whose table controls use it): typed moves for the person
// deciding, applying a move by its index or its text, move kinds left to the
// controls (no button, no card click), stats shown by their specs, and
// out-of-turn decisions handed over in hot-seat to the seat that decides.
#include <QElapsedTimer>
#include <QTest>
#include <set>

#include "app/wait_for.h"
#include "catalog/registry.h"
#include "games/jumpstart/jumpstart.h"
#include "session/game_session.h"

using namespace felt;
using namespace felt::app;
using felt::test::waitFor;

namespace {

QVariantMap jumpStart(int players, const QStringList& kinds, const QVariantMap& options, int seed) {
    QVariantList seats;
    for (int s = 0; s < players; ++s)
        seats.append(QVariantMap{{QStringLiteral("name"), QStringLiteral("P%1").arg(s)},
                                 {QStringLiteral("kind"), kinds.value(s, "heuristic")}});
    return {{QStringLiteral("game"), QStringLiteral("jumpstart")},
            {QStringLiteral("players"), players},
            {QStringLiteral("options"), options},
            {QStringLiteral("seed"), QString::number(seed)},
            {QStringLiteral("seats"), seats}};
}

bool anyStartsWith(const QStringList& list, const QString& prefix) {
    return std::any_of(list.begin(), list.end(),
                       [&](const QString& t) { return t.startsWith(prefix); });
}

QStringList buttonTexts(GameSession& s) {
    QStringList out;
    for (int i = 0; i < s.input()->actions()->count(); ++i)
        out << s.input()
                   ->actions()
                   ->data(s.input()->actions()->index(i), ActionModel::TextRole)
                   .toString();
    return out;
}

}  // namespace

class TestGameControls : public QObject {
    Q_OBJECT
private slots:
    void ownedKindsHaveNoButtonAndNoClick();
    void movesAreTypedForTheControls();
    void actionByTextMustBeLegal();
    void statsShowAsTheirSpecsSay();
    void dibsAreAskedOfTheClaimantAfterAHandover();
};

void TestGameControls::ownedKindsHaveNoButtonAndNoClick() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    const QVariantMap options{{"marker_trading", "true"}};
    QCOMPARE(session.start(jumpStart(4, {"human"}, options, 3)), QString());
    QVERIFY(waitFor([&] { return session.input()->humanTurn(); }));
    QVERIFY(session.input()->humanActionTexts().contains("concede"));
    QVERIFY(anyStartsWith(session.input()->humanActionTexts(), "offer "));
    QVERIFY(buttonTexts(session).contains("Concede"));

    session.input()->setOwnedKinds({"concede", "offer"});
    QVERIFY(!buttonTexts(session).contains("Concede"));
    QVERIFY(buttonTexts(session).contains("Draw from the stock"));
    // At the start of a first-stage turn the hand cards are only in offers:
    // none is playable and a click opens no chooser. (The piles a draw takes
    // from are playable: a click there draws.)
    std::set<int> piles;
    for (const Action& a : session.state()->legalActions())
        piles.insert(session.state()->describe(a).sourceZone);
    for (int r = 0; r < session.cards()->rowCount(); ++r) {
        if (piles.count(session.cards()->zoneOf(r))) continue;
        QVERIFY(
            !session.cards()->data(session.cards()->index(r), CardModel::PlayableRole).toBool());
        session.input()->clickCard(r);
        QCOMPARE(session.input()->chooser()->count(), 0);
        // Nor can a selection of it be confirmed: an offer belongs to the controls.
        session.cards()->toggleSelected(r);
        QVERIFY(!session.input()->canConfirm());
        const auto before = session.state()->history().size();
        session.input()->confirmSelection();
        QCOMPARE(session.state()->history().size(), before);
        session.cards()->clearSelection();
    }
    session.input()->setOwnedKinds({});
    QVERIFY(buttonTexts(session).contains("Concede"));
}

void TestGameControls::movesAreTypedForTheControls() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    const QVariantMap options{{"marker_trading", "true"}};
    QCOMPARE(session.start(jumpStart(4, {"human"}, options, 3)), QString());
    QVERIFY(waitFor([&] { return session.input()->humanTurn(); }));
    session.input()->setOwnedKinds({"offer"});
    int offers = 0;
    for (const QVariant& v : session.input()->moves()) {
        const QVariantMap m = v.toMap();
        QVERIFY(!m["label"].toString().isEmpty());
        if (m["kind"] != "offer") {
            QVERIFY(!m["owned"].toBool());
            continue;
        }
        ++offers;
        QVERIFY(m["owned"].toBool());
        // An offer names the seat it goes to and the card given (one row, face up).
        const int seat = m["targetSeat"].toInt();
        QVERIFY(seat > 0 && seat < 4);
        QVERIFY(m["label"].toString().contains(session.seatName(seat)));
        const QVariantList rows = m["rows"].toList();
        QCOMPARE(rows.size(), 1);
        QVERIFY(!session.cardName(rows[0].toInt()).isEmpty());
        QVERIFY(m["label"].toString().contains(session.cardName(rows[0].toInt())));
    }
    QVERIFY(offers > 0);
    // Playing a move by its index applies exactly that move.
    const int before = static_cast<int>(session.state()->history().size());
    for (const QVariant& v : session.input()->moves())
        if (v.toMap()["kind"] == "concede") session.input()->playMove(v.toMap()["index"].toInt());
    QCOMPARE(static_cast<int>(session.state()->history().size()), before + 1);
    const auto& js = static_cast<const jumpstart::JumpStartState&>(*session.state());
    QCOMPARE(js.stage(0), jumpstart::Stage::Conceded);
}

void TestGameControls::actionByTextMustBeLegal() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QCOMPARE(session.start(jumpStart(3, {"human"}, {}, 4)), QString());
    QVERIFY(waitFor([&] { return session.input()->humanTurn(); }));
    QVERIFY(!session.input()->applyActionText("lay down").isEmpty());  // not with four cards
    QVERIFY(!session.input()->explanation().isEmpty());
    QVERIFY(!session.input()->applyActionText("fly away").isEmpty());
    QVERIFY(session.input()->humanTurn());
    QCOMPARE(session.input()->applyActionText("concede"), QString());
    QVERIFY(waitFor([&] { return !session.busy() && !session.input()->humanTurn(); }));
    const auto& js = static_cast<const jumpstart::JumpStartState&>(*session.state());
    QCOMPARE(js.stage(0), jumpstart::Stage::Conceded);
}

void TestGameControls::statsShowAsTheirSpecsSay() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QCOMPARE(session.start(jumpStart(3, {"human"}, {}, 4)), QString());
    QVERIFY(waitFor([&] { return session.input()->humanTurn(); }));
    const auto plate = [&](int seat) {
        return session.seats()->data(session.seats()->index(seat), SeatModel::StatsRole).toString();
    };
    QVERIFY(plate(0).contains("first goal"));         // a Words stat reads as its word
    QVERIFY(!plate(0).contains("place"));             // placement 0 ("not placed yet") is hidden
    QVERIFY(!session.tableInfo().contains("Phase"));  // Hidden stats never show as text
    const int dealer = session.stats().value("dealer").toInt();
    QVERIFY(session.tableInfo().contains("Dealer: " + session.seatName(dealer)));
    QVERIFY(session.stats().contains("phase"));  // the controls still get every number
}

// Issue 4, "At the table": in hot-seat the dibs question
// goes to the claimant only, behind the hand-over screen, never to the player
// whose turn it is.
void TestGameControls::dibsAreAskedOfTheClaimantAfterAHandover() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    const QVariantMap options{{"dibs", "true"}};
    QCOMPARE(session.start(jumpStart(3, {"human", "human", "human"}, options, 11)), QString());
    int dibsQuestions = 0;
    for (int step = 0; step < 400 && dibsQuestions < 3 && !session.gameOver(); ++step) {
        QVERIFY(waitFor([&] {
            return !session.busy() && (session.handoverSeat() >= 0 ||
                                       session.input()->humanTurn() || session.gameOver());
        }));
        if (session.gameOver()) break;
        const auto& js = static_cast<const jumpstart::JumpStartState&>(*session.state());
        if (session.handoverSeat() >= 0) {
            QCOMPARE(session.handoverSeat(), js.toAct());
            QVERIFY(session.input()
                        ->humanActionTexts()
                        .isEmpty());  // nothing to decide behind the screen
            session.confirmHandover();
            continue;
        }
        QCOMPARE(session.viewer(), js.toAct());
        const QStringList texts = session.input()->humanActionTexts();
        if (js.phase() == jumpstart::Phase::Claims) {
            ++dibsQuestions;
            QVERIFY(session.viewer() != js.active());
            QVERIFY(texts.contains("claim") && texts.contains("decline"));
            QCOMPARE(session.input()->applyActionText(dibsQuestions == 1 ? "claim" : "decline"),
                     QString());
            continue;
        }
        // Otherwise draw from the stock (dibs windows open after it) and throw
        // the first card away.
        QString pick;
        for (const QString& t : texts)
            if (t == "draw stock" || t == "draw dibs" || t == "lay down" || t.startsWith("discard"))
                pick = t;
        if (pick.isEmpty()) pick = texts.first();
        QCOMPARE(session.input()->applyActionText(pick), QString());
    }
    QVERIFY(dibsQuestions >= 3);
}

QTEST_GUILESS_MAIN(TestGameControls)
#include "tst_game_controls.moc"
