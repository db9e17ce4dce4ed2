// Reading a fuzzer's bytes as setup choices and lines of text.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace felt::fuzz {

class FuzzInput {
public:
    FuzzInput(const std::uint8_t* data, std::size_t size)
        : text_(reinterpret_cast<const char*>(data), size) {}

    // The next byte (0 once the input is used up).
    std::uint8_t byte() {
        if (at_ >= text_.size()) return 0;
        return static_cast<std::uint8_t>(text_[at_++]);
    }
    std::uint64_t u64() {
        std::uint64_t v = 0;
        for (int i = 0; i < 8; ++i) v = (v << 8) | byte();
        return v;
    }
    // The rest of the input, split at newlines.
    std::vector<std::string_view> lines() {
        std::vector<std::string_view> out;
        std::string_view rest = text_.substr(at_ < text_.size() ? at_ : text_.size());
        while (!rest.empty()) {
            const auto end = rest.find('\n');
            out.push_back(rest.substr(0, end));
            if (end == std::string_view::npos) break;
            rest.remove_prefix(end + 1);
        }
        at_ = text_.size();
        return out;
    }

private:
    std::string_view text_;
    std::size_t at_ = 0;
};

}  // namespace felt::fuzz
