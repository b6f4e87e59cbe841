/**
 * Text PostgreSQL can store and that belongs in a field: one rule for request bodies and query strings (the server's
 * edge) and for text decoded from inside a value, such as a saved search's query string.
 */

/** An unpaired UTF-16 surrogate: no UTF-8 exists for it, and PostgreSQL's json refuses its escape. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** C0 control characters but tab and line breaks, and DEL: PostgreSQL cannot store NUL, and none belongs in text. */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const isStorableText = (text: string) => !CONTROL_CHARACTERS.test(text) && !LONE_SURROGATE.test(text);
