// Debian's libpng (package libpng-dev), used through its "simplified" API (png_image_*), which
// reports errors in the png_image struct instead of longjmp-ing out of the caller.
#include <png.h>
