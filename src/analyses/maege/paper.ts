/**
 * Published numbers from the MAEGE paper (ACL 2018) and its code's stored figure data (docs/maege.md#maege-reference-numbers), for side-by-side
 * comparison in reports and as the default CHR values of Figure 4 when no CHR run is made.
 */
export interface PaperTable2Row {
  readonly rho: number;
  readonly rhoP: number;
  readonly r: number;
  readonly tau: number;
}

/** Table 2 (random source), keyed by gecval's MAEGE metric names; ρ is the exact stored value. */
export const PAPER_TABLE2: Readonly<Record<string, PaperTable2Row>> = {
  ibleu: { rho: 0.41818, rhoP: 0.2006, r: 0.23, tau: 0.05 },
  m2: { rho: 0.06364, rhoP: 0.8525, r: -0.025, tau: 0.213 },
  grammaticality: { rho: 0.97273, rhoP: 5.1e-7, r: 0.167, tau: 0.222 },
  bleu: { rho: 0.56364, rhoP: 0.071, r: 0.214, tau: 0.111 },
  minld: { rho: -0.86364, rhoP: 6.1e-4, r: 0.011, tau: -0.183 },
  gleu: { rho: 0.73636, rhoP: 0.0098, r: 0.189, tau: -0.028 },
  'max-sari': { rho: -0.80909, rhoP: 0.0026, r: 0.027, tau: -0.07 },
  sari: { rho: -0.54545, rhoP: 0.0827, r: 0.061, tau: -0.039 },
  ld: { rho: -0.11818, rhoP: 0.7293, r: 0.109, tau: 0.094 },
};

/** Figure 4's CHR "Combined" ρ per metric (from the original plotting code). */
export const PAPER_CHR_COMBINED: Readonly<Record<string, number>> = {
  ibleu: -0.0593,
  m2: 0.7143,
  grammaticality: 0.5473,
  bleu: 0.2176,
  ld: -0.4505,
  minld: 0.1912,
  gleu: 0.7319,
  'max-sari': 0.5516,
  sari: 0.5692,
};
