// A layering probe (see CMakeLists.txt): compiled against a layer below
// games, it must stop at the second include. The first, which every layer
// may make, shows the probe is compiled against the engine at all.
#include "core/card.h"

#include "games/game_info.h"
