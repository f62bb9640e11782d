#ifndef LIB_FUZZER_DRIVER_H
#define LIB_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt, LLVM 12 and later), linked by -sanitize=fuzzer.
/// The fuzzer's `@main` calls it, because SwiftPM gives an executable its own entry
/// point, which keeps libFuzzer's `main` out of the link.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
