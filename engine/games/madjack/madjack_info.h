#pragma once

#include "core/registry.h"

namespace felt {
GameInfo madJackInfo();
}
