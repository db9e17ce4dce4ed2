#include "info_set.h"

namespace felt {

InfoSet InfoSet::observe(const GameState& truth, int seat, Rng& rng,
                         std::shared_ptr<const EventList> seen) {
    InfoSet info;
    info.seat_ = seat;
    info.seen_ = std::move(seen);
    info.view_ = truth.view(seat);
    std::unique_ptr<GameState> sample = truth.determinize(seat, rng);
    sample->forgetOrigin(rng.next64());
    if (sample->toAct() == seat) sample->legalActions(info.legal_);
    info.sample_ = std::move(sample);
    return info;
}

std::unique_ptr<GameState> InfoSet::redeal(Rng& rng) const {
    // Redealing the sample is as good as redealing the truth: the sample keeps
    // every public fact (voids, known cards, refill groups) and only the unseen
    // cards differ.
    std::unique_ptr<GameState> next = sample_->determinize(seat_, rng);
    next->forgetOrigin(rng.next64());
    return next;
}

}  // namespace felt
