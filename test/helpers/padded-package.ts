/** A package fixture grown to a chosen size, for uploads whose size matters (socket buffers). */
export { writePaddedPackage } from '../../scripts/lib/padded-package.mjs';
