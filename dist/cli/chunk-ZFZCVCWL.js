import{createRequire as __cr}from"node:module";const require=__cr(import.meta.url);
import{a,b,c}from"./chunk-ES3OQ46S.js";import"./chunk-F7POR763.js";import"./chunk-XUS3FFA6.js";import"./chunk-4IXUT2XJ.js";import"./chunk-73NU5E66.js";export{a as MAX_SEED_FILE_BYTES,b as parseReportSeeds,c as seedReports};
