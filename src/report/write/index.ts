/**
 * The writer: the one module that turns analysis results (tables, figures, JSON documents, text; see
 * src/core/outputs.ts) into files, and the one place where output paths are checked. Commands call it; analyses
 * never write.
 */
export { OutputFolder, writeFigure, writeFile, writeOutput, writeOutputFiles, writeSvgOrPng } from './files.js';
export { checkOutputDir, checkOutputFile, prepareOutputDir, prepareOutputFile } from './paths.js';
export { csvField, renderJson, renderTable, tableRecords, tableToCsv, tableToTsv, toCsv } from './tables.js';
