import{createRequire as __cr}from"node:module";const require=__cr(import.meta.url);
import{a}from"./chunk-Z3MT2Y5U.js";import"./chunk-GBE6OW3C.js";import"./chunk-73NU5E66.js";export default a();
