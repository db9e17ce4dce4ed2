// libFuzzer target: a record file's bytes through loadRecord (parse, check,
// replay every action). Any input must give a state or a one-line message.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "catalog/record.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const felt::LoadedGame loaded = felt::loadRecord(text);
    // A failure always explains itself in one printable line; success has a game.
    if (loaded.error.empty() != (loaded.state && loaded.badActionIndex < 0)) std::abort();
    if (loaded.error.find('\n') != std::string::npos) std::abort();
    if (felt::quoteForMessage(loaded.error, loaded.error.size()) != loaded.error) std::abort();
    // A record that loads is written back and loads again to the same game.
    if (loaded.error.empty()) {
        const felt::LoadedGame again = felt::loadRecord(felt::writeRecord(loaded.record));
        if (!again.error.empty()) std::abort();
        if (!(again.state->view(felt::kEveryone) == loaded.state->view(felt::kEveryone)))
            std::abort();
    }
    return 0;
}
