// libFuzzer's entry for programs that have a main of their own (libFuzzer 10 and later), and
// the test function each fuzzer defines (with `@_cdecl("LLVMFuzzerTestOneInput")`).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
