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
    return {};
}

QHash<int, QByteArray> ActionModel::roleNames() const {
    return {{TextRole, "label"}};
}

void ActionModel::set(std::vector<Action> actions, QStringList texts) {
    if (actions == actions_ && texts == texts_) return;
    const bool countChanges = actions.size() != actions_.size();
    beginResetModel();
    actions_ = std::move(actions);
    texts_ = std::move(texts);
    endResetModel();
    if (countChanges) emit countChanged();
}

}  // namespace felt::app
