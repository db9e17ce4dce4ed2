// The window's questions and messages as Felt's own panels over the table
// (shell/PromptDialog.qml) instead of the platform's message boxes: "Restart
// this game?", the deal code to type, a file that cannot be read. One shows
// at a time; those asked meanwhile wait their turn. The answer comes back to
// the asker's function, not from a nested event loop.
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <deque>
#include <functional>

namespace felt::app {

class Prompt : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by the window")
    // Something is being asked or told.
    Q_PROPERTY(bool open READ isOpen NOTIFY changed)
    Q_PROPERTY(QString title READ title NOTIFY changed)
    Q_PROPERTY(QString text READ text NOTIFY changed)
    // The buttons' words; no second button ("") for a message.
    Q_PROPERTY(QString acceptText READ acceptText NOTIFY changed)
    Q_PROPERTY(QString rejectText READ rejectText NOTIFY changed)
    // A line of text is asked for (the deal code); its label is `text`.
    Q_PROPERTY(bool asksText READ asksText NOTIFY changed)
    // Something went wrong (a file that cannot be read): shown as a warning.
    Q_PROPERTY(bool warning READ warning NOTIFY changed)
    // Shown so far, for tests and scripts: each question gets a new number.
    Q_PROPERTY(int serial READ serial NOTIFY changed)

public:
    // accepted: the default button (or Enter); text: the typed line, if asked.
    using Answer = std::function<void(bool accepted, const QString& text)>;

    explicit Prompt(QObject* parent = nullptr);

    // A question answered Yes or No; `onYes` runs on Yes.
    void ask(const QString& title, const QString& question, std::function<void()> onYes);
    // A line of text to type (label: `label`); `onAccept` gets it unless cancelled.
    void askText(const QString& title, const QString& label, const QString& acceptText,
                 std::function<void(const QString&)> onAccept);
    // A message with one button; `warning` for something that went wrong.
    void tell(const QString& title, const QString& message, bool warning = true);

    // The person's answer to what shows now (from the panel).
    Q_INVOKABLE void answer(bool accepted, const QString& text = QString());

    bool isOpen() const { return !waiting_.empty(); }
    QString title() const { return current().title; }
    QString text() const { return current().text; }
    QString acceptText() const { return current().acceptText; }
    QString rejectText() const { return current().rejectText; }
    bool asksText() const { return current().asksText; }
    bool warning() const { return current().warning; }
    int serial() const { return serial_; }

signals:
    void changed();

private:
    struct Question {
        QString title, text, acceptText, rejectText;
        bool asksText = false;
        bool warning = false;
        Answer then;
    };
    void pose(Question question);
    const Question& current() const;

    std::deque<Question> waiting_;  // the first shows
    int serial_ = 0;
};

}  // namespace felt::app
