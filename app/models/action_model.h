// A list of legal actions offered to a person: the buttons for actions that
// need no card (bid 3, pass, draw...), or the chooser when one card could do
// several things. Each row keeps the engine Action it stands for.
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <vector>

#include "core/action.h"
#include "core/presentation.h"

namespace felt::app {

class ActionModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameSession")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
public:
    enum Role { TextRole = Qt::UserRole + 1, KindRole, SuitRole, HintedRole, ReasonRole };

    explicit ActionModel(QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The actions with their button labels and descriptions (kind, suit...);
    // a row with a reason is a move the rules withhold now, shown disabled.
    void set(std::vector<Action> actions, QStringList texts, std::vector<ActionInfo> infos,
             QStringList reasons = {});
    void clear() { set({}, {}, {}); }
    int count() const { return static_cast<int>(actions_.size()); }
    const Action& action(int i) const { return actions_.at(static_cast<std::size_t>(i)); }
    // Why the row's move is withheld ("" for a move that can be made).
    QString reason(int i) const { return reasons_.value(i); }
    // Marks the row of `action` as the hint's suggestion (none if absent).
    void setHinted(const Action* action);

signals:
    void countChanged();

private:
    std::vector<Action> actions_;
    QStringList texts_;
    std::vector<ActionInfo> infos_;
    QStringList reasons_;
    int hinted_ = -1;
};

}  // namespace felt::app
