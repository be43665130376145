/**
 * The writer: the one module that turns analysis results (tables, figures, JSON documents, text; see
 * src/core/outputs.ts) into files, and the one place where output paths are checked. Commands call it; analyses
 * never write.
 */
export { OutputFolder, type OutputFolderOptions, writeFigure, writeFile, writeOutput, writeOutputFiles, writeSvgOrPng } from './files.js';
export { checkOutputDir, checkOutputFile, FORCE_HELP, inputPaths, OUTPUT_MANIFEST, prepareOutputDir, prepareOutputFile, type OutputFolderRules } from './paths.js';
export { csvField, renderJson, renderTable, tableRecords, tableToCsv, tableToTsv, toCsv } from './tables.js';
