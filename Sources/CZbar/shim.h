// zbar's declarations (Debian 12's libzbar0, 0.23), written here for just the calls SubHub
// makes to find invoice codes. The library is opened at run time, on the first image
// (`QRScanner.swift`, the one Swift file that imports this), so `subhub` does not link it.
typedef struct zbar_image_scanner_s zbar_image_scanner_t;
typedef struct zbar_image_s zbar_image_t;
typedef struct zbar_symbol_s zbar_symbol_t;
typedef void(zbar_image_cleanup_handler_t)(zbar_image_t *image);

enum {
    SUBHUB_ZBAR_NONE = 0,
    SUBHUB_ZBAR_QRCODE = 64,
    SUBHUB_ZBAR_CFG_ENABLE = 0
};

zbar_image_scanner_t *zbar_image_scanner_create(void);
void zbar_image_scanner_destroy(zbar_image_scanner_t *scanner);
int zbar_image_scanner_set_config(zbar_image_scanner_t *scanner, int symbology, int config,
                                  int value);
zbar_image_t *zbar_image_create(void);
void zbar_image_destroy(zbar_image_t *image);
void zbar_image_set_format(zbar_image_t *image, unsigned long format);
void zbar_image_set_size(zbar_image_t *image, unsigned width, unsigned height);
void zbar_image_set_data(zbar_image_t *image, const void *data, unsigned long size,
                         zbar_image_cleanup_handler_t *cleanup);
int zbar_scan_image(zbar_image_scanner_t *scanner, zbar_image_t *image);
const zbar_symbol_t *zbar_image_first_symbol(const zbar_image_t *image);
const zbar_symbol_t *zbar_symbol_next(const zbar_symbol_t *symbol);
int zbar_symbol_get_type(const zbar_symbol_t *symbol);
const char *zbar_symbol_get_data(const zbar_symbol_t *symbol);
unsigned int zbar_symbol_get_data_length(const zbar_symbol_t *symbol);
