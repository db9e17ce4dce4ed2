// Text from files and command lines made safe to show in a one-line message.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace felt {

// `text` made safe to show inside a one-line message: bytes that are not valid
// UTF-8 and control characters become \xNN, and text longer than `maxBytes` is
// cut, saying how long it was.
std::string quoteForMessage(std::string_view text, std::size_t maxBytes = 60);

}  // namespace felt
