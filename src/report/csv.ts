/** CSV writing for the data files beside the report: the writer's (src/report/write/tables.ts). */
export { csvField, toCsv } from './write/tables.js';
