// Declarations only, of the few functions of poppler-glib (Debian's libpoppler-glib8,
// poppler 22.08) and of cairo (libcairo2) that reading a PDF statement uses. Written here
// rather than including <poppler.h>, which pulls in GLib, GObject and cairo's headers and
// their include paths. The libraries are opened at run time, on the first PDF
// (`PopplerLibrary.swift`, the one Swift file that imports this), so `subhub` links neither
// and a machine without them is told so instead of failing to start.
#include <stdint.h>

typedef struct _PopplerDocument PopplerDocument;
typedef struct _PopplerPage PopplerPage;
typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;

/// GLib's error record: the domain's quark, the domain's code, and a message.
typedef struct {
    uint32_t domain;
    int32_t code;
    char *message;
} SubHubGError;

/// poppler-glib's rectangle, in PDF points from the page's top-left corner.
typedef struct {
    double x1;
    double y1;
    double x2;
    double y2;
} SubHubPopplerRectangle;

/// glibc's anonymous in-memory file (sys/mman.h with _GNU_SOURCE, which Swift's Glibc
/// module leaves out): poppler reads a PDF held in memory through one, by its descriptor.
int memfd_create(const char *name, unsigned int flags);
#define SUBHUB_MFD_CLOEXEC 1U

/// PopplerError's codes.
enum {
    SUBHUB_POPPLER_ERROR_INVALID = 0,
    SUBHUB_POPPLER_ERROR_ENCRYPTED = 1,
    SUBHUB_POPPLER_ERROR_OPEN_FILE = 2,
    SUBHUB_POPPLER_ERROR_BAD_CATALOG = 3,
    SUBHUB_POPPLER_ERROR_DAMAGED = 4
};

/// cairo_format_t's 8-bit alpha-only and 32-bit RGB formats.
enum {
    SUBHUB_CAIRO_FORMAT_ARGB32 = 0,
    SUBHUB_CAIRO_FORMAT_RGB24 = 1
};
