// The privacy property of network tables, checked message by message: a
// seat is sent only what its own view and its own seen events show. The
// check keeps its own copy of the game (cloned from the host's at the start,
// advanced with the host's every action), so it judges the host's messages
// against the engine's masking rather than against the host's word.
#pragma once

#include <QByteArray>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/game_state.h"
#include "core/seen_history.h"
#include "net/wire_types.h"

namespace felt::net::test {

class PrivacyCheck {
public:
    // `start`: the host's game before any action.
    explicit PrivacyCheck(const GameState& start);

    // The host applied its latest action (history().back()); follow it.
    void advance(const GameState& host);
    // A message the host sent to `seat`.
    void check(int seat, const QByteArray& raw, const HostMessage& message);
    // Checks made once every seat's token is known (no seat got another's).
    void finish();

    const std::vector<std::string>& failures() const { return failures_; }
    // The failures, one a line ("" when none).
    std::string summary() const;
    int messagesChecked() const { return checked_; }
    int hintsChecked() const { return hints_; }
    const GameState& mirror() const { return *mirror_; }

private:
    void fail(int seat, const std::string& what);
    void see(int seat);  // adds what the seat sees now to everSeen_
    bool mayName(int seat, int card) const;

    std::unique_ptr<GameState> mirror_;
    SeenHistory seen_;
    std::vector<CardSet> everSeen_;  // per seat: every card it has seen the face of
    std::vector<std::vector<QByteArray>> raw_;
    std::map<int, std::string> tokens_;
    std::string seedText_;
    std::vector<std::string> failures_;
    int checked_ = 0;
    int hints_ = 0;
};

// The text of a move to make: a seeded choice among the enabled ones ("" if none).
std::string pickMove(const WireMoves& moves, std::uint64_t& rngState);

}  // namespace felt::net::test
