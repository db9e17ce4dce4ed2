#include "prompt.h"

#include <utility>

namespace felt::app {

Prompt::Prompt(QObject* parent) : QObject(parent) {}

void Prompt::ask(const QString& title, const QString& question, std::function<void()> onYes) {
    pose({title, question, tr("Yes"), tr("No"), false, false,
          [onYes = std::move(onYes)](bool accepted, const QString&) {
              if (accepted && onYes) onYes();
          }});
}

void Prompt::askText(const QString& title, const QString& label, const QString& acceptText,
                     std::function<void(const QString&)> onAccept) {
    pose({title, label, acceptText, tr("Cancel"), true, false,
          [onAccept = std::move(onAccept)](bool accepted, const QString& text) {
              if (accepted && onAccept) onAccept(text);
          }});
}

void Prompt::tell(const QString& title, const QString& message, bool warning) {
    pose({title, message, tr("OK"), QString(), false, warning, {}});
}

void Prompt::pose(Question question) {
    waiting_.push_back(std::move(question));
    if (waiting_.size() == 1) {
        ++serial_;
        emit changed();
    }
}

const Prompt::Question& Prompt::current() const {
    static const Question none;
    return waiting_.empty() ? none : waiting_.front();
}

void Prompt::answer(bool accepted, const QString& text) {
    if (waiting_.empty()) return;
    const Answer then = std::move(waiting_.front().then);
    waiting_.pop_front();
    if (!waiting_.empty()) ++serial_;
    emit changed();
    // After the panel moved on: the answer may ask something new.
    if (then) then(accepted, text);
}

}  // namespace felt::app
