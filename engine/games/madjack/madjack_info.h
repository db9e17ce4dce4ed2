#pragma once

#include "catalog/registry.h"

namespace felt {
GameInfo madJackInfo();
}
