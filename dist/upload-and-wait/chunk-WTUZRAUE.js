import{createRequire as __cr}from"node:module";const require=__cr(import.meta.url);
import{a,b,c,d,e,f,g,h,i,j}from"./chunk-THTSZ4YM.js";import"./chunk-H4X3EVOS.js";import"./chunk-73NU5E66.js";export{g as CHAT_ITEMS,h as CHAT_LINE_CHARS,b as countsText,d as crashLine,e as feedbackLine,i as healthChat,f as healthSections,c as healthTitle,j as replacedHealthSections,a as windowText};
