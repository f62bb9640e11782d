// Every function of this target is `static inline` in its header, compiled where Swift
// calls it; a C target needs one source file of its own.
#include "DynamicCodingAtomics.h"
