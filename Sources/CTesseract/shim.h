// Tesseract's C API (capi.h of Debian 12's libtesseract5, 5.3), declared here for just the
// calls SubHub makes: the real header pulls in leptonica's and C++'s. The library is opened at
// run time, on the first image read (`OCR.swift`, the one Swift file that imports this), so
// `subhub` does not link it.
typedef struct TessBaseAPI TessBaseAPI;
typedef struct TessResultIterator TessResultIterator;
typedef struct TessPageIterator TessPageIterator;

typedef enum TessPageIteratorLevel {
    RIL_BLOCK = 0,
    RIL_PARA = 1,
    RIL_TEXTLINE = 2,
    RIL_WORD = 3,
    RIL_SYMBOL = 4
} TessPageIteratorLevel;

typedef enum TessPageSegMode {
    PSM_AUTO = 3,
    PSM_SINGLE_BLOCK = 6,
    PSM_SPARSE_TEXT = 11
} TessPageSegMode;

TessBaseAPI *TessBaseAPICreate(void);
int TessBaseAPIInit3(TessBaseAPI *handle, const char *datapath, const char *language);
int TessBaseAPISetVariable(TessBaseAPI *handle, const char *name, const char *value);
void TessBaseAPISetPageSegMode(TessBaseAPI *handle, TessPageSegMode mode);
void TessBaseAPISetImage(TessBaseAPI *handle, const unsigned char *imagedata, int width,
                         int height, int bytes_per_pixel, int bytes_per_line);
void TessBaseAPISetSourceResolution(TessBaseAPI *handle, int ppi);
int TessBaseAPIRecognize(TessBaseAPI *handle, void *monitor);
TessResultIterator *TessBaseAPIGetIterator(TessBaseAPI *handle);
int TessResultIteratorNext(TessResultIterator *handle, TessPageIteratorLevel level);
char *TessResultIteratorGetUTF8Text(const TessResultIterator *handle,
                                    TessPageIteratorLevel level);
float TessResultIteratorConfidence(const TessResultIterator *handle,
                                   TessPageIteratorLevel level);
const TessPageIterator *TessResultIteratorGetPageIteratorConst(
    const TessResultIterator *handle);
int TessPageIteratorBoundingBox(const TessPageIterator *handle, TessPageIteratorLevel level,
                                int *left, int *top, int *right, int *bottom);
int TessPageIteratorIsAtBeginningOf(const TessPageIterator *handle,
                                    TessPageIteratorLevel level);
void TessResultIteratorDelete(TessResultIterator *handle);
void TessDeleteText(const char *text);
void TessBaseAPIEnd(TessBaseAPI *handle);
void TessBaseAPIDelete(TessBaseAPI *handle);
