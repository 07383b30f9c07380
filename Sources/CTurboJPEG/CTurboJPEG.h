// Debian's libjpeg-turbo through its TurboJPEG API (package libturbojpeg0-dev): tjDecompress2
// and tjCompress2 catch libjpeg's error longjmp inside the library and return -1 with a message,
// so a corrupt file can never unwind through Swift frames.
#include <stddef.h>
#include <turbojpeg.h>
