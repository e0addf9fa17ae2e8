import{createRequire as __cr}from"node:module";const require=__cr(import.meta.url);
import{a,b,c,d,e,f,g,h,i}from"./chunk-H6UWA2SL.js";import"./chunk-H4X3EVOS.js";import"./chunk-73NU5E66.js";export{f as CHAT_ITEMS,g as CHAT_LINE_CHARS,c as crashLine,d as feedbackLine,h as healthChat,e as healthSections,b as healthTitle,i as replacedHealthSections,a as windowText};
