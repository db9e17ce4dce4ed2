#include "invitation.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QRandomGenerator>
#include <QUrlQuery>
#include <vector>

#include "protocol.h"

namespace felt::net {

namespace {

// Crockford's base 32 (no I, L, O, U); the check character may also be one of
// the five extra symbols, as it counts modulo 37 (a prime).
constexpr char kDigits[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ*~$=U";
constexpr int kBody = 32;
constexpr int kCheck = 37;
constexpr int kPortBits = 16;
// Characters of a whole code: the header, the body (address, port, secret,
// padded with zero bits to whole characters) and the check character.
constexpr int codeChars(int addressBits) {
    return 1 + (addressBits + kPortBits + kInvitationSecretBits + 4) / 5 + 1;
}
constexpr int kIpv4Chars = codeChars(32);   // 24
constexpr int kIpv6Chars = codeChars(128);  // 43

// The value of a body character (look-alikes read as digits), or -1.
int digitValue(QChar c) {
    char a = static_cast<char>(c.toUpper().toLatin1());
    if (a == 'O') a = '0';
    if (a == 'I' || a == 'L') a = '1';
    for (int v = 0; v < kBody; ++v)
        if (kDigits[v] == a) return v;
    return -1;
}

// Position-weighted sum modulo 37. The weights run 1..36 and start again, so
// none is 0 modulo 37 (a single change always shows) and neighbours' weights
// always differ (a swap of two different characters always shows), even in
// an IPv6 code longer than 36 characters.
char checkCharacter(const std::vector<int>& values) {
    int sum = 0;
    for (std::size_t i = 0; i < values.size(); ++i)
        sum = (sum + static_cast<int>(i % (kCheck - 1) + 1) * values[i]) % kCheck;
    return kDigits[sum];
}

// Bits in, base-32 characters out (most significant bit first).
class BitWriter {
public:
    void put(quint64 value, int bits) {
        for (int b = bits - 1; b >= 0; --b) {
            current_ = current_ << 1 | static_cast<int>((value >> b) & 1);
            if (++filled_ == 5) {
                out.push_back(current_);
                current_ = filled_ = 0;
            }
        }
    }
    void finish() {
        if (filled_ > 0) put(0, 5 - filled_);
    }
    std::vector<int> out;

private:
    int current_ = 0;
    int filled_ = 0;
};

class BitReader {
public:
    explicit BitReader(const std::vector<int>& values) : values_(values) {}
    quint64 take(int bits) {
        quint64 value = 0;
        for (int b = 0; b < bits; ++b, ++at_) {
            const int v = values_[at_ / 5];
            value = value << 1 | static_cast<quint64>((v >> (4 - at_ % 5)) & 1);
        }
        return value;
    }
    // What is left holds only zeros (the padding).
    bool restIsZero() {
        while (at_ < values_.size() * 5)
            if (take(1) != 0) return false;
        return true;
    }

private:
    const std::vector<int>& values_;
    std::size_t at_ = 0;
};

QString decodeUrl(const QString& input, Invitation& out) {
    const QUrl url(input, QUrl::StrictMode);
    const bool secure = url.scheme() == QLatin1String("wss");  // a felt-server with TLS
    if (!url.isValid() ||
        (url.scheme() != QLatin1String("felt") && url.scheme() != QLatin1String("ws") && !secure))
        return QCoreApplication::translate(
            "Invitation",
            "This address is not a Felt table's: it starts with felt://, ws:// or wss://.");
    if (url.host().isEmpty())
        return QCoreApplication::translate("Invitation", "This address names no computer.");
    if (url.port() <= 0)
        return QCoreApplication::translate(
            "Invitation", "This address names no port (as in felt://192.168.1.20:47110/?room=…).");
    const QString room = QUrlQuery(url).queryItemValue(QStringLiteral("room"), QUrl::FullyDecoded);
    if (room.isEmpty())
        return QCoreApplication::translate("Invitation",
                                           "This address has no room secret (…/?room=…).");
    if (room.size() > kMaxSecretChars)
        return QCoreApplication::translate("Invitation", "This address's room secret is too long.");
    out = Invitation{url.host(), static_cast<quint16>(url.port()), room, secure};
    return {};
}

}  // namespace

QUrl Invitation::url() const {
    QUrl url;
    url.setScheme(secure ? QStringLiteral("wss") : QStringLiteral("ws"));
    url.setHost(host);
    url.setPort(port);
    return url;
}

QString newInvitationSecret() {
    const quint64 bits = QRandomGenerator::system()->generate64();
    QString secret;
    for (int i = kInvitationSecretChars - 1; i >= 0; --i)
        secret += QLatin1Char(kDigits[(bits >> (5 * i)) & 31]);
    return secret;
}

QString encodeInvitation(const Invitation& invitation, QString& error) {
    QHostAddress address;
    if (!address.setAddress(invitation.host) ||
        (address.protocol() != QAbstractSocket::IPv4Protocol &&
         address.protocol() != QAbstractSocket::IPv6Protocol)) {
        error =
            QCoreApplication::translate("Invitation", "An invitation needs the host's IP address.");
        return {};
    }
    if (invitation.port == 0) {
        error = QCoreApplication::translate("Invitation",
                                            "An invitation needs the port the host listens on.");
        return {};
    }
    quint64 secret = 0;
    bool secretOk = invitation.room.size() == kInvitationSecretChars;
    for (QChar c : invitation.room) {
        const int v = digitValue(c);
        secretOk = secretOk && v >= 0 && kDigits[v] == c.toLatin1();
        secret = secret << 5 | static_cast<quint64>(v & 31);
    }
    if (!secretOk) {
        error = QCoreApplication::translate(
            "Invitation", "An invitation carries only a room secret made for invitations.");
        return {};
    }
    const bool v6 = address.protocol() == QAbstractSocket::IPv6Protocol;
    BitWriter bits;
    bits.put(static_cast<quint64>(kInvitationVersion << 1 | (v6 ? 1 : 0)), 5);
    if (v6) {
        const Q_IPV6ADDR a = address.toIPv6Address();
        for (quint8 byte : a.c) bits.put(byte, 8);
    } else {
        bits.put(address.toIPv4Address(), 32);
    }
    bits.put(invitation.port, kPortBits);
    bits.put(secret, kInvitationSecretBits);
    bits.finish();
    QString code;
    for (std::size_t i = 0; i < bits.out.size(); ++i) {
        if (i > 0 && i % 4 == 0) code += QLatin1Char('-');
        code += QLatin1Char(kDigits[bits.out[i]]);
    }
    // The check character stands alone when the groups come out even, and
    // ends the last group otherwise.
    if (bits.out.size() % 4 == 0) code += QLatin1Char('-');
    code += QLatin1Char(checkCharacter(bits.out));
    error.clear();
    return code;
}

QString decodeInvitation(const QString& input, Invitation& out) {
    const QString trimmed = input.trimmed();
    if (trimmed.isEmpty())
        return QCoreApplication::translate("Invitation", "Paste or type an invitation.");
    if (trimmed.contains(QLatin1String("://"))) return decodeUrl(trimmed, out);
    QString compact;
    for (QChar c : trimmed)
        if (c != QLatin1Char('-') && !c.isSpace()) compact += c.toUpper();
    if (compact.size() != kIpv4Chars && compact.size() != kIpv6Chars)
        return QCoreApplication::translate(
                   "Invitation",
                   "An invitation has %1 characters (%2 for an IPv6 address); this one has %3.")
            .arg(kIpv4Chars)
            .arg(kIpv6Chars)
            .arg(compact.size());
    std::vector<int> values;
    for (qsizetype i = 0; i + 1 < compact.size(); ++i) {
        const int v = digitValue(compact[i]);
        if (v < 0)
            return QCoreApplication::translate("Invitation",
                                               "“%1” is not a character of invitations.")
                .arg(compact[i]);
        values.push_back(v);
    }
    // The check character may be one of the extra symbols, or a look-alike.
    QChar check = compact.back();
    if (const int v = digitValue(check); v >= 0) check = QLatin1Char(kDigits[v]);
    if (QLatin1Char(checkCharacter(values)) != check)
        return QCoreApplication::translate(
            "Invitation", "The invitation is mistyped (its check character does not match).");
    BitReader bits(values);
    const int header = static_cast<int>(bits.take(5));
    if (header >> 1 != kInvitationVersion)
        return QCoreApplication::translate(
                   "Invitation",
                   "This invitation is from another version of Felt (format %1; this Felt "
                   "reads format %2).")
            .arg(header >> 1)
            .arg(kInvitationVersion);
    const bool v6 = header & 1;
    if (compact.size() != (v6 ? kIpv6Chars : kIpv4Chars))
        return QCoreApplication::translate(
                   "Invitation",
                   "An invitation has %1 characters (%2 for an IPv6 address); this one has %3.")
            .arg(kIpv4Chars)
            .arg(kIpv6Chars)
            .arg(compact.size());
    QHostAddress address;
    if (v6) {
        Q_IPV6ADDR a;
        for (quint8& byte : a.c) byte = static_cast<quint8>(bits.take(8));
        address.setAddress(a);
    } else {
        address.setAddress(static_cast<quint32>(bits.take(32)));
    }
    const auto port = static_cast<quint16>(bits.take(kPortBits));
    const quint64 secret = bits.take(kInvitationSecretBits);
    if (!bits.restIsZero() || port == 0)
        return QCoreApplication::translate(
            "Invitation",
            "The invitation is mistyped (it does not read as an address and a port).");
    QString room;
    for (int i = kInvitationSecretChars - 1; i >= 0; --i)
        room += QLatin1Char(kDigits[(secret >> (5 * i)) & 31]);
    out = Invitation{address.toString(), port, room};
    return {};
}

}  // namespace felt::net
