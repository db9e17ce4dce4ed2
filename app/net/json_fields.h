// Strict reading of one JSON object that came over the network. Every field
// is looked up by name, checked for its type and range, and the first thing
// wrong becomes one sentence in `error`; nothing here throws or asserts, so
// a hostile message can only ever produce that sentence.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <initializer_list>
#include <string>

namespace felt::net {

class JsonFields {
public:
    // `where` names the object in error messages ("act", "state.zones[2]").
    JsonFields(const QJsonObject& object, std::string where, std::string& error);

    bool ok() const { return error_.empty(); }
    // Fails on any key not listed: a message carries exactly its fields.
    void onlyKeys(std::initializer_list<const char*> keys);

    // A string of at most `maxChars` UTF-16 units; "" when absent and not required.
    std::string text(const char* key, int maxChars, bool required = true);
    // A whole number in [min, max]; `fallback` when absent and not required.
    int integer(const char* key, int min, int max, bool required = true, int fallback = 0);
    bool flag(const char* key, bool required = true, bool fallback = false);
    // An array of at most `maxItems`; empty when absent and not required.
    QJsonArray array(const char* key, int maxItems, bool required = true);
    QJsonObject object(const char* key, bool required = true);
    bool has(const char* key) const { return object_.contains(QLatin1String(key)); }

    // Records an error found by the caller (the first one wins).
    void fail(const std::string& what);
    const std::string& where() const { return where_; }

private:
    bool present(const char* key, bool required);
    const QJsonObject& object_;
    std::string where_;
    std::string& error_;
};

// A whole number in [min, max] from a JSON value (an array item), or false.
bool wholeNumber(const QJsonValue& value, int min, int max, int& out);

// The deepest nesting of arrays and objects in `value`, counting stops past `limit`.
int nestingDepth(const QJsonValue& value, int limit);

}  // namespace felt::net
