#include "action_model.h"

namespace felt::app {

ActionModel::ActionModel(QObject* parent) : QAbstractListModel(parent) {}

int ActionModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant ActionModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role == TextRole || role == Qt::DisplayRole) return texts_.at(index.row());
    const ActionInfo& info = infos_.at(static_cast<std::size_t>(index.row()));
    if (role == KindRole) return QString::fromStdString(info.kind);
    if (role == SuitRole) return info.suit;
    if (role == HintedRole) return index.row() == hinted_;
    if (role == ReasonRole) return reasons_.value(index.row());
    return {};
}

QHash<int, QByteArray> ActionModel::roleNames() const {
    return {{TextRole, "label"},
            {KindRole, "kind"},
            {SuitRole, "suit"},
            {HintedRole, "hinted"},
            {ReasonRole, "reason"}};
}

void ActionModel::set(std::vector<Action> actions, QStringList texts, std::vector<ActionInfo> infos,
                      QStringList reasons) {
    infos.resize(actions.size());
    while (reasons.size() < texts.size()) reasons << QString();
    if (actions == actions_ && texts == texts_ && reasons == reasons_) return;
    const bool countChanges = actions.size() != actions_.size();
    beginResetModel();
    hinted_ = -1;
    actions_ = std::move(actions);
    texts_ = std::move(texts);
    infos_ = std::move(infos);
    reasons_ = std::move(reasons);
    endResetModel();
    if (countChanges) emit countChanged();
}

void ActionModel::setHinted(const Action* action) {
    int row = -1;
    for (std::size_t i = 0; action && i < actions_.size(); ++i)
        if (actions_[i] == *action) row = static_cast<int>(i);
    if (row == hinted_) return;
    const int before = hinted_;
    hinted_ = row;
    for (int r : {before, row})
        if (r >= 0) emit dataChanged(index(r), index(r), {HintedRole});
}

}  // namespace felt::app
