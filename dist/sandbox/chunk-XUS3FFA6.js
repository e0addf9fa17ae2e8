import{createRequire as __cr}from"node:module";const require=__cr(import.meta.url);
function r(e){return e.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/>/g,"&gt;").replace(/"/g,"&quot;").replace(/'/g,"&#39;").replace(/\r/g,"&#13;").replace(/\n/g,"&#10;")}export{r as a};
