/**
 * Every Unicode line break, CRLF as one: LF, CR, VT, FF, NEL, LS and PS. A reader (the runner's
 * log, a chat client, a browser) may start a line at any of them, so every text that splits or
 * flattens lines uses this one. Global: for split, replace and replaceAll, not for test().
 */
export const LINE_BREAK = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/g;
