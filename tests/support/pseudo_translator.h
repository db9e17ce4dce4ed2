// A pseudo-language for layout tests: every letter it can is accented and the
// text is padded to about 1.4 times its length, so that texts longer than
// English ones show where they do not fit; %1, %n, HTML tags and "&"
// shortcuts pass unchanged.
#pragma once

#include <QString>
#include <QTranslator>
#include <algorithm>

namespace felt::test {

class PseudoTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char*, const char* source, const char*, int n) const override {
        QString text = QString::fromUtf8(source);
        if (n >= 0) text.replace(QStringLiteral("(s)"), n == 1 ? QString() : QStringLiteral("s"));
        static const QString plain = QStringLiteral("aceinorsuyACEINORSUYt");
        static const QString accented = QStringLiteral("àçéîñöŕšûýÀÇÉÎÑÖŔŠÛÝţ");
        QString out;
        bool inTag = false, afterPercent = false;
        for (QChar c : text) {
            if (c == QLatin1Char('<')) inTag = true;
            const int i = plain.indexOf(c);
            out += (inTag || afterPercent || i < 0) ? c : accented.at(i);
            afterPercent = c == QLatin1Char('%');
            if (c == QLatin1Char('>')) inTag = false;
        }
        const int letters = static_cast<int>(text.size());
        return out + QStringLiteral(" ") + QString(std::max(1, letters * 2 / 5), QLatin1Char('~'));
    }
};

}  // namespace felt::test
