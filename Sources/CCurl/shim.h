// libcurl's declarations only: the library itself is opened at run time, on the first request
// (`HTTPTransfer.swift`, the one Swift file that imports this), so `subhub` does not link
// libcurl and a machine without it is told so instead of failing to start.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one
// fixed-argument wrapper per kind of value, each calling the function dlsym found.
typedef CURLcode (*subhub_curl_setopt_function)(CURL *, CURLoption, ...);
typedef CURLcode (*subhub_curl_getinfo_function)(CURL *, CURLINFO, ...);

static inline CURLcode subhub_curl_setopt_long(
    void *function, CURL *handle, CURLoption option, long value) {
    return ((subhub_curl_setopt_function)function)(handle, option, value);
}

static inline CURLcode subhub_curl_setopt_offset(
    void *function, CURL *handle, CURLoption option, curl_off_t value) {
    return ((subhub_curl_setopt_function)function)(handle, option, value);
}

static inline CURLcode subhub_curl_setopt_pointer(
    void *function, CURL *handle, CURLoption option, const void *value) {
    return ((subhub_curl_setopt_function)function)(handle, option, value);
}

static inline CURLcode subhub_curl_setopt_callback(
    void *function, CURL *handle, CURLoption option, curl_write_callback value) {
    return ((subhub_curl_setopt_function)function)(handle, option, value);
}

static inline CURLcode subhub_curl_getinfo_long(
    void *function, CURL *handle, CURLINFO info, long *value) {
    return ((subhub_curl_getinfo_function)function)(handle, info, value);
}
