// A client of a network table: joins with a hello, keeps the latest of what
// the host said (its seat, the table's seats, its view, its events, its
// moves, the result) and sends moves. It reads the host's messages as
// strictly as the host reads its own. Enough for tests and for a table UI
// to build on; it holds no game and knows no rules. When the host goes away
// (a `closing` message) or removes it, it keeps everything it was told: its
// last view and its events are the game so far as its seat saw it.
#pragma once

#include <QObject>
#include <QUrl>
#include <QWebSocket>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "protocol.h"
#include "wire_types.h"

namespace felt::net {

class NetClient : public QObject {
    Q_OBJECT
public:
    explicit NetClient(QObject* parent = nullptr);

    // Opens `url` (ws://address:port) and says `hello` once connected.
    void join(const QUrl& url, const Hello& hello);
    // Sends a move (the text of one of moves()) with this seat's token.
    void act(const std::string& text);
    // Before the start: says this seat is ready (or no longer is).
    void setReady(bool ready);
    // On this seat's turn: asks the host for a hint (answered in hint()).
    void askHint();
    void close();

    bool isOpen() const { return socket_.state() == QAbstractSocket::ConnectedState; }
    int seat() const { return welcome_ ? welcome_->seat : -1; }
    const std::string& token() const { return token_; }
    const std::optional<WireWelcome>& welcome() const { return welcome_; }
    const WireSeats& seats() const { return seats_; }
    const std::optional<WireState>& state() const { return state_; }
    const std::vector<WireEvent>& events() const { return events_; }
    const WireMoves& moves() const { return moves_; }
    // How many events had come when the last state and the last moves came:
    // each is current while no event came after it (the host sends a move's
    // events first, then the view and the moves after them).
    std::size_t eventsAtState() const { return eventsAtState_; }
    std::size_t eventsAtMoves() const { return eventsAtMoves_; }
    // Moves messages received so far (a new one answers a move sent).
    int movesReceived() const { return movesReceived_; }
    const std::optional<WireResult>& result() const { return result_; }
    const std::vector<WireRefused>& refusals() const { return refusals_; }
    const std::vector<WireError>& errors() const { return errors_; }
    // The last hint the host sent.
    const std::optional<WireHint>& hint() const { return hint_; }
    // Why the host said goodbye (its `closing` sentence, or `removed`), if it did.
    const std::optional<std::string>& farewell() const { return farewell_; }
    // How: "ended" (the game ended for good), "kept" (the host keeps it to
    // continue later), "removed" (this seat was freed) or "" (not said).
    const std::string& leaving() const { return leaving_; }
    // The game's record (.felt text), once the host sent it: with the result,
    // or when it ended the game for good. "" until then.
    const std::string& record() const { return record_; }
    // Messages from the host that could not be read (each one sentence).
    const std::vector<std::string>& unreadable() const { return unreadable_; }
    QWebSocketProtocol::CloseCode closeCode() const { return socket_.closeCode(); }
    QString closeReason() const { return socket_.closeReason(); }

    // Sees every message as it arrived, raw and read (tests check each one).
    std::function<void(const QByteArray&, const HostMessage&)> onMessage;

signals:
    void welcomed();
    // Who sits where changed, or the game started (seats()).
    void seatsChanged();
    void updated();  // state, events or moves changed
    void refused(const QString& reason);
    void errorReceived(const QString& code, const QString& message);
    void finished();  // the result arrived
    void hinted();    // a hint arrived
    // The host closed the table or removed this seat: `reason` says so. What
    // was seen so far stays (state(), events(), result()).
    void hostLeft(const QString& reason);
    void closed();

private:
    void onText(const QString& text);
    void take(HostMessage& message);

    QWebSocket socket_;
    Hello hello_;
    std::string token_;
    std::optional<WireWelcome> welcome_;
    WireSeats seats_;
    std::optional<WireState> state_;
    std::vector<WireEvent> events_;
    WireMoves moves_;
    std::size_t eventsAtState_ = 0;
    std::size_t eventsAtMoves_ = 0;
    int movesReceived_ = 0;
    std::optional<WireResult> result_;
    std::vector<WireRefused> refusals_;
    std::vector<WireError> errors_;
    std::optional<WireHint> hint_;
    std::optional<std::string> farewell_;
    std::string leaving_;
    std::string record_;
    std::vector<std::string> unreadable_;
};

}  // namespace felt::net
