// libxml2's declarations for its HTML parser, written here instead of including
// <libxml/HTMLparser.h> (which needs libxml2's include path): only what `HTMLText`
// (Sources/SubFormats/Mail/HTMLText.swift, the one Swift file that imports this) resolves
// with dlsym, matching Debian 12's libxml2.so.2 (2.9.14). Nothing here is linked.
typedef unsigned char xmlChar;

typedef enum {
    XML_ELEMENT_NODE = 1,
    XML_ATTRIBUTE_NODE = 2,
    XML_TEXT_NODE = 3,
    XML_CDATA_SECTION_NODE = 4,
    XML_ENTITY_REF_NODE = 5,
    XML_ENTITY_NODE = 6,
    XML_PI_NODE = 7,
    XML_COMMENT_NODE = 8,
    XML_DOCUMENT_NODE = 9
} xmlElementType;

typedef struct _xmlDoc xmlDoc;

// The leading fields of libxml2's `struct _xmlNode`, in its order: the walk reads no others.
typedef struct _xmlNode {
    void *_private;
    xmlElementType type;
    const xmlChar *name;
    struct _xmlNode *children;
    struct _xmlNode *last;
    struct _xmlNode *parent;
    struct _xmlNode *next;
    struct _xmlNode *prev;
    xmlDoc *doc;
    void *ns;
    xmlChar *content;
} xmlNode;

enum {
    HTML_PARSE_RECOVER = 1 << 0,
    HTML_PARSE_NOERROR = 1 << 5,
    HTML_PARSE_NOWARNING = 1 << 6,
    HTML_PARSE_NONET = 1 << 11,
    HTML_PARSE_COMPACT = 1 << 16
};

xmlDoc *htmlReadMemory(const char *buffer, int size, const char *url, const char *encoding,
                       int options);
xmlNode *xmlDocGetRootElement(const xmlDoc *doc);
void xmlFreeDoc(xmlDoc *doc);
