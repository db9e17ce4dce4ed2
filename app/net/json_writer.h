// Writes a JSON object straight into bytes, for the host's frequent
// messages (a seat's events, state and moves after every move): building
// them as QJsonObjects and then serialising them cost most of a host's time
// (docs/performance.md, "Network server"). Keys and strings are written as
// given (UTF-8), escaped as JSON requires; the reader (QJsonDocument) does
// not care about the order of keys.
#pragma once

#include <QByteArray>
#include <string_view>
#include <utility>
#include <vector>

namespace felt::net {

class JsonWriter {
public:
    // Opens the message's object with the protocol's envelope ("v", "kind").
    explicit JsonWriter(const char* kind);
    // The finished message.
    QByteArray finish();

    JsonWriter& key(std::string_view name);
    JsonWriter& value(int v);
    JsonWriter& value(bool v);
    JsonWriter& value(std::string_view text);
    JsonWriter& ints(const std::vector<int>& values);
    JsonWriter& pairs(const std::vector<std::pair<int, int>>& values);
    JsonWriter& beginObject();
    JsonWriter& endObject();
    JsonWriter& beginArray();
    JsonWriter& endArray();

private:
    void separate();                     // a comma before any value but the first in its container
    void quoted(std::string_view text);  // a JSON string

    QByteArray out_;
    bool first_ = true;      // nothing written yet in the open container
    bool afterKey_ = false;  // a key was written: its value follows without a comma
};

}  // namespace felt::net
