/** This project's version, sent in the User-Agent; a unit test keeps it equal to package.json's. */
export const VERSION = '1.0.0';

/** User-Agent of every request: names the project, its version and the Node.js runtime. */
export const USER_AGENT = `pgyer-actions/${VERSION} (node ${process.version})`;
