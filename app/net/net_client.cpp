#include "net_client.h"

#include "host_messages.h"

namespace felt::net {

NetClient::NetClient(QObject* parent) : QObject(parent) {
    socket_.setMaxAllowedIncomingMessageSize(kMaxHostMessageBytes);
    socket_.setMaxAllowedIncomingFrameSize(kMaxHostMessageBytes);
    connect(&socket_, &QWebSocket::connected, this,
            [this] { socket_.sendTextMessage(QString::fromUtf8(encode(hello_))); });
    connect(&socket_, &QWebSocket::textMessageReceived, this, &NetClient::onText);
    connect(&socket_, &QWebSocket::disconnected, this, &NetClient::closed);
}

void NetClient::join(const QUrl& url, const Hello& hello) {
    hello_ = hello;
    token_ = hello.token;
    socket_.open(url);
}

void NetClient::act(const std::string& text) {
    socket_.sendTextMessage(QString::fromUtf8(encode(Act{text, token_})));
}

void NetClient::setReady(bool ready) {
    socket_.sendTextMessage(QString::fromUtf8(encode(Ready{ready, token_})));
}

void NetClient::askHint() {
    socket_.sendTextMessage(QString::fromUtf8(encode(AskHint{token_})));
}

void NetClient::close() {
    socket_.close();
}

void NetClient::onText(const QString& text) {
    const QByteArray bytes = text.toUtf8();
    HostMessage message;
    if (std::string why = readHostMessage(bytes, message); !why.empty()) {
        unreadable_.push_back(why);
        return;
    }
    if (onMessage) onMessage(bytes, message);
    take(message);
}

void NetClient::take(HostMessage& message) {
    if (auto* m = std::get_if<WireWelcome>(&message)) {
        token_ = m->token;
        welcome_ = std::move(*m);
        events_.clear();
        emit welcomed();
    } else if (auto* m = std::get_if<WireSeats>(&message)) {
        seats_ = std::move(*m);
        emit seatsChanged();
    } else if (auto* m = std::get_if<WireState>(&message)) {
        state_ = std::move(*m);
        eventsAtState_ = events_.size();
        emit updated();
    } else if (auto* m = std::get_if<WireEvents>(&message)) {
        // A batch starts where the last ended; a rejoin starts again at 0.
        if (m->from > static_cast<int>(events_.size())) {
            unreadable_.push_back("events: a gap before event " + std::to_string(m->from));
            return;
        }
        events_.resize(static_cast<std::size_t>(m->from));
        for (WireEvent& e : m->events) events_.push_back(std::move(e));
        emit updated();
    } else if (auto* m = std::get_if<WireMoves>(&message)) {
        moves_ = std::move(*m);
        eventsAtMoves_ = events_.size();
        ++movesReceived_;
        emit updated();
    } else if (auto* m = std::get_if<WireRefused>(&message)) {
        refusals_.push_back(*m);
        emit refused(QString::fromStdString(m->reason));
    } else if (auto* m = std::get_if<WireError>(&message)) {
        errors_.push_back(*m);
        emit errorReceived(QString::fromStdString(m->code), QString::fromStdString(m->message));
        if (m->code == "removed") {
            farewell_ = m->message;
            leaving_ = "removed";
            emit hostLeft(QString::fromStdString(m->message));
        }
    } else if (auto* m = std::get_if<WireResult>(&message)) {
        if (!m->record.empty()) record_ = m->record;
        result_ = std::move(*m);
        emit finished();
    } else if (auto* m = std::get_if<WireHint>(&message)) {
        hint_ = std::move(*m);
        emit hinted();
    } else if (auto* m = std::get_if<WireClosing>(&message)) {
        farewell_ = m->reason;
        leaving_ = m->why;
        if (!m->record.empty()) record_ = m->record;
        emit hostLeft(QString::fromStdString(m->reason));
    }
}

}  // namespace felt::net
