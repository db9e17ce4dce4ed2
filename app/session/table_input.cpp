#include "table_input.h"

#include <algorithm>

namespace felt::app {

TableInput::TableInput(CardModel& cards, const TableText& text, QObject* parent)
    : QObject(parent), cards_(cards), text_(text) {}

void TableInput::offer(MoveOffer offer) {
    clearHint();
    // "Wait for your turn", said to a click while others played, is old now.
    if (!whyWaiting_.isEmpty() && explanation_ == whyWaiting_) setExplanation({});
    active_ = true;
    std::vector<std::string> owned;
    for (const QString& k : ownedKinds_) owned.push_back(k.toStdString());
    resolver_.offer(std::move(offer), owned);
    cards_.setPlayable(resolver_.playable(), resolver_.piles());
    setButtons();
    emit changed();
    emit selectionChanged();
}

void TableInput::clear(const QString& whyWaiting) {
    whyWaiting_ = whyWaiting;
    clearHint();
    const bool was = active_;
    active_ = false;
    chooserOffersSelect_ = false;
    pendingRow_ = -1;
    resolver_.clear();
    actions_.clear();
    chooser_.clear();
    if (cards_.rowCount() > 0) {
        cards_.setPlayable({});
        cards_.clearSelection();
    }
    if (was) emit changed();
    emit selectionChanged();
}

void TableInput::setExplanation(const QString& text) {
    explanation_ = text;
    emit explanationChanged();
}

void TableInput::setOwnedKinds(const QStringList& kinds) {
    if (kinds == ownedKinds_) return;
    ownedKinds_ = kinds;
    if (active_) offer(resolver_.current());
    emit changed();
}

void TableInput::decide(Action action) {
    cancel();
    emit decided(action);
}

QString TableInput::applyActionText(const QString& text) {
    if (!active_) return tr("Please wait for your turn.");
    const InputDecision d = resolver_.text(text.toStdString());
    if (d.kind == InputDecision::Kind::Apply) {
        decide(d.action);
        return {};
    }
    setExplanation(d.notAMove         ? tr("Not a move of this game: %1").arg(text)
                   : d.reason.empty() ? tr("\"%1\" is not a move now.").arg(text)
                                      : text_.phrase(d.reason));
    return explanation_;
}

void TableInput::showHint(const Action& action, const QString& reason) {
    if (!active_) return;
    const auto& legal = resolver_.actions();
    const auto it = std::find(legal.begin(), legal.end(), action);
    if (it == legal.end()) return;  // the position moved on meanwhile
    const auto index = static_cast<std::size_t>(it - legal.begin());
    hintMove_ = static_cast<int>(index);
    cards_.setHinted(action.cards);
    actions_.setHinted(&action);
    const QString move = text_.action(resolver_.infos()[index]);
    //: A hint: %1 is the suggested move, %2 the reason ("" when there is none).
    setExplanation(tr("Hint: %1. %2").arg(move, reason).trimmed());
    emit hintChanged();
}

void TableInput::clearHint() {
    if (hintMove_ < 0) return;
    hintMove_ = -1;
    if (cards_.rowCount() > 0) cards_.setHinted({});
    actions_.setHinted(nullptr);
    emit hintChanged();
}

// The buttons, with the moves the rules withhold now among them (disabled,
// next to their kind's neighbours by value: bid 2 between bids 1 and 3); why
// they are withheld is said at once.
void TableInput::setButtons() {
    std::vector<Action> actions;
    std::vector<ActionInfo> infos;
    QStringList labels, reasons, said;
    for (int i : resolver_.buttons()) {
        actions.push_back(resolver_.actions()[static_cast<std::size_t>(i)]);
        infos.push_back(resolver_.infos()[static_cast<std::size_t>(i)]);
        labels << text_.action(infos.back());
        reasons << QString();
    }
    for (const OfferedMove& w : resolver_.current().withheld) {
        const ActionInfo& info = w.info;
        std::size_t at = actions.size();
        for (std::size_t i = 0; i < infos.size() && at == actions.size(); ++i)
            if (infos[i].kind == info.kind && infos[i].value > info.value) at = i;
        const auto pos = static_cast<qsizetype>(at);
        actions.insert(actions.begin() + pos, w.action);
        infos.insert(infos.begin() + pos, info);
        labels.insert(pos, text_.action(info));
        reasons.insert(pos, text_.phrase(w.withheld));
        said << reasons.at(pos);
    }
    actions_.set(std::move(actions), labels, std::move(infos), reasons);
    if (!said.isEmpty()) setExplanation(said.join(QLatin1Char(' ')));
}

void TableInput::setActions(ActionModel& model, const std::vector<int>& indices) {
    std::vector<Action> actions;
    std::vector<ActionInfo> infos;
    QStringList labels;
    for (int i : indices) {
        actions.push_back(resolver_.actions()[static_cast<std::size_t>(i)]);
        infos.push_back(resolver_.infos()[static_cast<std::size_t>(i)]);
        labels << text_.action(infos.back());
    }
    model.set(std::move(actions), labels, std::move(infos));
}

QVariantList TableInput::moves() const {
    QVariantList out;
    for (std::size_t i = 0; active_ && i < resolver_.actions().size(); ++i) {
        const ActionInfo& info = resolver_.infos()[i];
        QVariantList rows;
        for (CardId c : resolver_.actions()[i].cards)
            if (const int row = cards_.rowOfCard(c); row >= 0) rows << row;
        out.append(QVariantMap{{QStringLiteral("index"), static_cast<int>(i)},
                               {QStringLiteral("kind"), QString::fromStdString(info.kind)},
                               {QStringLiteral("label"), text_.action(info)},
                               {QStringLiteral("rows"), rows},
                               {QStringLiteral("value"), info.value},
                               {QStringLiteral("targetSeat"), info.targetSeat},
                               {QStringLiteral("targetGroup"), info.targetGroup},
                               {QStringLiteral("suit"), info.suit},
                               {QStringLiteral("owned"), resolver_.owned(static_cast<int>(i))}});
    }
    return out;
}

QStringList TableInput::humanActionTexts() const {
    QStringList texts;
    for (const OfferedMove& m : resolver_.current().moves) texts << QString::fromStdString(m.text);
    return texts;
}

void TableInput::playMove(int index) {
    if (active_ && index >= 0 && index < static_cast<int>(resolver_.actions().size()))
        decide(resolver_.actions()[static_cast<std::size_t>(index)]);
}

void TableInput::carryOut(const InputDecision& d, int row) {
    switch (d.kind) {
        case InputDecision::Kind::Apply:
            decide(d.action);
            return;
        case InputDecision::Kind::Select:
            if (row >= 0) cards_.toggleSelected(row);
            break;
        case InputDecision::Kind::Choose:
            pendingRow_ = row;
            chooserOffersSelect_ = d.alsoSelect;
            setActions(chooser_, d.choices);
            break;
        case InputDecision::Kind::Refuse:
            setExplanation(d.reason.empty() ? tr("You cannot use that card now.")
                                            : text_.phrase(d.reason));
            return;
    }
    emit selectionChanged();
}

bool TableInput::startAnswer() {
    chooser_.clear();
    chooserOffersSelect_ = false;
    if (!active_) {
        setExplanation(whyWaiting_);
        return false;
    }
    setExplanation({});
    return true;
}

void TableInput::clickCard(int row) {
    if (row < 0 || row >= cards_.rowCount()) return;
    if (!startAnswer()) return;
    carryOut(resolver_.click(cards_.cardOfRow(row), cards_.zoneOf(row), cards_.isFaceUp(row),
                             cards_.selectedCount() > 0),
             row);
}

void TableInput::dropOn(int row, int zone, int group) {
    if (row < 0 || row >= cards_.rowCount()) return;
    if (group < 0 && zone == cards_.zoneOf(row)) return;  // put back where it lay
    if (group < 0 && zone < 0) {
        clickCard(row);
        return;
    }
    if (!startAnswer()) return;
    const CardId card = cards_.cardOfRow(row);
    const InputDecision d = resolver_.drop(card, zone, group, cards_.isFaceUp(row));
    if (d.kind == InputDecision::Kind::Refuse && d.elsewhere) {
        //: A card dragged to a place none of its moves goes; %1 is the card.
        setExplanation(tr("%1 cannot go there.").arg(text_.card(card)));
        emit selectionChanged();  // the chooser closed
        return;
    }
    carryOut(d, row);
}

QVariantList TableInput::targetGroups(int row) const {
    QVariantList out;
    if (!active_ || row < 0 || row >= cards_.rowCount()) return out;
    for (int g : resolver_.targetGroups(cards_.cardOfRow(row))) out << g;
    return out;
}

void TableInput::chooseAction(int index) {
    if (!active_ || index < 0 || index >= actions_.count()) return;
    if (!actions_.reason(index).isEmpty())
        setExplanation(actions_.reason(index));
    else
        decide(actions_.action(index));
}

void TableInput::chooseFromChooser(int index) {
    if (active_ && index >= 0 && index < chooser_.count()) decide(chooser_.action(index));
}

void TableInput::selectPendingCard() {
    if (pendingRow_ < 0) return;
    chooser_.clear();
    chooserOffersSelect_ = false;
    cards_.toggleSelected(pendingRow_);
    pendingRow_ = -1;
    emit selectionChanged();
}

void TableInput::confirmSelection() {
    if (!active_) return;
    const InputDecision d = resolver_.confirm(cards_.selectedCards());
    if (d.kind == InputDecision::Kind::Refuse)
        setExplanation(text_.phrase(d.reason));  // the game says why these cards make no move
    else
        carryOut(d, -1);
}

void TableInput::cancel() {
    chooser_.clear();
    chooserOffersSelect_ = false;
    pendingRow_ = -1;
    cards_.clearSelection();
    setExplanation({});
    emit selectionChanged();
}

}  // namespace felt::app
