// Declarations only: see include/LibFuzzerDriver.h.
#include "LibFuzzerDriver.h"
