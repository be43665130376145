/**
 * The report's only script, inlined: sortable tables and the sentence explorer. Plain ES2017, no libraries,
 * no network. The explorer reads its data from <script> blocks in the page: JSON, or gzip + base64 for large reports.
 */
export const REPORT_SCRIPT = String.raw`
(function () {
  'use strict';
  function sortKey(td) {
    var raw = td.getAttribute('data-sort');
    if (raw === null) raw = td.textContent || '';
    var n = Number(raw);
    return raw !== '' && !isNaN(n) ? { n: n } : { s: raw.toLowerCase() };
  }
  function compare(a, b) {
    if (a.n !== undefined && b.n !== undefined) return a.n - b.n;
    if (a.n !== undefined) return -1;
    if (b.n !== undefined) return 1;
    return a.s < b.s ? -1 : a.s > b.s ? 1 : 0;
  }
  function sortTable(th) {
    var table = th.closest('table');
    var col = Number(th.getAttribute('data-col'));
    var dir = th.getAttribute('aria-sort') === 'descending' ? 'ascending' : 'descending';
    table.querySelectorAll('thead th').forEach(function (h) { h.setAttribute('aria-sort', 'none'); });
    th.setAttribute('aria-sort', dir);
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (r1, r2) {
      var c = compare(sortKey(r1.cells[col]), sortKey(r2.cells[col]));
      return dir === 'ascending' ? c : -c;
    });
    rows.forEach(function (r) { body.appendChild(r); });
  }
  document.querySelectorAll('table.sortable thead th').forEach(function (th) {
    th.addEventListener('click', function () { sortTable(th); });
    th.addEventListener('keydown', function (e) { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); sortTable(th); } });
  });

  // Anchors stop below the sticky header whatever its height (it grows when the nav wraps).
  var header = document.querySelector('.page-header');
  function padForHeader() { if (header) document.documentElement.style.scrollPaddingTop = (header.offsetHeight + 8) + 'px'; }
  padForHeader();
  window.addEventListener('resize', padForHeader);

  // The explorer's data: plain JSON, or (large reports) gzip + base64 unpacked here; both inside the page.
  function readData(id) {
    var plain = document.getElementById(id);
    if (plain) return Promise.resolve(JSON.parse(plain.textContent));
    var packed = document.getElementById(id + '-gz');
    if (!packed) return Promise.resolve(null);
    var binary = atob(packed.textContent.trim());
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    return new Response(stream).text().then(JSON.parse);
  }
  function escText(t) { return String(t).replace(/[&<>"']/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]; }); }
  var explorerView = document.getElementById('explorer-view');
  if (!explorerView || !(document.getElementById('explorer-data') || document.getElementById('explorer-data-gz'))) return;
  if (!document.getElementById('explorer-data')) explorerView.innerHTML = '<p class="legend">Unpacking the sentences…</p>';
  Promise.all([readData('explorer-data'), readData('explorer-drawings')]).then(function (loaded) {
    startExplorer(loaded[0], loaded[1] || {});
  }).catch(function (error) {
    explorerView.innerHTML = '<div class="note note-error">The sentence explorer could not read its data (' + escText(error && error.message ? error.message : error) + '). It needs a browser with DecompressionStream (Chrome 80+, Firefox 113+, Safari 16.4+).</div>';
  });
  function startExplorer(data, drawings) {
  var sentenceSelect = document.getElementById('explorer-sentence');
  var systemSelect = document.getElementById('explorer-system');
  var view = document.getElementById('explorer-view');
  function esc(t) { return String(t).replace(/[&<>"']/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]; }); }
  function fmt(v) { return v === null || v === undefined || isNaN(v) ? '–' : Number(v).toFixed(data.precision); }
  function renderOps(ops) {
    return ops.map(function (op) {
      var text = esc(op[1]);
      return op[0] === 'd' ? '<del title="deleted">' + text + '</del>' : op[0] === 'i' ? '<ins title="inserted">' + text + '</ins>' : text;
    }).join(' ');
  }
  function fillSystems(sentence) {
    var current = systemSelect.value;
    systemSelect.innerHTML = sentence.systems.map(function (s) { return '<option value="' + esc(s.name) + '">' + esc(s.name) + '</option>'; }).join('');
    if (sentence.systems.some(function (s) { return s.name === current; })) systemSelect.value = current;
  }
  function render() {
    var sentence = data.sentences[Number(sentenceSelect.value)];
    fillSystems(sentence);
    var system = sentence.systems.filter(function (s) { return s.name === systemSelect.value; })[0] || sentence.systems[0];
    var html = '<p class="legend">' + esc(sentence.dataset) + ', line ' + sentence.line + ' · changes against the source: <ins>inserted</ins> <del>deleted</del></p>';
    html += '<div class="sentence-grid">';
    html += '<div class="who">source</div><div class="tokens" data-role="source">' + esc(sentence.source) + '</div>';
    html += '<div class="who system">' + esc(system.name) + '</div><div class="tokens" data-role="hypothesis">' + renderOps(system.ops);
    if (system.edits) {
      html += system.edits.length === 0 ? '<div class="legend">no edits</div>' : '<ul class="edit-list">' + system.edits.map(function (e) {
        return '<li><span class="' + (e.correct ? 'ok' : 'no') + '">' + (e.correct ? '✓' : '✗') + '</span> ' + esc(e.original || '∅') + ' → ' + esc(e.correction || '∅') + ' <span class="legend">(tokens ' + e.start + '–' + e.end + (e.correct ? ', matches gold' : ', not in the chosen gold annotation') + ')</span></li>';
      }).join('') + '</ul>';
    }
    html += '</div>';
    sentence.refs.forEach(function (r) { html += '<div class="who">' + esc(r.name) + '</div><div class="tokens">' + renderOps(r.ops) + '</div>'; });
    html += '</div>';
    html += '<h3>Scores of this sentence</h3><div class="table-wrap"><table class="compact" id="explorer-scores"><thead><tr><th>system</th>' + data.metrics.map(function (m) { return '<th>' + esc(m.label) + '</th>'; }).join('') + '</tr></thead><tbody>';
    sentence.systems.forEach(function (s) {
      html += '<tr' + (s.name === system.name ? ' class="selected-system"' : '') + '><td>' + esc(s.name) + '</td>' + data.metrics.map(function (m) { return '<td>' + fmt(s.scores[m.name]) + '</td>'; }).join('') + '</tr>';
    });
    html += '</tbody></table></div>';
    if (system.faithfulness) html += system.faithfulness;
    var drawing = drawings[sentence.key + '|' + system.name];
    html += '<h3>UCCA graphs: source (top) and ' + esc(system.name) + ' (bottom), with the USIM alignment</h3>';
    html += drawing ? '<div class="ucca-pane" data-role="ucca"><p class="ucca-hint">Scaled to fit; click the drawing for actual size (then scroll sideways).</p>' + drawing + '</div>' : '<div class="note note-unavailable">' + esc(sentence.uccaNote || data.uccaNote) + '</div>';
    view.innerHTML = html;
    view.setAttribute('data-sentence', sentence.key);
    var pane = view.querySelector('.ucca-pane svg');
    if (pane) pane.addEventListener('click', function () { pane.parentNode.classList.toggle('actual-size'); });
  }
  sentenceSelect.innerHTML = data.sentences.map(function (s, i) {
    return '<option value="' + i + '">' + esc((s.drawn ? '◆ ' : '') + s.dataset + ' #' + s.line + ': ' + s.source.slice(0, 70) + (s.source.length > 70 ? '…' : '')) + '</option>';
  }).join('');
  sentenceSelect.value = String(data.start || 0);
  sentenceSelect.addEventListener('change', render);
  systemSelect.addEventListener('change', render);
  function step(d) {
    var i = Number(sentenceSelect.value) + d;
    if (i < 0 || i >= data.sentences.length) return;
    sentenceSelect.value = String(i);
    render();
  }
  document.getElementById('explorer-prev').addEventListener('click', function () { step(-1); });
  document.getElementById('explorer-next').addEventListener('click', function () { step(1); });
  render();
  }
})();
`;
