#include "card.h"

#include <array>
#include <cctype>

namespace felt {

namespace {

constexpr std::array<char, 4> kFrenchLetters = {'c', 'd', 'h', 's'};
constexpr std::array<char, 5> kJankenLetters = {'R', 'P', 'S', 'W', 'L'};

void addFrenchSuits(std::vector<Face>& faces, int lowestRank) {
    for (std::int8_t suit = 0; suit < 4; ++suit) {
        for (int r = lowestRank; r <= 13; ++r) faces.push_back({suit, static_cast<std::int8_t>(r)});
        faces.push_back({suit, kAce});
    }
}

void addJankenSuits(std::vector<Face>& faces) {
    for (std::int8_t suit = 0; suit < 5; ++suit)
        for (std::int8_t r = 1; r <= 13; ++r) faces.push_back({suit, r});
}

std::optional<int> parseRank(std::string_view text) {
    if (text == "10") return 10;
    if (text.size() != 1) return std::nullopt;
    const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    if (c >= '2' && c <= '9') return c - '0';
    switch (c) {
        case 'A':
            return kAce;
        case 'J':
            return kJack;
        case 'Q':
            return kQueen;
        case 'K':
            return kKing;
        case 'T':
            return 10;
        default:
            return std::nullopt;
    }
}

}  // namespace

Deck::Deck(DeckKind kind) : kind_(kind) {
    switch (kind) {
        case DeckKind::French52:
        case DeckKind::French54:
            family_ = SuitFamily::French;
            addFrenchSuits(faces_, 2);
            if (kind == DeckKind::French54) {
                faces_.push_back({0, kJoker});
                faces_.push_back({1, kJoker});
            }
            break;
        case DeckKind::FrenchDouble108:
            family_ = SuitFamily::French;
            addFrenchSuits(faces_, 2);
            addFrenchSuits(faces_, 2);
            for (std::int8_t i = 0; i < 4; ++i)
                faces_.push_back({static_cast<std::int8_t>(i % 2), kJoker});
            break;
        case DeckKind::MadJack24:
            family_ = SuitFamily::French;
            addFrenchSuits(faces_, 9);
            break;
        case DeckKind::Janken65:
        case DeckKind::Janken70:
            family_ = SuitFamily::Janken;
            addJankenSuits(faces_);
            if (kind == DeckKind::Janken70)
                for (std::int8_t suit = 0; suit < 5; ++suit) faces_.push_back({suit, kJoker});
            break;
    }
}

char suitLetter(SuitFamily family, int suit) {
    return family == SuitFamily::French ? kFrenchLetters.at(suit) : kJankenLetters.at(suit);
}

std::string suitName(SuitFamily family, int suit) {
    static const std::array<const char*, 4> french = {"clubs", "diamonds", "hearts", "spades"};
    static const std::array<const char*, 5> janken = {"Rock", "Paper", "Scissors", "Water",
                                                      "Lizard"};
    return family == SuitFamily::French ? french.at(suit) : janken.at(suit);
}

std::string rankText(int rank) {
    switch (rank) {
        case kJoker:
            return "*";
        case kAce:
            return "A";
        case kJack:
            return "J";
        case kQueen:
            return "Q";
        case kKing:
            return "K";
        default:
            return std::to_string(rank);
    }
}

std::string Deck::formatFace(const Face& face) const {
    if (face.isJoker()) {
        // French Jokers are interchangeable in play, so they share one text.
        if (family_ == SuitFamily::French) return "*";
        return std::string("*") + suitLetter(family_, face.suit);
    }
    return rankText(face.rank) + suitLetter(family_, face.suit);
}

std::optional<Face> Deck::parseFace(std::string_view text) const {
    if (text.empty()) return std::nullopt;
    std::optional<Face> parsed;
    if (text[0] == '*') {
        if (family_ == SuitFamily::French) {
            if (text.size() != 1) return std::nullopt;
            parsed = Face{0, kJoker};
        } else {
            if (text.size() != 2) return std::nullopt;
            for (std::int8_t s = 0; s < 5; ++s)
                if (kJankenLetters[s] == text[1]) parsed = Face{s, kJoker};
        }
    } else {
        const char letter = text.back();
        const auto rank = parseRank(text.substr(0, text.size() - 1));
        if (!rank) return std::nullopt;
        if (family_ == SuitFamily::French) {
            for (std::int8_t s = 0; s < 4; ++s)
                if (kFrenchLetters[s] == std::tolower(static_cast<unsigned char>(letter)))
                    parsed = Face{s, static_cast<std::int8_t>(*rank)};
        } else {
            for (std::int8_t s = 0; s < 5; ++s)
                if (kJankenLetters[s] == std::toupper(static_cast<unsigned char>(letter)))
                    parsed = Face{s, static_cast<std::int8_t>(*rank)};
        }
    }
    if (!parsed) return std::nullopt;
    // Only faces that exist in this deck parse. French Jokers match either colour.
    for (const Face& f : faces_) {
        if (f == *parsed) return f;
        if (parsed->isJoker() && f.isJoker() && family_ == SuitFamily::French) return f;
    }
    return std::nullopt;
}

std::vector<CardId> Deck::idsOf(const Face& face) const {
    std::vector<CardId> ids;
    for (int i = 0; i < size(); ++i) {
        const Face& f = faces_[i];
        const bool same = face.isJoker() && family_ == SuitFamily::French ? f.isJoker() : f == face;
        if (same) ids.push_back(static_cast<CardId>(i));
    }
    return ids;
}

}  // namespace felt
