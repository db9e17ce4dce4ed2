// Everything the engine describes, in the reader's language: cards, suits and
// ranks by name, seats by their players' names, phrases with their arguments,
// and stats by their specs. The only place engine words become screen text.
#pragma once

#include <QString>
#include <QStringList>

#include "core/game_state.h"

namespace felt::app {

class TableText {
public:
    TableText() = default;
    TableText(const Deck* deck, QStringList seatNames)
        : deck_(deck), seatNames_(std::move(seatNames)) {}

    QString seat(int seat) const;
    void setSeatNames(QStringList names) { seatNames_ = std::move(names); }
    int seatCount() const { return static_cast<int>(seatNames_.size()); }
    QString suit(int suit) const;
    static QString rank(int rank);      // short: "A", "10", "Q" (1 and 14 are the Ace)
    static QString rankWord(int rank);  // long: "Ace", "10", "Queen"
    QString card(CardId card) const;
    QString cards(CardSet cards) const;
    QString phrase(const Phrase& phrase) const;
    // An action's button wording, with what its wild cards will stand for.
    QString action(const ActionInfo& info) const;
    // A stat as "Label value" (or the word or flag it stands for); "" when the
    // spec says there is nothing to show for this value.
    QString stat(const StatSpec& spec, const Stat& stat) const;
    // The value alone, for a score.
    static QString number(int value) { return QString::number(value); }

private:
    const Deck* deck_ = nullptr;
    QStringList seatNames_;
};

// An engine word (translation context "engine") in the reader's language.
QString engineWord(Label word);

// The spec of `key` among `specs`, or null.
const StatSpec* findSpec(const std::vector<StatSpec>& specs, const std::string& key);

}  // namespace felt::app
