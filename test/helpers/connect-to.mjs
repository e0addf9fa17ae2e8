// @ts-check
// Preloaded (node --import) into a Node program that has the service's host hard-coded (the
// vendor's GitHub Action calls https://www.pgyer.com): curl's `--connect-to` for Node. Every TLS
// connection to one of the service's host names on port 443 goes to PGYER_CONNECT_TO
// (`host:port`, the sandbox started with tls) instead, still asking for and checking the
// service's name, which the sandbox's certificate carries (NODE_EXTRA_CA_CERTS trusts its CA).
import { syncBuiltinESMExports } from 'node:module';
import tls from 'node:tls';

const SERVICE_HOSTS = ['api.pgyer.com', 'www.pgyer.com', 'api.xcxwo.com', 'api.pgyerapp.com'];
const target = process.env.PGYER_CONNECT_TO ?? '';
const separator = target.lastIndexOf(':');
if (separator < 1) throw new Error(`PGYER_CONNECT_TO must be host:port, not "${target}"`);
const host = target.slice(0, separator);
const port = Number(target.slice(separator + 1));

const connect = tls.connect;
/** @type {(...args: any[]) => tls.TLSSocket} */
const connectMapped = (...args) => {
  const [options] = args;
  if (
    args.length === 1 &&
    typeof options === 'object' &&
    SERVICE_HOSTS.includes(options.host) &&
    Number(options.port ?? 443) === 443
  ) {
    return connect({ ...options, host, port, servername: options.servername || options.host });
  }
  return connect.apply(tls, /** @type {any} */ (args));
};
tls.connect = /** @type {typeof tls.connect} */ (connectMapped);
syncBuiltinESMExports();
