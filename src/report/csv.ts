/** CSV writing for the data files beside the report (RFC 4180 quoting; numbers at full precision). */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'number' && Number.isNaN(value) ? 'NaN' : String(value);
  return /[",\n\r]/u.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\n') + '\n';
}
