import{createRequire as __cr}from"node:module";const require=__cr(import.meta.url);
import{c as a,d as b}from"./chunk-QCBME6J7.js";import"./chunk-OKNIBUUI.js";import"./chunk-73NU5E66.js";export{a as context,b as getOctokit};
