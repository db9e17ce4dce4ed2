#include "json_fields.h"

#include <QJsonValue>
#include <algorithm>
#include <cmath>

namespace felt::net {

JsonFields::JsonFields(const QJsonObject& object, std::string where, std::string& error)
    : object_(object), where_(std::move(where)), error_(error) {}

void JsonFields::fail(const std::string& what) {
    if (error_.empty()) error_ = where_ + ": " + what;
}

void JsonFields::onlyKeys(std::initializer_list<const char*> keys) {
    for (auto it = object_.begin(); it != object_.end(); ++it) {
        bool known = false;
        for (const char* k : keys) known = known || it.key() == QLatin1String(k);
        if (!known) {
            // The key is the sender's text: shown cut short, never trusted further.
            fail("unknown field \"" + it.key().left(40).toStdString() + "\"");
            return;
        }
    }
}

bool JsonFields::present(const char* key, bool required) {
    if (object_.contains(QLatin1String(key))) return true;
    if (required) fail(std::string("missing field \"") + key + "\"");
    return false;
}

std::string JsonFields::text(const char* key, int maxChars, bool required) {
    if (!present(key, required)) return {};
    const QJsonValue v = object_.value(QLatin1String(key));
    if (!v.isString()) {
        fail(std::string("field \"") + key + "\" must be a string");
        return {};
    }
    const QString s = v.toString();
    if (s.size() > maxChars) {
        fail(std::string("field \"") + key + "\" is longer than " + std::to_string(maxChars) +
             " characters");
        return {};
    }
    return s.toStdString();
}

bool wholeNumber(const QJsonValue& value, int min, int max, int& out) {
    if (!value.isDouble()) return false;
    const double d = value.toDouble();
    // NaN fails both comparisons; a fraction fails the floor test.
    if (!(d >= min && d <= max) || std::floor(d) != d) return false;
    out = static_cast<int>(d);
    return true;
}

int JsonFields::integer(const char* key, int min, int max, bool required, int fallback) {
    if (!present(key, required)) return fallback;
    int out = fallback;
    if (!wholeNumber(object_.value(QLatin1String(key)), min, max, out)) {
        fail(std::string("field \"") + key + "\" must be a whole number from " +
             std::to_string(min) + " to " + std::to_string(max));
        return fallback;
    }
    return out;
}

bool JsonFields::flag(const char* key, bool required, bool fallback) {
    if (!present(key, required)) return fallback;
    const QJsonValue v = object_.value(QLatin1String(key));
    if (!v.isBool()) {
        fail(std::string("field \"") + key + "\" must be true or false");
        return fallback;
    }
    return v.toBool();
}

QJsonArray JsonFields::array(const char* key, int maxItems, bool required) {
    if (!present(key, required)) return {};
    const QJsonValue v = object_.value(QLatin1String(key));
    if (!v.isArray()) {
        fail(std::string("field \"") + key + "\" must be an array");
        return {};
    }
    QJsonArray a = v.toArray();
    if (a.size() > maxItems) {
        fail(std::string("field \"") + key + "\" has more than " + std::to_string(maxItems) +
             " items");
        return {};
    }
    return a;
}

QJsonObject JsonFields::object(const char* key, bool required) {
    if (!present(key, required)) return {};
    const QJsonValue v = object_.value(QLatin1String(key));
    if (!v.isObject()) {
        fail(std::string("field \"") + key + "\" must be an object");
        return {};
    }
    return v.toObject();
}

int nestingDepth(const QJsonValue& value, int limit) {
    if (limit < 0) return 0;  // deep enough to refuse; stop descending
    int deepest = 0;
    if (value.isArray()) {
        for (const QJsonValue& v : value.toArray())
            deepest = std::max(deepest, nestingDepth(v, limit - 1));
        return deepest + 1;
    }
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            deepest = std::max(deepest, nestingDepth(it.value(), limit - 1));
        return deepest + 1;
    }
    return 0;
}

}  // namespace felt::net
