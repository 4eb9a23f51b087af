#ifndef SUBHUB_CEDITLINE_SHIM_H
#define SUBHUB_CEDITLINE_SHIM_H
// libedit's el_set, el_get and history are variadic, which Swift cannot call. Each operation
// the shell needs gets one fixed-argument wrapper here; nothing else lives in this target.
#include <stdio.h>
#include <wchar.h>
#include <histedit.h>


static inline FILE *subhub_stdin(void) { return stdin; }
static inline FILE *subhub_stdout(void) { return stdout; }
static inline FILE *subhub_stderr(void) { return stderr; }

typedef char *(*subhub_prompt_fn)(EditLine *);
typedef unsigned char (*subhub_command_fn)(EditLine *, int);

static inline int subhub_el_set_prompt_esc(EditLine *el, subhub_prompt_fn fn, char esc) {
    return el_set(el, EL_PROMPT_ESC, fn, esc);
}
static inline int subhub_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}
static inline int subhub_el_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}
static inline int subhub_el_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}
static inline void *subhub_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}
static inline int subhub_el_set_hist(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}
static inline int subhub_el_add_function(EditLine *el, const char *name, const char *help,
                                         subhub_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
static inline int subhub_el_bind(EditLine *el, const char *key, const char *function) {
    return el_set(el, EL_BIND, key, function, NULL);
}
static inline int subhub_el_settty(EditLine *el, const char *mode, const char *flag) {
    return el_set(el, EL_SETTY, mode, flag, NULL);
}
static inline int subhub_el_source_default(EditLine *el) { return el_source(el, NULL); }

static inline int subhub_history_set_size(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}
static inline int subhub_history_set_unique(History *h, int unique) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, unique);
}
static inline int subhub_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}
static inline int subhub_history_load(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_LOAD, path);
}
static inline int subhub_history_save(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_SAVE, path);
}
#endif
