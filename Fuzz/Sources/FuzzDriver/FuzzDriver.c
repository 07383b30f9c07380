// Only the declaration in include/FuzzDriver.h is needed: the sanitizer runtime defines it.
#include "FuzzDriver.h"
