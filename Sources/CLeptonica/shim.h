// Leptonica's declarations, written here (Debian 12's liblept5, 1.82): only the few functions
// SubHub decodes a bill's image with. The library itself is opened at run time, on the first
// image (`ImageDecoder.swift`, the one Swift file that imports this), so `subhub` does not link
// it and a machine without it is told which package to install.
#include <stddef.h>
#include <stdint.h>

typedef struct Pix PIX;

int32_t pixReadHeaderMem(const uint8_t *data, size_t size, int32_t *pformat, int32_t *pw,
                         int32_t *ph, int32_t *pbps, int32_t *pspp, int32_t *piscmap);
PIX *pixReadMem(const uint8_t *data, size_t size);
PIX *pixConvertTo8(PIX *pixs, int32_t cmapflag);
void pixDestroy(PIX **ppix);
int32_t pixGetWidth(const PIX *pix);
int32_t pixGetHeight(const PIX *pix);
int32_t pixGetDepth(const PIX *pix);
int32_t pixGetWpl(const PIX *pix);
uint32_t *pixGetData(PIX *pix);
int32_t setMsgSeverity(int32_t newsev);

/// `setMsgSeverity`'s level that prints nothing: the user never sees the library's own text.
enum { LEPT_SEVERITY_NONE = 6 };
