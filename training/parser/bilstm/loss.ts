/** The training objective of the BiLSTM and the gradient clipping applied before each optimiser step. */

/**
 * The softmax over the valid classes (0 for invalid ones) into `probabilities`; returns −log p(gold). Shared by
 * both losses below, so a one-hot soft target reproduces the plain loss bit for bit.
 */
function maskedSoftmaxGoldLoss(scores: Float32Array, mask: Uint8Array, maskOff: number, gold: number, probabilities: Float32Array): number {
  const n = probabilities.length;
  let max = -Infinity;
  for (let c = 0; c < n; c++) if (mask[maskOff + c] && scores[c]! > max) max = scores[c]!;
  let sum = 0;
  for (let c = 0; c < n; c++) {
    const e = mask[maskOff + c] ? Math.exp(scores[c]! - max) : 0;
    probabilities[c] = e;
    sum += e;
  }
  for (let c = 0; c < n; c++) probabilities[c] = probabilities[c]! / sum;
  return -Math.log(Math.max(probabilities[gold]!, 1e-30));
}

/**
 * Softmax cross-entropy over the valid classes only (invalid ones are masked out before the softmax; docs/parser-v2.md, "What it is").
 * Writes d loss/d scores into `dScores` (0 for invalid classes) and returns the loss.
 */
export function maskedSoftmaxCrossEntropy(scores: Float32Array, mask: Uint8Array, maskOff: number, gold: number, dScores: Float32Array): number {
  const loss = maskedSoftmaxGoldLoss(scores, mask, maskOff, gold, dScores);
  dScores[gold] -= 1;
  return loss;
}

/** Scales all gradients so that their global L2 norm is at most `maxNorm`; returns the norm before clipping. */
export function clipGradients(grads: Float32Array, maxNorm: number, ranges: ReadonlyArray<readonly [number, number]> = [[0, grads.length]]): number {
  let sq = 0;
  for (const [from, to] of ranges) for (let i = from; i < to; i++) sq += grads[i]! * grads[i]!;
  const norm = Math.sqrt(sq);
  if (norm > maxNorm && norm > 0) {
    const scale = maxNorm / norm;
    for (const [from, to] of ranges) for (let i = from; i < to; i++) grads[i] = grads[i]! * scale;
  }
  return norm;
}

/**
 * Cross-entropy against a soft target (knowledge distillation: `target` mixes the gold one-hot with a teacher's
 * distribution over the valid classes and sums to 1). Writes d loss/d scores = softmax − target into `dScores`
 * and returns the gold cross-entropy (−log p(gold)), so the logged loss stays comparable with plain training.
 * A one-hot target gives exactly `maskedSoftmaxCrossEntropy`'s gradient, bit for bit.
 */
export function softTargetCrossEntropy(scores: Float32Array, mask: Uint8Array, maskOff: number, gold: number, target: Float32Array, targetOff: number, dScores: Float32Array): number {
  const loss = maskedSoftmaxGoldLoss(scores, mask, maskOff, gold, dScores);
  for (let c = 0; c < dScores.length; c++) dScores[c] -= target[targetOff + c]!;
  return loss;
}
