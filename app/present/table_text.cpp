#include "table_text.h"

#include <QCoreApplication>

namespace felt::app {

QString engineWord(Label word) {
    return word && *word ? QCoreApplication::translate("engine", word) : QString();
}

const StatSpec* findSpec(const std::vector<StatSpec>& specs, const std::string& key) {
    for (const StatSpec& s : specs)
        if (s.key == key) return &s;
    return nullptr;
}

QString TableText::seat(int seat) const {
    return seat >= 0 && seat < seatNames_.size() ? seatNames_[seat] : QString();
}

QString TableText::suit(int suit) const {
    if (!deck_) return {};
    if (deck_->family() == SuitFamily::French) {
        static const char* const names[] = {
            QT_TRANSLATE_NOOP("cards", "clubs"), QT_TRANSLATE_NOOP("cards", "diamonds"),
            QT_TRANSLATE_NOOP("cards", "hearts"), QT_TRANSLATE_NOOP("cards", "spades")};
        return suit >= 0 && suit < 4 ? QCoreApplication::translate("cards", names[suit])
                                     : QString();
    }
    static const char* const names[] = {
        QT_TRANSLATE_NOOP("cards", "Rock"), QT_TRANSLATE_NOOP("cards", "Paper"),
        QT_TRANSLATE_NOOP("cards", "Scissors"), QT_TRANSLATE_NOOP("cards", "Water"),
        QT_TRANSLATE_NOOP("cards", "Lizard")};
    return suit >= 0 && suit < 5 ? QCoreApplication::translate("cards", names[suit]) : QString();
}

QString TableText::rank(int rank) {
    switch (rank) {
        case kAce:
        case 14:
            return QCoreApplication::translate("cards", "A");
        case kJack:
            return QCoreApplication::translate("cards", "J");
        case kQueen:
            return QCoreApplication::translate("cards", "Q");
        case kKing:
            return QCoreApplication::translate("cards", "K");
        default:
            return QString::number(rank);
    }
}

QString TableText::rankWord(int rank) {
    switch (rank) {
        case kAce:
        case 14:
            return QCoreApplication::translate("cards", "Ace");
        case kJack:
            return QCoreApplication::translate("cards", "Jack");
        case kQueen:
            return QCoreApplication::translate("cards", "Queen");
        case kKing:
            return QCoreApplication::translate("cards", "King");
        default:
            return QString::number(rank);
    }
}

QString TableText::card(CardId card) const {
    if (!deck_ || card >= deck_->size()) return {};
    const Face& f = deck_->face(card);
    if (f.isJoker())
        //: A Janken Joker of suit %1 ("Rock Joker"); French Jokers have no suit.
        return deck_->family() == SuitFamily::French
                   ? QCoreApplication::translate("cards", "Joker")
                   : QCoreApplication::translate("cards", "%1 Joker").arg(suit(f.suit));
    // Languages that elide before a vowel ("Roi d'Eau", not "Roi de Eau") say
    // so in a second pattern, used when the suit's name starts with one.
    const QString suitName = suit(f.suit);
    static const QString vowels = QStringLiteral("AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜaeiouyàâäéèêëîïôöùûü");
    if (!suitName.isEmpty() && vowels.contains(suitName.front()))
        //: A card whose suit name starts with a vowel: %1 the rank, %2 the suit ("Queen of Water").
        return QCoreApplication::translate("cards", "%1 of %2", "before a vowel")
            .arg(rankWord(f.rank), suitName);
    //: A card: %1 is the rank, %2 the suit ("Queen of hearts", "7 of Rock").
    return QCoreApplication::translate("cards", "%1 of %2").arg(rankWord(f.rank), suitName);
}

QString TableText::cards(CardSet set) const {
    QStringList names;
    for (CardId c : set) names << card(c);
    return names.join(QStringLiteral(", "));
}

QString TableText::phrase(const Phrase& p) const {
    if (p.empty()) return {};
    // A Count argument picks the plural form (Qt's %n); the others fill %1, %2...
    int count = -1;
    for (const PhraseArg& a : p.args)
        if (a.kind == PhraseArg::Kind::Count) count = a.value;
    QString text = QCoreApplication::translate("engine", p.text, nullptr, count);
    for (const PhraseArg& a : p.args) {
        switch (a.kind) {
            case PhraseArg::Kind::Count:
                break;
            case PhraseArg::Kind::Number:
                text = text.arg(a.value);
                break;
            case PhraseArg::Kind::Seat:
                text = text.arg(seat(a.value));
                break;
            case PhraseArg::Kind::Suit:
                text = text.arg(suit(a.value));
                break;
            case PhraseArg::Kind::Rank:
                text = text.arg(rank(a.value));
                break;
            case PhraseArg::Kind::Cards:
                text = text.arg(cards(a.cards));
                break;
            case PhraseArg::Kind::Word:
                text = text.arg(engineWord(a.word));
                break;
        }
    }
    return text;
}

QString TableText::action(const ActionInfo& info) const {
    QString text = phrase(info.label);
    for (const auto& [card, standsFor] : info.standsFor)
        //: A wild card in a move: "Meld 2 Rock, 3 Rock, Rock Joker (Rock Joker as 4)".
        text += QCoreApplication::translate("cards", " (%1 as %2)")
                    .arg(this->card(card), rank(standsFor));
    return text;
}

QString TableText::stat(const StatSpec& spec, const Stat& st) const {
    if (st.value < spec.shownFrom) return {};
    const QString label = engineWord(spec.label);
    //: A number on the table: "Bid 3", "Round 2".
    const auto labelled = [&label](const QString& value) {
        return QCoreApplication::translate("table", "%1 %2").arg(label, value);
    };
    //: A named thing on the table: "Dealer: Ann", "Trump: hearts".
    const auto named = [&label](const QString& value) {
        return QCoreApplication::translate("table", "%1: %2").arg(label, value);
    };
    switch (spec.kind) {
        case StatKind::Number:
            return labelled(QString::number(st.value));
        case StatKind::Seat:
            return seat(st.value).isEmpty() ? QString() : named(seat(st.value));
        case StatKind::Suit:
            return named(suit(st.value));
        case StatKind::Flag:
            return st.value ? label : QString();
        case StatKind::Words:
            return st.value < static_cast<int>(spec.words.size())
                       ? engineWord(spec.words[static_cast<std::size_t>(st.value)])
                       : QString();
        case StatKind::Card:
            return named(card(static_cast<CardId>(st.value)));
        case StatKind::Hidden:
            return {};
    }
    return {};
}

}  // namespace felt::app
