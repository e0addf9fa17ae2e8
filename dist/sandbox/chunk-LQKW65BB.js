import{createRequire as __cr}from"node:module";const require=__cr(import.meta.url);
import{c as a,d as b,e as c}from"./chunk-FVGQOXPK.js";import"./chunk-OPZLQNSN.js";import"./chunk-4IXUT2XJ.js";import"./chunk-XUS3FFA6.js";import"./chunk-73NU5E66.js";export{a as MAX_SEED_FILE_BYTES,b as parseReportSeeds,c as seedReports};
