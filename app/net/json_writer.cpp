#include "json_writer.h"

#include "protocol.h"

namespace felt::net {

JsonWriter::JsonWriter(const char* kind) {
    out_.reserve(512);
    out_.append('{');
    key("v").value(kProtocolVersion);
    key("kind").value(std::string_view(kind));
}

QByteArray JsonWriter::finish() {
    out_.append('}');
    return std::move(out_);
}

void JsonWriter::separate() {
    if (afterKey_) {
        afterKey_ = false;
        return;
    }
    if (!first_) out_.append(',');
    first_ = false;
}

JsonWriter& JsonWriter::key(std::string_view name) {
    separate();
    quoted(name);
    out_.append(':');
    afterKey_ = true;
    return *this;
}

JsonWriter& JsonWriter::value(int v) {
    separate();
    out_.append(QByteArray::number(v));
    return *this;
}

JsonWriter& JsonWriter::value(bool v) {
    separate();
    out_.append(v ? "true" : "false");
    return *this;
}

JsonWriter& JsonWriter::value(std::string_view text) {
    separate();
    quoted(text);
    return *this;
}

void JsonWriter::quoted(std::string_view text) {
    out_.append('"');
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out_.append('\\').append(c);
        } else if (u < 0x20) {
            static const char hex[] = "0123456789abcdef";
            out_.append("\\u00").append(hex[u >> 4]).append(hex[u & 15]);
        } else {
            out_.append(c);  // UTF-8 passes as it is
        }
    }
    out_.append('"');
}

JsonWriter& JsonWriter::ints(const std::vector<int>& values) {
    beginArray();
    for (int v : values) value(v);
    return endArray();
}

JsonWriter& JsonWriter::pairs(const std::vector<std::pair<int, int>>& values) {
    beginArray();
    for (const auto& [a, b] : values) beginArray().value(a).value(b).endArray();
    return endArray();
}

JsonWriter& JsonWriter::beginObject() {
    separate();
    out_.append('{');
    first_ = true;
    return *this;
}

JsonWriter& JsonWriter::endObject() {
    out_.append('}');
    first_ = false;
    return *this;
}

JsonWriter& JsonWriter::beginArray() {
    separate();
    out_.append('[');
    first_ = true;
    return *this;
}

JsonWriter& JsonWriter::endArray() {
    out_.append(']');
    first_ = false;
    return *this;
}

}  // namespace felt::net
