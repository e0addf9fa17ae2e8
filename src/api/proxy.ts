/**
 * Proxy support (HTTPS_PROXY, HTTP_PROXY, NO_PROXY) through undici's EnvHttpProxyAgent, loaded
 * only when a proxy is configured: most runs have none and need not pay for undici at start-up
 * (about 20 MiB of memory and a fifth of the bundle's start-up time, measured).
 */
import type * as Undici from 'undici';
import type { Dispatcher } from 'undici';

const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'];

let configured: Promise<Dispatcher | undefined> | undefined;

/**
 * The dispatcher that routes requests through the configured proxy, or undefined without one
 * (Node's own HTTP stack then). Read once per process, like the environment it comes from.
 */
export function proxyDispatcher(): Promise<Dispatcher | undefined> {
  configured ??= PROXY_VARIABLES.some((name) => process.env[name])
    ? loadUndici().then(({ EnvHttpProxyAgent }) => new EnvHttpProxyAgent())
    : Promise.resolve(undefined);
  return configured;
}

/**
 * undici, loaded on first use. It is a CommonJS package: imported from an ES module bundle, its
 * namespace holds only `default` (its module.exports), while from the sources (vitest) the named
 * exports are there too; `default` is there either way (scripts/lib/lazy-imports.mjs, which the
 * build runs, refuses any other use).
 */
export async function loadUndici(): Promise<typeof Undici> {
  // undici's types give `default` fewer members than its module.exports has (EnvHttpProxyAgent…).
  return (await import('undici')).default as unknown as typeof Undici;
}
