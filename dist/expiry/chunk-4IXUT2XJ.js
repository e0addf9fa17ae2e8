import{createRequire as __cr}from"node:module";const require=__cr(import.meta.url);
import{a as r,b as i}from"./chunk-73NU5E66.js";var o=i((p,e)=>{e.exports=r("node:http")});export{o as a};
