// libFuzzer target: deal codes. Any text is either refused with a reason or
// read as a playable setup whose own code reads back as the same setup.
#include <cstdlib>
#include <string>

#include "catalog/deal_code.h"

using namespace felt;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    DealSetup setup;
    const std::string error = decodeDealCode(text, setup);
    if (!error.empty()) return 0;
    OptionValues checked = setup.options;
    if (!setup.game || !validateSetup(*setup.game, setup.players, checked).empty()) std::abort();
    std::string encodeError;
    const std::string again = encodeDealCode(setup, encodeError);
    DealSetup back;
    if (again.empty() || !decodeDealCode(again, back).empty()) std::abort();
    if (back.game != setup.game || back.players != setup.players || back.seed != setup.seed ||
        back.options.all() != setup.options.all())
        std::abort();
    return 0;
}
