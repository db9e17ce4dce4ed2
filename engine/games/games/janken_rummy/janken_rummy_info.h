#pragma once

#include "games/game_info.h"

namespace felt {
GameInfo jankenRummyInfo();
}
