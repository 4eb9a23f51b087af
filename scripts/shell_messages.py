#!/usr/bin/env python3
"""One-off generator used while writing the shell's messages: adds them to both catalogs
and writes Sources/SubLocalization/Keys/MessageKey+Shell.swift. Kept for reference; the
catalogs are the source of truth from now on."""
import json, re

def P(en_one, en_other, es_one, es_other, count="count", en_zero=None, es_zero=None, es_many=None):
    en = {"count_argument": count}
    es = {"count_argument": count}
    if en_zero: en["=0"] = en_zero
    if es_zero: es["=0"] = es_zero
    en["one"] = en_one; en["other"] = en_other
    es["one"] = es_one
    es["many"] = es_many or es_other.replace("{%s} " % count, "{%s} de " % count)
    es["other"] = es_other
    return en, es

M = []  # (swift name, path, en, es)
def add(name, path, en, es=None):
    if isinstance(en, tuple): en, es = en
    M.append((name, path, en, es))

add("prefixWarning", "shell.prefix.warning", "warning: ", "aviso: ")
add("prefixError", "shell.prefix.error", "error: ", "error: ")
add("scriptLinePrefix", "shell.prefix.script_line", "line {line}: ", "línea {line}: ")
add("appVersion", "shell.version", "subhub {version}", "subhub {version}")

add("totalLine", "total.line", P("{amount} a month · {count} active", "{amount} a month · {count} active",
    "{amount} al mes · {count} activa", "{amount} al mes · {count} activas",
    en_zero="{amount} a month", es_zero="{amount} al mes"))
add("totalShare", "total.share", "your share {amount}", "tu parte {amount}")
add("totalNone", "total.none", "No active subscriptions yet. Add one with: add Netflix 12.99",
    "Aún no hay suscripciones activas. Añade una con: añadir Netflix 12,99")
add("totalArchived", "total.archived", P("{count} archived (not counted)", "{count} archived (not counted)",
    "{count} archivada (no cuenta)", "{count} archivadas (no cuentan)"))

add("listEmpty", "list.empty", "Nothing here yet. Add a subscription with: add Netflix 12.99",
    "Aquí no hay nada todavía. Añade una suscripción con: añadir Netflix 12,99")
add("listSectionArchived", "list.section.archived", "Archived", "Archivadas")
add("listTrial", "list.trial", "trial until {date}", "prueba hasta el {date}")
add("listShared", "list.shared", P("shared by {count}, {amount} each", "shared by {count}, {amount} each",
    "compartida entre {count}, {amount} cada uno", "compartida entre {count}, {amount} cada uno"))
add("listArchivedOn", "list.archived_on", "archived {date}", "archivada el {date}")
add("listSaved", "list.saved", "saved {amount} so far", "ahorrado {amount} hasta hoy")
add("listGroupAutomatic", "list.group.automatic", P("group · automatic, {count} member", "group · automatic, {count} members",
    "grupo · automático, {count} miembro", "grupo · automático, {count} miembros"))
add("listGroupWithinCap", "list.group.within_cap", "group · cap {cap}, members {used}", "grupo · techo {cap}, miembros {used}")
add("listGroupOverCap", "list.group.over_cap", "group · over its cap of {cap} by {excess}", "grupo · se pasa del techo de {cap} en {excess}")
add("markHigh", "list.mark.high", "!!", "!!")
add("markMedium", "list.mark.medium", "!", "!")

for key, en, es in [("amount", "Amount", "Importe"), ("monthly", "Per month", "Al mes"), ("shared", "Shared", "Compartida"),
    ("status", "Status", "Estado"), ("next_charge", "Next charge", "Próximo cargo"), ("archived_on", "Archived", "Archivada"),
    ("saved", "Saved", "Ahorrado"), ("trial_ends", "Trial ends", "Fin de la prueba"), ("group", "Group", "Grupo"),
    ("members", "Members", "Miembros"), ("in_group", "In group", "En el grupo"), ("category", "Category", "Categoría"),
    ("brand", "Brand", "Marca"), ("confirmed", "Last confirmed", "Confirmada el"), ("notes", "Notes", "Notas")]:
    name = "show" + "".join(w.capitalize() for w in key.split("_"))
    add(name, "show." + key, en, es)
add("statusActive", "status.active", "active", "activa")
add("statusArchived", "status.archived", "archived", "archivada")

add("risksNone", "risks.none", "Nothing to review: no trial about to charge, nothing unusually expensive or forgotten.",
    "Nada que revisar: ninguna prueba a punto de cobrarse, nada especialmente caro ni olvidado.")
add("riskLevelHigh", "risks.level.high", "high risk", "riesgo alto")
add("riskLevelMedium", "risks.level.medium", "medium risk", "riesgo medio")
add("riskTrialChargeSoon", "risks.reason.trial_charge_soon", P(
    "the free trial turns into a charge {when} ({date})", "the free trial turns into a charge {when} ({date})",
    "la prueba gratuita pasa a cobrarse {when} ({date})", "la prueba gratuita pasa a cobrarse {when} ({date})",
    count="days_left"))
add("riskAboveAverage", "risks.reason.above_average", "costs {monthly} a month, over 1.5 × the average ({mean})",
    "cuesta {monthly} al mes, más de 1,5 veces la media ({mean})")
add("riskNotConfirmed", "risks.reason.not_confirmed", P(
    "not confirmed for {count} month (since {date}); still using it? confirm it", "not confirmed for {count} months (since {date}); still using it? confirm it",
    "sin confirmar desde hace {count} mes (desde el {date}); ¿la sigues usando? confírmala", "sin confirmar desde hace {count} meses (desde el {date}); ¿la sigues usando? confírmala"))

add("upcomingHeading", "upcoming.heading", P("Charges in the next {count} day:", "Charges in the next {count} days:",
    "Cargos en el próximo día:", "Cargos en los próximos {count} días:", en_zero=None))
add("upcomingNone", "upcoming.none", P("No charges in the next {count} day.", "No charges in the next {count} days.",
    "Ningún cargo en el próximo día.", "Ningún cargo en los próximos {count} días."))
add("upcomingTotal", "upcoming.total", "Total: {amounts}", "Total: {amounts}")

add("resultAdded", "result.added", "Added {name}: {amount} {period} ({monthly} a month).",
    "Añadida {name}: {amount} {period} ({monthly} al mes).")
add("resultEdited", "result.edited", "Updated {name}.", "Actualizada {name}.")
add("resultArchived", "result.archived", P(
    "Archived {name}: {monthly} a month less. That is {count} subscription killed so far.",
    "Archived {name}: {monthly} a month less. That makes {count} subscriptions killed so far.",
    "Archivada {name}: {monthly} menos al mes. Llevas {count} suscripción cancelada.",
    "Archivada {name}: {monthly} menos al mes. Llevas {count} suscripciones canceladas."))
add("resultRestored", "result.restored", "Restored {name}: it counts again.", "Restaurada {name}: vuelve a contar.")
add("resultDeleted", "result.deleted", "Deleted {name} for good.", "Borrada {name} para siempre.")
add("resultConfirmed", "result.confirmed", "Confirmed {name}: still wanted.", "Confirmada {name}: la sigues queriendo.")
add("resultGroupCreated", "result.group_created", P("Created group {name} with {count} member.", "Created group {name} with {count} members.",
    "Creado el grupo {name} con {count} miembro.", "Creado el grupo {name} con {count} miembros.",
    en_zero="Created group {name}, empty for now.", es_zero="Creado el grupo {name}, vacío por ahora."))
add("resultGroupAdded", "result.group_added", P("Added {count} member to {name}.", "Added {count} members to {name}.",
    "Añadido {count} miembro a {name}.", "Añadidos {count} miembros a {name}."))
add("resultGroupRemoved", "result.group_removed", "{name} left {group}; it stays as a subscription of its own.",
    "{name} sale de {group}; sigue como suscripción independiente.")
add("resultExported", "result.exported", P("Exported {count} item to {file}.", "Exported {count} items to {file}.",
    "Exportado {count} elemento a {file}.", "Exportados {count} elementos a {file}."))
add("resultImported", "result.imported", P("Imported {count} item from {file}.", "Imported {count} items from {file}.",
    "Importado {count} elemento de {file}.", "Importados {count} elementos de {file}.",
    en_zero="{file} holds nothing to import.", es_zero="{file} no tiene nada que importar."))
add("resultProfileDeleted", "result.profile_deleted", "Deleted profile {name} and all its data.", "Borrado el perfil {name} con todos sus datos.")
add("resultLanguage", "result.language", "Language: {language}", "Idioma: {language}")

add("confirmDelete", "confirm.delete", "Delete {name} for good? It will not be recoverable. [y/N] ",
    "¿Borrar {name} para siempre? No se podrá recuperar. [s/N] ")
add("confirmProfileLoss", "confirm.profile_loss", "Deleting profile {name} loses {subscriptions}, {groups} and {archived}.",
    "Borrar el perfil {name} pierde {subscriptions}, {groups} y {archived}.")
add("confirmTypeProfileName", "confirm.type_profile_name", "Type the profile's name ({name}) to confirm: ",
    "Escribe el nombre del perfil ({name}) para confirmar: ")
add("countSubscriptions", "count.subscriptions", P("{count} subscription", "{count} subscriptions", "{count} suscripción", "{count} suscripciones",
    en_zero="no subscriptions", es_zero="ninguna suscripción"))
add("countGroups", "count.groups", P("{count} group", "{count} groups", "{count} grupo", "{count} grupos", en_zero="no groups", es_zero="ningún grupo"))
add("countArchived", "count.archived", P("{count} archived item", "{count} archived items", "{count} archivada", "{count} archivadas",
    en_zero="no archived items", es_zero="ninguna archivada"))

add("failureNotFound", "failure.not_found", "No subscription called \"{name}\". See them all with: list",
    "No hay ninguna suscripción llamada «{name}». Míralas todas con: lista")
add("failureAmbiguous", "failure.ambiguous", "\"{name}\" could be {candidates}. Type more of the name.",
    "«{name}» puede ser {candidates}. Escribe más del nombre.")
add("failureUnreadableFile", "failure.unreadable_file", "Cannot read {path} as UTF-8 text.", "No se puede leer {path} como texto UTF-8.")
add("failureUnwritableFile", "failure.unwritable_file", "Cannot write {path}.", "No se puede escribir {path}.")
add("failureConfirmationRequired", "failure.confirmation_required", "Nobody to ask here: add --yes to {command} without asking.",
    "Aquí no hay a quién preguntar: añade --yes para {command} sin preguntar.")
add("failureCancelled", "failure.cancelled", "Cancelled. Nothing was changed.", "Cancelado. No se ha cambiado nada.")
add("failureUnknownLanguage", "failure.unknown_language", "There is no catalog for \"{code}\". Available: {languages}.",
    "No hay catálogo para «{code}». Disponibles: {languages}.")
add("failureCatalogProblems", "failure.catalog_problems", P("The catalogs have {count} problem.", "The catalogs have {count} problems.",
    "Los catálogos tienen {count} problema.", "Los catálogos tienen {count} problemas."))
add("failureMissingGroup", "failure.missing_group", "{name} is not in any group.", "{name} no está en ningún grupo.")
add("failureInexactCurrencyChange", "failure.inexact_currency_change",
    "The amount has decimals that {to} cannot hold. Change both at once, e.g.: edit NAME amount \"68 {to}\".",
    "El importe tiene decimales que {to} no admite. Cambia los dos a la vez, p. ej.: editar NOMBRE importe \"68 {to}\".")

add("usageUnterminatedQuote", "usage.unterminated_quote", "A quote is never closed.", "Hay unas comillas sin cerrar.")
add("usageUnknownCommand", "usage.unknown_command", "Unknown command \"{word}\".", "No conozco la orden «{word}».")
add("usageDidYouMean", "usage.did_you_mean", "Did you mean \"{suggestion}\"?", "¿Quisiste decir «{suggestion}»?")
add("usageSeeHelp", "usage.see_help", "Type \"help\" to see every command.", "Escribe «ayuda» para ver todas las órdenes.")
add("usageMissingArgument", "usage.missing_argument", "\"{command}\" needs {argument}.", "A «{command}» le falta {argument}.")
add("usageUnexpectedArgument", "usage.unexpected_argument", "\"{command}\" does not take \"{word}\".", "«{command}» no admite «{word}».")
add("usageUnknownOption", "usage.unknown_option", "\"{command}\" has no option {option}.", "«{command}» no tiene la opción {option}.")
add("usageUnknownGlobalOption", "usage.unknown_global_option", "Unknown option {option}.", "No conozco la opción {option}.")
add("usageOptionNeedsValue", "usage.option_needs_value", "The option {option} needs a value.", "La opción {option} necesita un valor.")
add("usageUnknownSubcommand", "usage.unknown_subcommand", "\"{command}\" has no \"{word}\".", "«{command}» no tiene «{word}».")
add("usageUnknownField", "usage.unknown_field", "\"{word}\" is not a field. Fields: {fields}.", "«{word}» no es un campo. Campos: {fields}.")
add("usageUnknownFormat", "usage.unknown_format", "\"{word}\" is not a format: use json or csv.", "«{word}» no es un formato: usa json o csv.")
add("usageInvalidCount", "usage.invalid_count", "{option} needs a whole number from 1 up, not \"{value}\".",
    "{option} necesita un número entero desde 1, no «{value}».")
add("usageInvalidAsOf", "usage.invalid_as_of", "--as-of needs a date written YYYY-MM-DD, not \"{value}\".",
    "--as-of necesita una fecha escrita AAAA-MM-DD, no «{value}».")

for arg, en, es in [("name", "a name", "un nombre"), ("amount", "an amount (or --auto)", "un importe (o --auto)"),
    ("field", "a field", "un campo"), ("value", "a value", "un valor"), ("group", "a group", "un grupo"),
    ("member", "a member", "un miembro"), ("format", "a format (json or csv)", "un formato (json o csv)"),
    ("file", "a file", "un archivo"), ("query", "something to search for", "algo que buscar")]:
    add(None, "argument." + arg, en, es)

for code, path in [("storeNotADatabase", "not_a_database"), ("storeNewerSchema", "newer_schema"), ("storeReadOnly", "read_only"),
    ("storeMissing", "missing"), ("storeDiskFull", "disk_full"), ("storeBusy", "busy"), ("storeInvalidProfileName", "invalid_profile_name"),
    ("storeNoDataDirectory", "no_data_directory"), ("storeCorruptRow", "corrupt_row"), ("storeConstraint", "constraint"),
    ("storeFileSystem", "file_system"), ("storeSQLite", "sqlite")]:
    pass
S = {
 "not_a_database": ("{path} is not a SubHub database. It was left untouched; move it away or use another --profile.",
                    "{path} no es una base de datos de SubHub. No se ha tocado; apártala o usa otro --profile."),
 "newer_schema": ("{path} was written by a newer SubHub (schema {found}, this one knows up to {supported}). It was left untouched: update subhub.",
                  "{path} lo escribió un SubHub más nuevo (esquema {found}; este llega hasta el {supported}). No se ha tocado: actualiza subhub."),
 "read_only": ("Cannot write to {path}: the file or its folder is read-only. Nothing was changed.",
               "No se puede escribir en {path}: el archivo o su carpeta son de solo lectura. No se ha cambiado nada."),
 "missing": ("There is no database at {path}.", "No hay base de datos en {path}."),
 "disk_full": ("The disk is full while writing {path}. Nothing was changed.", "El disco está lleno al escribir {path}. No se ha cambiado nada."),
 "busy": ("{path} is busy in another subhub for too long. Try again.", "{path} está ocupada por otro subhub demasiado tiempo. Vuelve a intentarlo."),
 "invalid_profile_name": ("\"{name}\" cannot be a profile name: no slashes, no \"..\", no control characters.",
                          "«{name}» no puede ser nombre de perfil: sin barras, sin «..» y sin caracteres de control."),
 "no_data_directory": ("There is nowhere to keep the data: set HOME, XDG_DATA_HOME or --data-dir.",
                       "No hay dónde guardar los datos: define HOME, XDG_DATA_HOME o --data-dir."),
 "corrupt_row": ("{path} holds a damaged row ({id}, column {column}).", "{path} tiene una fila dañada ({id}, columna {column})."),
 "constraint": ("The database refused the change ({detail}). Nothing was changed.", "La base de datos rechazó el cambio ({detail}). No se ha cambiado nada."),
 "file_system": ("Cannot use {path}: {detail}.", "No se puede usar {path}: {detail}."),
 "sqlite": ("The database {path} failed: {detail}.", "Falló la base de datos {path}: {detail}."),
}
for path, (en, es) in S.items():
    name = "store" + "".join(w.capitalize() for w in path.split("_"))
    if path == "missing": name = "storeMissing"
    if path == "sqlite": name = "storeSQLite"
    add(name, "store." + path, en, es)

add("exchangeMalformedJSON", "exchange.malformed_json", "This is not a SubHub JSON export.", "Esto no es una exportación JSON de SubHub.")
add("exchangeMalformedCSV", "exchange.malformed_csv", "This is not a SubHub CSV export (it needs at least the name and amount_minor columns, and closed quotes).",
    "Esto no es una exportación CSV de SubHub (necesita al menos las columnas name y amount_minor, y comillas cerradas).")
add("exchangeUnsupportedVersion", "exchange.unsupported_version", "This export is version {version}, from a newer SubHub.",
    "Esta exportación es de la versión {version}, de un SubHub más nuevo.")
add("exchangeInvalidRows", "exchange.invalid_rows", P("Nothing was imported: {count} row has problems.", "Nothing was imported: {count} rows have problems.",
    "No se ha importado nada: {count} fila tiene problemas.", "No se ha importado nada: {count} filas tienen problemas."))
add("exchangeRow", "exchange.row", "row {row}: {problem}", "fila {row}: {problem}")
add("exchangeMissingField", "exchange.missing_field", "{field} is missing", "falta {field}")
add("exchangeInvalidValue", "exchange.invalid_value", "{field} cannot be \"{value}\"", "{field} no puede ser «{value}»")
add("exchangeDuplicateID", "exchange.duplicate_id", "the id {id} is already there", "el identificador {id} ya existe")
add("exchangeUnknownParent", "exchange.unknown_parent", "parent_id {id} is no group", "parent_id {id} no es ningún grupo")

add("brandsNone", "brands.none", "No brand matches \"{query}\".", "Ninguna marca coincide con «{query}».")

for cat, en, es in [("streaming", "streaming", "streaming"), ("music", "music", "música"), ("cloud", "cloud storage", "almacenamiento"),
    ("software", "software", "software"), ("games", "games", "juegos"), ("news", "news", "prensa"), ("fitness", "fitness", "deporte"),
    ("vpn", "VPN", "VPN"), ("ai", "AI", "IA"), ("telecom", "telecom & TV", "telecomunicaciones y TV"), ("education", "education", "educación"),
    ("other", "other", "otros")]:
    add(None, "category." + cat, en, es)

HELP = {
 "add": ("add NAME AMOUNT [CURRENCY] [PERIOD] [--next DATE] [--trial-ends DATE] [--shared N] [--category TEXT] [--group GROUP] [--notes TEXT]",
         "añadir NOMBRE IMPORTE [MONEDA] [PERIODO] [--next FECHA] [--trial-ends FECHA] [--shared N] [--category TEXTO] [--group GRUPO] [--notes TEXTO]",
         "Add a subscription", "Añade una suscripción",
         "A known brand fills in what you leave out (period, currency, category). With no arguments in the shell, asks step by step. Example: add \"Spotify familiar\" 17.99 --next 12/15",
         "Una marca conocida completa lo que no digas (periodo, moneda, categoría). Sin argumentos, en el shell, pregunta paso a paso. Ejemplo: añadir \"Spotify familiar\" 17,99 --next 15/12"),
 "list": ("list", "lista", "Every subscription by period, archived last", "Todas las suscripciones por periodo, las archivadas al final",
          "Each row: what is charged, what it costs per month, the next charge and risk marks (!! high, ! medium).",
          "Cada fila: lo que se cobra, lo que cuesta al mes, el próximo cargo y las marcas de riesgo (!! alto, ! medio)."),
 "total": ("total", "total", "What your subscriptions cost each month, per currency", "Lo que cuestan tus suscripciones al mes, por moneda",
           "Weekly is ×52/12, never ×4; currencies are never mixed; a group costs the larger of its cap and its members.",
           "Lo semanal es ×52/12, nunca ×4; las monedas nunca se mezclan; un grupo cuesta lo mayor entre su techo y sus miembros."),
 "show": ("show NAME", "mostrar NOMBRE", "Everything about one subscription", "Todo sobre una suscripción",
          "Names match without caring about case or accents; a prefix is enough when it is unique.",
          "Los nombres coinciden sin importar mayúsculas ni tildes; basta el principio si no hay dudas."),
 "edit": ("edit NAME FIELD VALUE", "editar NOMBRE CAMPO VALOR", "Change one field", "Cambia un campo",
          "Fields: name, amount, currency, period, next, trial-ends, shared, category, notes. \"-\" clears an optional field.",
          "Campos: nombre, importe, moneda, periodo, próximo, prueba, compartida, categoría, notas. «-» vacía un campo opcional."),
 "archive": ("archive NAME", "archivar NOMBRE", "Cancel (kill) a subscription: it stays listed but stops counting", "Cancela una suscripción: sigue en la lista pero deja de contar",
             "Archived items show how much you have saved since. Undo with restore.", "Lo archivado muestra cuánto llevas ahorrado desde entonces. Se deshace con restaurar."),
 "restore": ("restore NAME", "restaurar NOMBRE", "Bring an archived subscription back", "Recupera una suscripción archivada", "It counts again from now.", "Vuelve a contar desde ahora."),
 "delete": ("delete NAME [--yes]", "borrar NOMBRE [--yes]", "Delete a subscription for good", "Borra una suscripción para siempre",
            "Asks first unless --yes. Deleting a group keeps its members as subscriptions of their own.", "Pregunta antes salvo con --yes. Borrar un grupo conserva sus miembros como suscripciones independientes."),
 "group": ("group new NAME (--cap AMOUNT | --auto) [MEMBER…] · group add GROUP MEMBER… · group remove MEMBER",
           "grupo nuevo NOMBRE (--cap IMPORTE | --auto) [MIEMBRO…] · grupo añadir GRUPO MIEMBRO… · grupo quitar MIEMBRO",
           "Bundle subscriptions under a cap", "Agrupa suscripciones bajo un techo",
           "Members share the group's currency and period. A manual cap is a budget; --auto keeps the cap equal to the members' sum. Going over the cap warns, never blocks.",
           "Los miembros comparten moneda y periodo con el grupo. Un techo manual es un presupuesto; --auto lo iguala a la suma de los miembros. Pasarse avisa, nunca bloquea."),
 "confirm": ("confirm NAME", "confirmar NOMBRE", "Say you still want a subscription", "Di que sigues queriendo una suscripción",
             "Subscriptions not confirmed for three months show up in risks.", "Las suscripciones sin confirmar en tres meses aparecen en riesgos."),
 "risks": ("risks", "riesgos", "What deserves a look: trials about to charge, the unusually expensive, the forgotten", "Lo que merece un vistazo: pruebas a punto de cobrarse, lo caro, lo olvidado",
           "High: a free trial charging within 7 days. Medium: over 1.5 × the average of its currency, or not confirmed for 3 months.",
           "Alto: una prueba gratuita que se cobra en menos de 7 días. Medio: más de 1,5 veces la media de su moneda, o sin confirmar en 3 meses."),
 "upcoming": ("upcoming [DAYS]", "próximos [DÍAS]", "Charges coming in the next days (30 by default)", "Cargos de los próximos días (30 si no dices cuántos)",
              "Use --as-of to plan ahead: subhub --as-of 2027-03-01 upcoming 31", "Usa --as-of para planificar: subhub --as-of 2027-03-01 próximos 31"),
 "export": ("export json|csv [FILE]", "exportar json|csv [ARCHIVO]", "Export everything, losslessly", "Exporta todo, sin perder nada",
            "Without a file, writes to standard output.", "Sin archivo, escribe en la salida estándar."),
 "import": ("import FILE", "importar ARCHIVO", "Import a SubHub JSON or CSV export", "Importa una exportación JSON o CSV de SubHub",
            "Every row is checked; if one is wrong, nothing is imported and each problem is listed with its row.",
            "Se revisa cada fila; si alguna está mal no se importa nada y se lista cada problema con su fila."),
 "profile": ("profile delete NAME [--yes]", "perfil borrar NOMBRE [--yes]", "Delete a whole profile", "Borra un perfil entero",
             "Says what will be lost and asks you to type the profile's name back.", "Dice qué se perderá y te pide que escribas el nombre del perfil."),
 "help": ("help [COMMAND]", "ayuda [ORDEN]", "This help, or one command's", "Esta ayuda, o la de una orden", "", ""),
 "brands": ("brands QUERY", "marcas BÚSQUEDA", "Search the bundled brands", "Busca entre las marcas incluidas",
            "Over 3,400 brands work offline; known services carry their usual period, price and where to cancel.",
            "Más de 3.400 marcas funcionan sin red; los servicios conocidos traen su periodo, su precio habitual y dónde darse de baja."),
 "lang": ("lang [es|en]", "idioma [es|en]", "Show or switch the language", "Muestra o cambia el idioma", "", ""),
 "quit": ("quit", "salir", "Leave the shell", "Sale del shell", "Ctrl-D on an empty line leaves too.", "Ctrl-D en una línea vacía también sale."),
 "exit": ("exit", "salir", "Leave the shell", "Sale del shell", "", ""),
 "catalog": ("catalog check", "catálogo revisar", "Check the message catalogs (for translators)", "Revisa los catálogos de mensajes (para traductores)",
             "Also checks the catalogs in SUBHUB_LOCALIZATION_DIR.", "También revisa los catálogos de SUBHUB_LOCALIZATION_DIR."),
}
for cmd, (uen, ues, sen, ses, den, des) in HELP.items():
    add(None, "help.usage." + cmd, "Usage: " + uen, "Uso: " + ues)
    add(None, "help.summary." + cmd, sen, ses)
    add(None, "help.detail." + cmd, den or sen + ".", des or ses + ".")
add("helpIntro", "help.intro", "SubHub: what your subscriptions cost you each month. Commands:",
    "SubHub: lo que te cuestan tus suscripciones cada mes. Órdenes:")
add("helpOutro", "help.outro", "\"help COMMAND\" shows one command. Names with spaces go in quotes: show \"Movistar Plus+\".",
    "«ayuda ORDEN» muestra una orden. Los nombres con espacios van entre comillas: mostrar \"Movistar Plus+\".")
add("helpAliases", "help.aliases", "Also: {aliases}", "También: {aliases}")

def put(tree, path, value):
    parts = path.split(".")
    for p in parts[:-1]:
        tree = tree.setdefault(p, {})
    tree[parts[-1]] = value

for lang, idx in (("en", 2), ("es", 3)):
    p = "Localization/%s.json" % lang
    d = json.load(open(p))
    for entry in M:
        put(d["messages"], entry[1], entry[idx])
    inp = d["input"]
    if lang == "en":
        inp["fields"] = {"name": ["name"], "amount": ["amount", "price"], "currency": ["currency"], "period": ["period"],
            "next": ["next", "next-charge"], "trial-ends": ["trial-ends", "trial"], "shared": ["shared", "members"],
            "category": ["category"], "notes": ["notes", "note"]}
        inp["subcommands"] = {"group.new": ["new", "create"], "group.add": ["add"], "group.remove": ["remove", "rm"],
            "profile.delete": ["delete", "remove"], "catalog.check": ["check"]}
    else:
        inp["fields"] = {"name": ["nombre"], "amount": ["importe", "precio"], "currency": ["moneda", "divisa"], "period": ["periodo", "período"],
            "next": ["próximo", "siguiente"], "trial-ends": ["prueba", "fin-prueba"], "shared": ["compartida", "miembros"],
            "category": ["categoría"], "notes": ["notas", "nota"]}
        inp["subcommands"] = {"group.new": ["nuevo", "crear"], "group.add": ["añadir", "meter"], "group.remove": ["quitar", "sacar"],
            "profile.delete": ["borrar", "eliminar"], "catalog.check": ["revisar", "comprobar"]}
    json.dump(d, open(p, "w"), ensure_ascii=False, indent=2)
    open(p, "a").write("\n")

names = [e for e in M if e[0]]
out = ["// Sentences of the shell: results, listings, help, usage and failures (SubApp words them).",
       "// Every key is registered in `shellKeys`, so the catalog check finds any that a catalog lacks.",
       "extension MessageKey {"]
for n, path, _, _ in names:
    out.append('    public static let %s = MessageKey("%s")' % (n, path))
out.append("")
out.append("    /// `help.usage.add`, the usage line of a command.")
out.append('    public static func helpUsage(_ command: CommandName) -> MessageKey { MessageKey("help.usage." + command.rawValue) }')
out.append("    /// `help.summary.add`, one line for the command list.")
out.append('    public static func helpSummary(_ command: CommandName) -> MessageKey { MessageKey("help.summary." + command.rawValue) }')
out.append("    /// `help.detail.add`, what `help add` says after the usage line.")
out.append('    public static func helpDetail(_ command: CommandName) -> MessageKey { MessageKey("help.detail." + command.rawValue) }')
out.append("    /// `argument.name`: how a missing argument is named in usage errors.")
out.append('    public static func argumentName(_ name: String) -> MessageKey { MessageKey("argument." + name) }')
out.append("    /// `category.music`: a brand category's words.")
out.append('    public static func categoryName(_ identifier: String) -> MessageKey { MessageKey("category." + identifier) }')
out.append("")
out.append("    /// The argument names and brand categories the shell words (their keys are built from identifiers).")
args = sorted({e[1].split(".",1)[1] for e in M if e[1].startswith("argument.")})
cats = sorted({e[1].split(".",1)[1] for e in M if e[1].startswith("category.")})
out.append("    static let argumentIdentifiers = [%s]" % ", ".join('"%s"' % a for a in args))
out.append("    static let categoryIdentifiers = [%s]" % ", ".join('"%s"' % a for a in cats))
out.append("")
out.append("    static var shellKeys: [MessageKey] {")
out.append("        var keys: [MessageKey] = [")
line = "           "
for n, _, _, _ in names:
    line += " %s," % n
    if len(line) > 96:
        out.append(line); line = "           "
if line.strip(): out.append(line)
out.append("        ]")
out.append("        for command in CommandName.allCases {")
out.append("            keys += [helpUsage(command), helpSummary(command), helpDetail(command)]")
out.append("        }")
out.append("        keys += argumentIdentifiers.map(argumentName) + categoryIdentifiers.map(categoryName)")
out.append("        return keys")
out.append("    }")
out.append("}")
open("Sources/SubLocalization/Keys/MessageKey+Shell.swift", "w").write("\n".join(out) + "\n")
print(len(M), "messages")
