import{createRequire as __cr}from"node:module";const require=__cr(import.meta.url);
import{c as a,d as b}from"./chunk-ND6KWTA5.js";import"./chunk-T524A5ZY.js";import"./chunk-3UM5HERB.js";export{a as context,b as getOctokit};
