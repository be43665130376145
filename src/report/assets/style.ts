/** The report's stylesheet, inlined into index.html (no external fonts or files). */
export const REPORT_CSS = `
:root { --fg:#1d2330; --muted:#5b6475; --line:#d9dee7; --bg:#ffffff; --panel:#f6f8fb; --accent:#1f5fbf; --ok:#1b7f3b; --warn:#9a6400; --bad:#b3261e; --ins:#d7f5dd; --del:#fbdcdc; }
* { box-sizing: border-box; }
html { scroll-behavior: smooth; scroll-padding-top: 5.5rem; }
/* The sticky header is about 123 px tall (more when the nav wraps): sections and headings stop below it after a
   nav click. The script also sets scroll-padding-top to the header's measured height. */
section[id], .report-section h2, .report-section h3, [id].table-wrap, figure.plot { scroll-margin-top: 9rem; }
body { margin:0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", Roboto, sans-serif; color:var(--fg); background:var(--bg); }
code, .mono { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 0.85em; }
.page-header { position: sticky; top:0; z-index:10; background:#fff; border-bottom:1px solid var(--line); padding:0.6rem 1.5rem 0.4rem; }
.page-header h1 { margin:0; font-size:1.35rem; }
.subtitle { margin:0.1rem 0; color:var(--muted); }
.signature { margin:0.2rem 0; color:var(--muted); font-size:0.8rem; overflow-wrap:anywhere; }
.signature span { text-transform:uppercase; letter-spacing:0.04em; font-size:0.7rem; background:var(--panel); border:1px solid var(--line); border-radius:3px; padding:0 0.3rem; margin-right:0.2rem; }
nav { display:flex; flex-wrap:wrap; gap:0.3rem 1rem; margin-top:0.3rem; }
nav a { color:var(--accent); text-decoration:none; font-weight:600; font-size:0.92rem; }
nav a:hover { text-decoration:underline; }
nav a.nav-unavailable, nav a.nav-error { color:var(--warn); }
main { max-width: 1440px; margin: 0 auto; padding: 0.5rem 1rem 2rem; }
.report-section { border-bottom:1px solid var(--line); padding: 0.8rem 0 1.2rem; }
.report-section h2 { font-size:1.2rem; margin:0.4rem 0 0.6rem; }
.report-section h3 { font-size:1.02rem; margin:1rem 0 0.4rem; }
.lead { color:var(--muted); max-width: 75em; margin:0.2rem 0 0.7rem; }
.timing { color:var(--muted); font-size:0.75rem; text-align:right; margin:0.3rem 0 0; }
.table-wrap { overflow-x:auto; margin:0.4rem 0 0.8rem; }
table { border-collapse: collapse; font-size:0.88rem; }
caption { white-space:normal; text-align:left; color:var(--muted); padding:0.2rem 0; caption-side: top; }
th, td { padding: 0.28rem 0.6rem; border-bottom:1px solid var(--line); text-align:right; white-space:nowrap; }
th:first-child, td:first-child { text-align:left; }
thead th { background:var(--panel); position:relative; cursor:pointer; user-select:none; border-bottom:2px solid var(--line); }
thead th:hover { background:#e9eef6; }
thead th[aria-sort="ascending"]::after { content:" ▲"; font-size:0.7em; color:var(--accent); }
thead th[aria-sort="descending"]::after { content:" ▼"; font-size:0.7em; color:var(--accent); }
tbody tr:hover { background:#f3f6fb; }
table.compact td, table.compact th { padding:0.15rem 0.45rem; }
/* A signature in a table cell breaks anywhere instead of widening the table past the page. */
td code.long { display:inline-block; white-space:normal; overflow-wrap:anywhere; min-width:20rem; max-width:62rem; text-align:left; }
td.best { font-weight:700; }
td .ci { color:var(--muted); font-size:0.76em; margin-left:0.3em; }
#leaderboard-table td .ci { margin-left:0; }
#leaderboard-table td { line-height:1.25; }
#leaderboard-table th, #leaderboard-table td { padding:0.25rem 0.3rem; font-size:0.84rem; }
/* Twelve metric columns fit a 1366 px window: headers may wrap, intervals are set smaller. */
#leaderboard-table th { white-space:normal; vertical-align:bottom; }
#leaderboard-table td .ci { font-size:0.72em; }
.sig { margin-left:1px; }
.sig { color:var(--ok); font-weight:700; }
.data-links { font-size:0.8em; margin-left:0.5em; }
.data-links a { color:var(--accent); margin-right:0.4em; }
.note { border-left:4px solid var(--accent); background:var(--panel); padding:0.5rem 0.8rem; margin:0.5rem 0; max-width:75em; }
.note-warning, .note-unavailable { border-color: var(--warn); background:#fff8eb; }
.note-error { border-color: var(--bad); background:#fdeeee; }
.plots { display:flex; flex-wrap:wrap; gap:1rem 1.5rem; align-items:flex-start; }
figure.plot { margin:0.3rem 0; max-width:100%; overflow-x:auto; }
figure.plot svg { max-width:100%; height:auto; }
figcaption { color:var(--muted); font-size:0.82rem; max-width:48em; }
figcaption .fig-signature { display:block; font-size:0.72rem; overflow-wrap:anywhere; margin-top:0.15rem; }
details.more { margin:0.5rem 0; }
details.more summary { cursor:pointer; color:var(--accent); }
/* sentence explorer */
.explorer-controls { display:flex; flex-wrap:wrap; gap:0.5rem 1rem; align-items:center; background:var(--panel); border:1px solid var(--line); border-radius:6px; padding:0.5rem 0.7rem; }
.explorer-controls label { font-weight:600; font-size:0.9rem; }
.explorer-controls select { font:inherit; font-size:0.88rem; max-width: 34rem; padding:0.15rem; }
.explorer-controls button { font:inherit; font-size:0.88rem; padding:0.15rem 0.6rem; cursor:pointer; }
.sentence-grid { display:grid; grid-template-columns: 9rem 1fr; gap:0.35rem 0.8rem; margin:0.8rem 0; align-items:baseline; }
.sentence-grid .who { color:var(--muted); font-size:0.85rem; text-align:right; }
.sentence-grid .who.system { color:var(--fg); font-weight:700; }
.tokens { line-height:1.9; }
.tokens ins { background:var(--ins); text-decoration:none; border-bottom:2px solid var(--ok); padding:0 1px; }
.tokens del { background:var(--del); color:#8a1c1c; padding:0 1px; }
.edit-list { font-size:0.85rem; margin:0.1rem 0 0; padding-left:1.2rem; }
.edit-list .ok { color:var(--ok); font-weight:700; }
.edit-list .no { color:var(--bad); font-weight:700; }
.legend { font-size:0.8rem; color:var(--muted); }
.legend ins, .legend del { padding:0 3px; }
.ucca-pane { border:1px solid var(--line); border-radius:6px; padding:0.5rem; margin-top:0.6rem; overflow-x:auto; background:#fff; }
.ucca-pane svg { display:block; max-width:100%; height:auto; cursor:zoom-in; }
.ucca-pane.actual-size svg { max-width:none; cursor:zoom-out; }
.ucca-pane .ucca-hint { font-size:0.75rem; color:var(--muted); margin:0 0 0.3rem; }
tr.selected-system { background:#eef4ff; font-weight:600; }
footer { color:var(--muted); font-size:0.8rem; text-align:center; padding:1rem; }
@media (max-width: 900px) { .sentence-grid { grid-template-columns: 1fr; } .sentence-grid .who { text-align:left; } }
`;
