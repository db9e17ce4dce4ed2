// Invitations (app/net/invitation.h): codes round trip for IPv4 and IPv6,
// every mistake gets its sentence, the check character catches every single
// mistyped character and every swap of two neighbours, and pasted felt:// and
// ws:// addresses are read.
#include <QHostAddress>
#include <QRandomGenerator>
#include <QtTest>

#include "net/invitation.h"

using namespace felt::net;

namespace {

QString encoded(const Invitation& invitation) {
    QString error;
    const QString code = encodeInvitation(invitation, error);
    if (!error.isEmpty()) qWarning() << error;
    return code;
}

// The code without dashes (positions are characters of the code).
QString compact(QString code) {
    return code.remove(QLatin1Char('-'));
}

const QString kDigits = QStringLiteral("0123456789ABCDEFGHJKMNPQRSTVWXYZ");

}  // namespace

class TestInvitation : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data() {
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::newRow("lan") << "192.168.1.20" << 47110;
        QTest::newRow("loopback") << "127.0.0.1" << 1;
        QTest::newRow("highest") << "255.255.255.255" << 65535;
        QTest::newRow("zeros") << "0.0.0.0" << 80;
        QTest::newRow("ipv6 loopback") << "::1" << 47110;
        QTest::newRow("ipv6") << "fe80::1ff:fe23:4567:890a" << 65535;
        QTest::newRow("ipv6 full") << "2001:db8:ffff:ffff:ffff:ffff:ffff:ffff" << 2;
    }
    void roundTrip() {
        QFETCH(QString, host);
        QFETCH(int, port);
        for (int i = 0; i < 50; ++i) {
            const Invitation in{host, static_cast<quint16>(port), newInvitationSecret()};
            const QString code = encoded(in);
            QVERIFY(!code.isEmpty());
            Invitation out;
            QCOMPARE(decodeInvitation(code, out), QString());
            QCOMPARE(QHostAddress(out.host), QHostAddress(in.host));
            QCOMPARE(out.port, in.port);
            QCOMPARE(out.room, in.room);
            // Read out and typed back: lower case, spaces instead of dashes.
            Invitation typed;
            QCOMPARE(
                decodeInvitation(code.toLower().replace(QLatin1Char('-'), QLatin1Char(' ')), typed),
                QString());
            QCOMPARE(typed, out);
        }
    }

    void lengths() {
        const QString v4 = encoded({QStringLiteral("10.0.0.2"), 47110, newInvitationSecret()});
        const QString v6 = encoded({QStringLiteral("fd00::2"), 47110, newInvitationSecret()});
        QCOMPARE(compact(v4).size(), 24);
        QCOMPARE(compact(v6).size(), 43);
        // Groups of four a person can read out.
        QCOMPARE(v4.split(QLatin1Char('-')).size(), 6);
        for (const QString& group : v4.split(QLatin1Char('-'))) QCOMPARE(group.size(), 4);
    }

    void secrets() {
        QSet<QString> seen;
        for (int i = 0; i < 200; ++i) {
            const QString s = newInvitationSecret();
            QCOMPARE(s.size(), kInvitationSecretChars);
            for (QChar c : s) QVERIFY(kDigits.contains(c));
            seen.insert(s);
        }
        QCOMPARE(seen.size(), 200);
    }

    // Look-alike letters read as the digits they resemble.
    void lookAlikes() {
        Invitation in{QStringLiteral("10.0.0.1"), 1000, QStringLiteral("0000011111AB")};
        const QString code = encoded(in);
        QVERIFY(code.contains(QLatin1Char('0')) && code.contains(QLatin1Char('1')));
        QString blurred = code;
        blurred.replace(QLatin1Char('0'), QLatin1Char('O'))
            .replace(QLatin1Char('1'), QLatin1Char('l'));
        Invitation out;
        QCOMPARE(decodeInvitation(blurred, out), QString());
        QCOMPARE(out.room, in.room);
    }

    // Every one character changed, in every place, is caught.
    void everyTypoCaught() {
        const QString code =
            compact(encoded({QStringLiteral("192.168.1.20"), 47110, newInvitationSecret()}));
        const QString v6 =
            compact(encoded({QStringLiteral("fd00::1:2"), 47110, newInvitationSecret()}));
        int tried = 0;
        for (const QString& good : {code, v6}) {
            for (qsizetype i = 0; i + 1 < good.size(); ++i) {
                for (QChar c : kDigits) {
                    if (c == good[i]) continue;
                    QString typo = good;
                    typo[i] = c;
                    Invitation out;
                    const QString why = decodeInvitation(typo, out);
                    QVERIFY2(!why.isEmpty(), qPrintable(typo));
                    ++tried;
                }
            }
        }
        QVERIFY(tried > 2000);
    }

    void everySwapCaught() {
        for (const QString& host : {QStringLiteral("192.168.1.20"), QStringLiteral("fd00::7")}) {
            const QString good = compact(encoded({host, 47110, newInvitationSecret()}));
            for (qsizetype i = 0; i + 1 < good.size(); ++i) {
                if (good[i] == good[i + 1]) continue;
                QString swapped = good;
                std::swap(swapped[i], swapped[i + 1]);
                Invitation out;
                QVERIFY2(!decodeInvitation(swapped, out).isEmpty(), qPrintable(swapped));
            }
        }
    }

    void errors() {
        const QString good =
            encoded({QStringLiteral("192.168.1.20"), 47110, newInvitationSecret()});
        Invitation out{QStringLiteral("kept"), 1, QStringLiteral("kept")};
        const Invitation before = out;
        QCOMPARE(decodeInvitation(QStringLiteral("   "), out),
                 QStringLiteral("Paste or type an invitation."));
        QCOMPARE(decodeInvitation(compact(good).chopped(1), out),
                 QStringLiteral(
                     "An invitation has 24 characters (43 for an IPv6 address); this one has 23."));
        QCOMPARE(decodeInvitation(good + QStringLiteral("7"), out),
                 QStringLiteral(
                     "An invitation has 24 characters (43 for an IPv6 address); this one has 25."));
        QString bad = good;
        bad[2] = QLatin1Char('U');
        QCOMPARE(decodeInvitation(bad, out),
                 QStringLiteral("“U” is not a character of invitations."));
        QString typo = compact(good);
        typo[5] = typo[5] == QLatin1Char('7') ? QLatin1Char('8') : QLatin1Char('7');
        QCOMPARE(
            decodeInvitation(typo, out),
            QStringLiteral("The invitation is mistyped (its check character does not match)."));
        QCOMPARE(out, before);
    }

    // A code whose first character names format 2, with a right check character.
    void otherVersion() {
        QString code = compact(encoded({QStringLiteral("10.1.2.3"), 9000, newInvitationSecret()}));
        code[0] = QLatin1Char('4');  // format 2, IPv4
        code.chop(1);
        // The check character is found by trying: exactly one of 37 fits.
        const QString symbols = kDigits + QStringLiteral("*~$=U");
        int fits = 0;
        for (QChar c : symbols) {
            Invitation out;
            const QString why = decodeInvitation(code + c, out);
            if (why.contains(QLatin1String("mistyped"))) continue;
            ++fits;
            QCOMPARE(why,
                     QStringLiteral("This invitation is from another version of Felt (format 2; "
                                    "this Felt reads format 1)."));
        }
        QCOMPARE(fits, 1);
    }

    void refusesToEncode() {
        QString error;
        QVERIFY(encodeInvitation({QStringLiteral("felt.example"), 1, newInvitationSecret()}, error)
                    .isEmpty());
        QCOMPARE(error, QStringLiteral("An invitation needs the host's IP address."));
        QVERIFY(encodeInvitation({QStringLiteral("10.0.0.1"), 0, newInvitationSecret()}, error)
                    .isEmpty());
        QCOMPARE(error, QStringLiteral("An invitation needs the port the host listens on."));
        QVERIFY(encodeInvitation({QStringLiteral("10.0.0.1"), 5, QStringLiteral("abc")}, error)
                    .isEmpty());
        QCOMPARE(error,
                 QStringLiteral("An invitation carries only a room secret made for invitations."));
        QVERIFY(
            encodeInvitation({QStringLiteral("10.0.0.1"), 5, QStringLiteral("0000000000OO")}, error)
                .isEmpty());
    }

    void urls() {
        Invitation out;
        QCOMPARE(decodeInvitation(QStringLiteral("felt://192.168.1.20:47110/?room=Q7K2"), out),
                 QString());
        QCOMPARE(out, (Invitation{QStringLiteral("192.168.1.20"), 47110, QStringLiteral("Q7K2")}));
        QCOMPARE(decodeInvitation(QStringLiteral(" ws://cards.example.org:443/?room=a%20b "), out),
                 QString());
        QCOMPARE(out,
                 (Invitation{QStringLiteral("cards.example.org"), 443, QStringLiteral("a b")}));
        QCOMPARE(decodeInvitation(QStringLiteral("ws://[::1]:5000?room=x"), out), QString());
        QCOMPARE(out.host, QStringLiteral("::1"));
        QCOMPARE(out.url(), QUrl(QStringLiteral("ws://[::1]:5000")));
        QVERIFY(!out.secure);
        // A room on a felt-server with TLS: opened with wss again.
        QCOMPARE(decodeInvitation(QStringLiteral("wss://cards.example.org:47120/?room=f00d"), out),
                 QString());
        QVERIFY(out.secure);
        QCOMPARE(out.url(), QUrl(QStringLiteral("wss://cards.example.org:47120")));

        const Invitation before = out;
        QCOMPARE(
            decodeInvitation(QStringLiteral("http://example.org:80/?room=x"), out),
            QStringLiteral(
                "This address is not a Felt table's: it starts with felt://, ws:// or wss://."));
        QCOMPARE(decodeInvitation(QStringLiteral("felt://10.0.0.1/?room=x"), out),
                 QStringLiteral(
                     "This address names no port (as in felt://192.168.1.20:47110/?room=…)."));
        QCOMPARE(decodeInvitation(QStringLiteral("felt://10.0.0.1:5000/"), out),
                 QStringLiteral("This address has no room secret (…/?room=…)."));
        QCOMPARE(decodeInvitation(
                     QStringLiteral("felt://10.0.0.1:5000/?room=") + QString(129, QLatin1Char('a')),
                     out),
                 QStringLiteral("This address's room secret is too long."));
        QCOMPARE(out, before);
    }
};

QTEST_GUILESS_MAIN(TestInvitation)
#include "tst_invitation.moc"
