// libzip's declarations only: the library itself is opened at run time, on the first workbook
// (`ZipArchive.swift`, the one Swift file that imports this), so `subhub` does not link libzip
// and a machine without it is told so instead of failing to start.
#include <zip.h>
