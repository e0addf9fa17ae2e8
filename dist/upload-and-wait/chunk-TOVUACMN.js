import{createRequire as __cr}from"node:module";const require=__cr(import.meta.url);
import{c as a,d as b}from"./chunk-RW24EI7C.js";import"./chunk-O7ATPCV6.js";import"./chunk-4IXUT2XJ.js";import"./chunk-73NU5E66.js";export{a as context,b as getOctokit};
