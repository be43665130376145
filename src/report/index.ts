/** The HTML report and plots: public API of src/report. */
export { buildReport, reportSignature, REPORT_SECTIONS } from './build.js';
export { composeReport, reportManifestJson, type ReportSink, type ComposedReport } from './compose.js';
export { readReportConfig, parseReportConfig, REPORT_DEFAULTS, SECTION_IDS, type ReportConfig } from './config.js';
export { demoConfig } from './demo.js';
export { renderSvg, svgToPng, type VegaLiteSpec } from './plots/render.js';
export { writeFigure, writeFigure as writePlot, writeOutputFiles, OutputFolder, renderTable } from './write/index.js';
