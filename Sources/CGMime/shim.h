// GMime 3's declarations, written here instead of including <gmime/gmime.h>, which pulls in
// all of glib and gio: only the functions `GMimeLibrary` (Sources/SubFormats/Mail/
// GMimeLibrary.swift, the one Swift file that imports this) resolves with dlsym, matching
// Debian 12's libgmime-3.0.so.0 (3.2) and glib 2.74. Nothing here is linked.
#include <stddef.h>

typedef int gboolean;
typedef unsigned long GType;
typedef struct _GMimeStream GMimeStream;
typedef struct _GMimeParser GMimeParser;
typedef struct _GMimeParserOptions GMimeParserOptions;
typedef struct _GMimeMessage GMimeMessage;
typedef struct _GMimeObject GMimeObject;
typedef struct _GMimePart GMimePart;
typedef struct _GMimeTextPart GMimeTextPart;
typedef struct _GMimeContentType GMimeContentType;
typedef struct _InternetAddressList InternetAddressList;
typedef struct _InternetAddress InternetAddress;
typedef struct _GDateTime GDateTime;
typedef struct _GByteArray GByteArray;
typedef struct _GTypeInstance GTypeInstance;

typedef enum {
    GMIME_FORMAT_MESSAGE,
    GMIME_FORMAT_MBOX,
    GMIME_FORMAT_MMDF
} GMimeFormat;

typedef void (*GMimeObjectForeachFunc)(GMimeObject *parent, GMimeObject *part, void *user_data);

// gmime
void g_mime_init(void);
GMimeStream *g_mime_stream_mem_new_with_byte_array(GByteArray *array);
GMimeParser *g_mime_parser_new_with_stream(GMimeStream *stream);
void g_mime_parser_set_format(GMimeParser *parser, GMimeFormat format);
GMimeMessage *g_mime_parser_construct_message(GMimeParser *parser, GMimeParserOptions *options);
gboolean g_mime_parser_eos(GMimeParser *parser);
const char *g_mime_message_get_subject(GMimeMessage *message);
const char *g_mime_message_get_message_id(GMimeMessage *message);
InternetAddressList *g_mime_message_get_from(GMimeMessage *message);
GDateTime *g_mime_message_get_date(GMimeMessage *message);
void g_mime_message_foreach(GMimeMessage *message, GMimeObjectForeachFunc callback, void *user_data);
GMimeContentType *g_mime_object_get_content_type(GMimeObject *object);
const char *g_mime_content_type_get_media_type(GMimeContentType *content_type);
const char *g_mime_content_type_get_media_subtype(GMimeContentType *content_type);
GType g_mime_part_get_type(void);
GType g_mime_text_part_get_type(void);
gboolean g_mime_part_is_attachment(GMimePart *part);
char *g_mime_text_part_get_text(GMimeTextPart *part);
typedef struct _GMimeDataWrapper GMimeDataWrapper;
GMimeDataWrapper *g_mime_part_get_content(GMimePart *part);
GMimeStream *g_mime_data_wrapper_get_stream(GMimeDataWrapper *wrapper);
long long g_mime_stream_length(GMimeStream *stream);
const char *g_mime_text_part_get_charset(GMimeTextPart *part);
void *g_mime_iconv_open(const char *to, const char *from);
int g_mime_iconv_close(void *cd);
int internet_address_list_length(InternetAddressList *list);
InternetAddress *internet_address_list_get_address(InternetAddressList *list, int index);
const char *internet_address_get_name(InternetAddress *address);
GType internet_address_mailbox_get_type(void);
const char *internet_address_mailbox_get_addr(InternetAddress *mailbox);

// glib and gobject, which libgmime loads
GByteArray *g_byte_array_new_take(unsigned char *data, size_t len);
void g_free(void *memory);
void g_object_unref(void *object);
gboolean g_type_check_instance_is_a(GTypeInstance *instance, GType type);
void g_date_time_get_ymd(GDateTime *datetime, int *year, int *month, int *day);
