// The real table (QML over a GameSession) in an offscreen window, for tests
// that look at it as a person, a screen reader or a profiler would.
#pragma once

#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QString>
#include <QTest>
#include <QVariantMap>
#include <memory>

#include "catalog/registry.h"
#include "session/game_session.h"
#include "setup/setup_codec.h"
#include "setup/valid_setup.h"
#include "wait_for.h"

namespace felt::test {

// One data row per game, column "game" (its id).
inline void addGameRows() {
    QTest::addColumn<QString>("game");
    for (const GameInfo& g : allGames())
        QTest::newRow(g.id.c_str()) << QString::fromStdString(g.id);
}

// A button of the toolkit or of the table (TableButton, plain Qt Quick, or a
// type made from it).
inline bool isButton(const QObject* item) {
    if (item->inherits("QQuickAbstractButton")) return true;
    for (const QMetaObject* m = item->metaObject(); m; m = m->superClass())
        if (QByteArray(m->className()).startsWith("TableButton_QMLTYPE")) return true;
    return false;
}

// A Table filling a window of `size`; `qml` may be given instead of the
// default scene (it must expose the GameSession as the root's `session`).
class TableWindow {
public:
    explicit TableWindow(QSize size = {1280, 800}, const char* qml = nullptr) {
        engine_.addImportPath(QStringLiteral("qrc:/qt/qml"));
        QQmlComponent component(&engine_);
        component.setData(QByteArray(qml ? qml : kDefaultScene), QUrl());
        root_.reset(component.create());
        if (!root_) {
            error_ = component.errorString();
            return;
        }
        window_.resize(size);
        qobject_cast<QQuickItem*>(root_.get())->setSize(size);
        qobject_cast<QQuickItem*>(root_.get())->setParentItem(window_.contentItem());
        window_.show();
    }

    bool ok() const { return root_ != nullptr; }
    QString error() const { return error_; }
    QQuickWindow& window() { return window_; }
    QQuickItem* root() { return qobject_cast<QQuickItem*>(root_.get()); }
    QObject* rootObject() { return root_.get(); }
    app::GameSession* session() { return root_->property("session").value<app::GameSession*>(); }

    // Waits (for a condition, not a time) until `frames` new frames are drawn:
    // everything changed before is laid out and on screen by then.
    bool waitForFrames(int frames = 2) {
        QSignalSpy drawn(&window_, &QQuickWindow::frameSwapped);
        window_.update();
        return waitFor(
            [&] {
                if (drawn.count() < frames) window_.update();
                return drawn.count() >= frames;
            },
            120000);
    }

    // A game with a person in seat 0 (the other seats: the game's default
    // bots), with the options the player count needs (Jump Start's second deck).
    QString startWithPerson(const QString& game, int players, const QString& seed = "3") {
        OptionValues options;
        if (const GameInfo* info = findGame(game.toStdString()))
            app::makeSetupValid(*info, players, options);
        return session()->start(
            {{QStringLiteral("game"), game},
             {QStringLiteral("players"), players},
             {QStringLiteral("seed"), seed},
             {QStringLiteral("options"), app::optionsToMap(options)},
             {QStringLiteral("seats"),
              QVariantList{QVariantMap{{QStringLiteral("kind"), QStringLiteral("human")},
                                       {QStringLiteral("name"), QStringLiteral("Ann")}}}}});
    }

private:
    static constexpr const char* kDefaultScene = R"(
import QtQuick
import Felt
Item {
    property alias session: session
    GameSession { id: session; view.animationSpeed: 3 }
    Table { anchors.fill: parent; session: session }
}
)";
    QQmlEngine engine_;
    std::unique_ptr<QObject> root_;
    QQuickWindow window_;
    QString error_;
};

}  // namespace felt::test
