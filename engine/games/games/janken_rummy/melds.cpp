#include "melds.h"

#include "core/presentation.h"

namespace felt::janken_rummy {

namespace {

// Rank value of a piece once the meld decided where its Aces go.
int valueOf(const Piece& p, bool aceHigh) {
    return p.rank == 1 && aceHigh ? kAceHigh : p.rank;
}

bool sameRank(const Piece* pieces, int count) {
    for (int i = 1; i < count; ++i)
        if (pieces[i].rank != pieces[0].rank) return false;
    return true;
}

// Orders `count` pieces by value into `out`; true if the values are consecutive.
bool orderConsecutive(const Piece* pieces, int count, bool aceHigh, Meld& out) {
    out.size = static_cast<std::uint8_t>(count);
    for (int i = 0; i < count; ++i) {
        const int v = valueOf(pieces[i], aceHigh);
        int j = i;
        for (; j > 0 && out.ranks[j - 1] > v; --j) {
            out.ranks[j] = out.ranks[j - 1];
            out.cards[j] = out.cards[j - 1];
        }
        out.ranks[j] = static_cast<std::int8_t>(v);
        out.cards[j] = pieces[i].card;
    }
    for (int i = 1; i < count; ++i)
        if (out.ranks[i] != out.ranks[i - 1] + 1) return false;
    return true;
}

int suitAt(const Meld& m, int i) {
    return suitOf(m.cards[i]);
}

// The suit pattern of consecutive cards: one suit (run) or a beating chain.
std::string_view classifyRun(Meld& m) {
    bool oneSuit = true, chain = true;
    for (int i = 1; i < m.size; ++i) {
        if (suitAt(m, i) != suitAt(m, 0)) oneSuit = false;
        if (!beats(suitAt(m, i), suitAt(m, i - 1))) chain = false;
    }
    if (oneSuit) {
        m.kind = MeldKind::Run;
        return "";
    }
    if (!chain)
        return QT_TRANSLATE_NOOP("engine",
                                 "Consecutive ranks need one suit (a run) or each suit beating "
                                 "the one before it (a strong run).");
    m.kind = MeldKind::StrongRun;
    if (m.size < minimumSize(MeldKind::StrongRun))
        return QT_TRANSLATE_NOOP("engine", "A strong run needs at least 4 cards.");
    return "";
}

}  // namespace

const char* meldKindName(MeldKind kind) {
    switch (kind) {
        case MeldKind::Set:
            return "set";
        case MeldKind::Run:
            return "run";
        case MeldKind::StrongRun:
            return "strong run";
    }
    return "meld";
}

Piece naturalPiece(CardId card) {
    return {card, static_cast<std::int8_t>(suitOf(card)), static_cast<std::int8_t>(rankOf(card)),
            false};
}

Piece jokerPiece(CardId card, int rank) {
    return {card, static_cast<std::int8_t>(suitOf(card)),
            static_cast<std::int8_t>(rank == kAceHigh ? 1 : rank), true};
}

Piece Meld::piece(int i) const {
    return isJoker(cards[i]) ? jokerPiece(cards[i], ranks[i]) : naturalPiece(cards[i]);
}

int Meld::naturals() const {
    int n = 0;
    for (int i = 0; i < size; ++i) n += isJoker(cards[i]) ? 0 : 1;
    return n;
}

int Meld::indexOf(CardId card) const {
    for (int i = 0; i < size; ++i)
        if (cards[i] == card) return i;
    return -1;
}

std::string_view arrangeMeld(const Piece* pieces, int count, Meld& out) {
    if (count < 3) return QT_TRANSLATE_NOOP("engine", "A meld needs at least 3 cards.");
    if (count > kMaxMeldCards) return QT_TRANSLATE_NOOP("engine", "Too many cards for one meld.");
    bool natural = false;
    for (int i = 0; i < count; ++i) natural = natural || !pieces[i].joker;
    if (!natural)
        return QT_TRANSLATE_NOOP("engine", "A meld needs at least one card that is not a Joker.");
    if (sameRank(pieces, count)) {
        out.kind = MeldKind::Set;
        out.size = static_cast<std::uint8_t>(count);
        for (int i = 0; i < count; ++i) {
            out.cards[i] = pieces[i].card;
            out.ranks[i] = pieces[i].rank;
        }
        return "";
    }
    std::string_view why;
    for (bool aceHigh : {false, true}) {
        if (!orderConsecutive(pieces, count, aceHigh, out)) continue;
        why = classifyRun(out);
        if (why.empty()) return "";
    }
    if (!why.empty()) return why;
    bool ace = false, two = false, king = false;
    for (int i = 0; i < count; ++i) {
        ace = ace || pieces[i].rank == 1;
        two = two || pieces[i].rank == 2;
        king = king || pieces[i].rank == kKing;
    }
    if (ace && two && king)
        return QT_TRANSLATE_NOOP("engine",
                                 "An Ace is low (A-2-3) or high (Q-K-A), never both (no K-A-2).");
    return QT_TRANSLATE_NOOP("engine",
                             "The cards are neither all of one rank nor of consecutive ranks.");
}

Fit fitOnMeld(const Meld& m, const Piece& p) {
    if (m.size >= kMaxMeldCards) return {};
    if (m.kind == MeldKind::Set) {
        if (p.rank == m.ranks[0]) return {true, false, p.rank};
        return {};
    }
    const int lo = m.ranks[0], hi = m.ranks[m.size - 1];
    const int first = suitAt(m, 0), last = suitAt(m, m.size - 1);
    const bool run = m.kind == MeldKind::Run;
    // Low end: the value just below, an Ace only as 1 and only without an Ace high.
    const int below = lo - 1;
    if (below >= 1 && (p.rank == below || (p.rank == 1 && below == 1)) &&
        !(below == 1 && hi == kAceHigh) && (run ? p.suit == first : beats(first, p.suit)))
        return {true, true, static_cast<std::int8_t>(below)};
    const int above = hi + 1;
    const bool rankFits = above == kAceHigh ? p.rank == 1 : p.rank == above;
    if (above <= kAceHigh && rankFits && !(above == kAceHigh && lo == 1) &&
        (run ? p.suit == last : beats(p.suit, last)))
        return {true, false, static_cast<std::int8_t>(above)};
    return {};
}

void addToMeld(Meld& m, const Piece& p, const Fit& fit) {
    if (fit.low) {
        for (int i = m.size; i > 0; --i) {
            m.cards[i] = m.cards[i - 1];
            m.ranks[i] = m.ranks[i - 1];
        }
        m.cards[0] = p.card;
        m.ranks[0] = fit.rank;
    } else {
        m.cards[m.size] = p.card;
        m.ranks[m.size] = fit.rank;
    }
    ++m.size;
}

bool canRemove(const Meld& m, int index) {
    if (index < 0 || index >= m.size) return false;
    if (m.size - 1 < minimumSize(m.kind)) return false;
    if (m.kind != MeldKind::Set && index != 0 && index != m.size - 1) return false;
    return m.naturals() - (isJoker(m.cards[index]) ? 0 : 1) >= 1;
}

void removeFromMeld(Meld& m, int index) {
    for (int i = index; i + 1 < m.size; ++i) {
        m.cards[i] = m.cards[i + 1];
        m.ranks[i] = m.ranks[i + 1];
    }
    --m.size;
}

}  // namespace felt::janken_rummy
