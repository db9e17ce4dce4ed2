// libFuzzer target: the network protocol's readers (app/net). Any bytes are
// either refused with one short sentence or read as a message that, written
// again, reads back as the same message: a client's (hello, act) and a
// host's (welcome, state, events, moves...).
#include <cstdlib>
#include <string>
#include <variant>

#include "net/host_messages.h"
#include "net/protocol.h"

using namespace felt::net;

namespace {

void checkSentence(const std::string& why) {
    // A refusal is one sentence a person can read, whatever it quotes.
    if (why.empty() || why.size() > 1000) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArrayView bytes(data, static_cast<qsizetype>(size));

    ClientMessage client;
    if (std::string why = readClientMessage(bytes, client); !why.empty()) {
        checkSentence(why);
    } else {
        const QByteArray again = std::visit([](const auto& m) { return encode(m); }, client);
        ClientMessage back;
        if (!readClientMessage(again, back).empty() || !(back == client)) std::abort();
    }

    HostMessage host;
    if (std::string why = readHostMessage(bytes, host); !why.empty()) {
        checkSentence(why);
    } else {
        const QByteArray again = std::visit([](const auto& m) { return encode(m); }, host);
        HostMessage back;
        if (!readHostMessage(again, back).empty() || !(back == host)) std::abort();
    }
    return 0;
}
