/**
 * The install page's stylesheet, inlined into the page so that it needs no second request.
 * One centred card on wide screens; edge to edge on phones, where testers open it.
 */
export const installPageStyle = `
:root {
  color-scheme: light;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
  line-height: 1.5;
  color: #1f2933;
  background: #eef1f5;
}
body { margin: 0; padding: 2rem 1rem; }
main {
  max-width: 28rem;
  margin: 0 auto;
  padding: 1.75rem;
  background: #fff;
  border-radius: 1rem;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.1), 0 8px 24px rgb(0 0 0 / 0.06);
}
.app { display: flex; gap: 1rem; align-items: center; }
.icon { flex: none; }
h1 { margin: 0; font-size: 1.5rem; line-height: 1.25; overflow-wrap: anywhere; }
h2 { margin: 0 0 0.25rem; font-size: 1rem; }
.version { margin: 0.25rem 0 0; color: #52606d; }
.install { margin: 1.5rem 0; }
.button {
  display: block;
  box-sizing: border-box;
  width: 100%;
  padding: 0.8rem 1rem;
  border: 0;
  border-radius: 999px;
  background: #1769ff;
  color: #fff;
  font: inherit;
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
}
.button:hover, .button:focus-visible { background: #0b52d6; }
.hint { margin: 0.5rem 0 0; color: #52606d; font-size: 0.875rem; text-align: center; }
label { display: block; margin-bottom: 0.25rem; font-weight: 600; }
input {
  box-sizing: border-box;
  width: 100%;
  margin-bottom: 0.75rem;
  padding: 0.7rem;
  border: 1px solid #cbd2d9;
  border-radius: 0.5rem;
  font: inherit;
}
.refusal {
  margin: 0 0 0.75rem;
  padding: 0.75rem 1rem;
  border: 1px solid #ffccc7;
  border-radius: 0.5rem;
  background: #fff1f0;
  color: #a8071a;
}
.refusal p { margin: 0; }
.refusal p + p { margin-top: 0.25rem; }
.facts {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 1rem 0;
  border-top: 1px solid #e4e7eb;
}
.facts .wide { grid-column: 1 / -1; }
dt { color: #7b8794; font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.04em; }
dd { margin: 0; overflow-wrap: anywhere; }
.notes { padding: 1rem 0; border-top: 1px solid #e4e7eb; }
.notes p { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
.qr { margin: 0; padding-top: 1rem; border-top: 1px solid #e4e7eb; text-align: center; }
.qr img { display: block; margin: 0 auto; }
figcaption { color: #52606d; font-size: 0.875rem; }
footer { margin-top: 1rem; color: #7b8794; font-size: 0.75rem; text-align: center; }
@media (max-width: 32rem) {
  :root { background: #fff; }
  body { padding: 0; }
  main { border-radius: 0; box-shadow: none; }
}
`;
