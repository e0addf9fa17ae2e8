// Preloaded (node --expose-gc --import) by the request-timeout tests: a garbage collection every
// 300 ms, as a busy process gets, collects what only weak references keep (Node issue 57736: on
// Node 20 an AbortSignal.timeout inside AbortSignal.any, and with it the request's timeout).
setInterval(() => {
  globalThis.gc();
}, 300).unref();
