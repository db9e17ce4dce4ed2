// Cards and decks. A physical card is a CardId: its index in the game's deck.
// Its face (suit and rank) is looked up in the Deck, so two physical cards may
// share a face in two-deck games while staying distinct objects.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace felt {

using CardId = std::uint8_t;
inline constexpr CardId kNoCard = 0xFF;
inline constexpr int kMaxCards = 128;

// Ranks are shared by every deck: 1 = Ace, 2..10, 11 = Jack, 12 = Queen,
// 13 = King, 0 = Joker. Games decide how ranks compare.
enum Rank : std::int8_t {
    kJoker = 0,
    kAce = 1,
    kJack = 11,
    kQueen = 12,
    kKing = 13,
};

// French suits, in the order used by French decks.
enum FrenchSuit : std::int8_t { kClubs = 0, kDiamonds = 1, kHearts = 2, kSpades = 3 };
// Janken suits, in the order used by the Janken deck.
enum JankenSuit : std::int8_t { kRock = 0, kPaper = 1, kScissors = 2, kWater = 3, kLizard = 4 };

enum class SuitFamily : std::uint8_t { French, Janken };

struct Face {
    std::int8_t suit = 0;  // French or Janken suit; for French Jokers 0 = black, 1 = red
    std::int8_t rank = 0;  // see Rank
    bool isJoker() const { return rank == kJoker; }
    bool operator==(const Face&) const = default;
};

enum class DeckKind : std::uint8_t {
    French52,         // 52 cards
    French54,         // 52 + 2 Jokers
    FrenchDouble108,  // two French decks with 4 Jokers
    MadJack24,        // 9..A in four suits
    Janken65,         // 5 suits x 13 ranks
    Janken70,         // Janken65 + one Joker per suit
};

// The ordered list of faces making up a game's deck; CardId indexes it.
// French and MadJack decks are laid out suit by suit (clubs, diamonds, hearts,
// spades) with ranks ascending 2..10, J, Q, K, A inside a suit (Ace last), then
// Jokers. Janken decks go suit by suit (R, P, S, W, L), ranks A..K, then Jokers.
class Deck {
public:
    explicit Deck(DeckKind kind);

    DeckKind kind() const { return kind_; }
    SuitFamily family() const { return family_; }
    int size() const { return static_cast<int>(faces_.size()); }
    const Face& face(CardId id) const { return faces_[id]; }
    const std::vector<Face>& faces() const { return faces_; }

    std::string format(CardId id) const { return formatFace(face(id)); }
    std::string formatFace(const Face& face) const;
    // Parses a card face in this deck's notation ("10h", "Qs", "4S", "*", "*R").
    std::optional<Face> parseFace(std::string_view text) const;
    // All card ids showing the given face.
    std::vector<CardId> idsOf(const Face& face) const;

private:
    DeckKind kind_;
    SuitFamily family_;
    std::vector<Face> faces_;
};

char suitLetter(SuitFamily family, int suit);
std::string suitName(SuitFamily family, int suit);
std::string rankText(int rank);

// French suit colour: true for diamonds and hearts.
inline bool isRedSuit(int suit) {
    return suit == kDiamonds || suit == kHearts;
}

}  // namespace felt
