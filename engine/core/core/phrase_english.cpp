#include "phrase_english.h"

namespace felt {
namespace {

std::string argText(const PhraseArg& a, const Deck* deck) {
    switch (a.kind) {
        case PhraseArg::Kind::Number:
        case PhraseArg::Kind::Count:
            return std::to_string(a.value);
        case PhraseArg::Kind::Seat:
            return "seat " + std::to_string(a.value);
        case PhraseArg::Kind::Suit:
            return deck ? suitName(deck->family(), a.value) : "?";
        case PhraseArg::Kind::Rank:
            return rankText(a.value);
        case PhraseArg::Kind::Cards: {
            std::string out;
            for (CardId c : a.cards) {
                if (!out.empty()) out += ", ";
                out += deck && c < deck->size() ? deck->format(c) : "?";
            }
            return out;
        }
        case PhraseArg::Kind::Word:
            return a.word ? a.word : "";
    }
    return "";
}

}  // namespace

std::string englishText(const Phrase& phrase, const Deck* deck) {
    if (phrase.empty()) return "";
    std::vector<std::string> numbered;  // %1, %2...
    std::string count;                  // %n
    for (const PhraseArg& a : phrase.args) {
        if (a.kind == PhraseArg::Kind::Count)
            count = argText(a, deck);
        else
            numbered.push_back(argText(a, deck));
    }
    std::string out;
    const std::string text = phrase.text;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char next = i + 1 < text.size() ? text[i + 1] : '\0';
        if (text[i] == '%' && next == 'n') {
            out += count;
            ++i;
        } else if (text[i] == '%' && next >= '1' && next <= '9' &&
                   static_cast<std::size_t>(next - '1') < numbered.size()) {
            out += numbered[static_cast<std::size_t>(next - '1')];
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

}  // namespace felt
