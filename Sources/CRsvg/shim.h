#include <librsvg/rsvg.h>
