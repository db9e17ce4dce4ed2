// Who looks at the screen. With one person (or none) the table shows that
// person's view all game. With several people at one screen (hot-seat) every
// hand is hidden before another person's decision until that person says they
// are at the screen, so nobody sees a hand that is not theirs.
#pragma once

#include <vector>

namespace felt::app {

class ViewerPolicy {
public:
    // What the table does when `actor` is to decide.
    enum class Next { Bot, Person, Handover, Over };

    // A game begins with these seats (`human`: which are people). A position
    // set back (`setBack`: an undo) by the person at the screen keeps them
    // there: they took back their own move, no hand-over to themselves.
    void reset(std::vector<bool> human, bool setBack = false);
    Next next(int actor);
    // The person handed the screen to confirms they are there.
    void confirmHandover();

    int viewer() const { return viewer_; }
    // The seat whose view the table shows now; -1 while the screen is handed over.
    int shownSeat() const { return handoverSeat_ >= 0 ? -1 : viewer_; }
    int handoverSeat() const { return handoverSeat_; }
    // Whether the viewer's private cards may be shown face up yet.
    bool confirmed() const { return confirmed_; }
    bool isHuman(int seat) const;
    int humanCount() const;

private:
    std::vector<bool> human_;
    int viewer_ = 0;
    bool confirmed_ = false;
    int handoverSeat_ = -1;
};

}  // namespace felt::app
