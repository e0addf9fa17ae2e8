import{createRequire as __cr}from"node:module";const require=__cr(import.meta.url);
import{a}from"./chunk-U5A5A52I.js";import"./chunk-73NU5E66.js";export default a();
