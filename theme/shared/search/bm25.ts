// lunr's scoring model, in one place: the BM25 weight lunr.Builder stores for a term in a document
// field (`createFieldVectors`), and lunr.idf. The index loader and the lunr-compatibility check
// both use these, so the scores the dialog ranks by are the ones lunr would compute.

// lunr.Builder's defaults.
const K1 = 1.2;
const B = 0.75;

/** lunr.idf: `documentsWithTerm` counts (document, field) pairs, as lunr does. */
export function idf(documentsWithTerm: number, documentCount: number): number {
  return Math.log(1 + Math.abs((documentCount - documentsWithTerm + 0.5) / (documentsWithTerm + 0.5)));
}

/** A term's weight in one document field, with the field boost, rounded to 3 decimals as lunr stores it. */
export function fieldTermScore(idfValue: number, tf: number, fieldLength: number, averageFieldLength: number, boost: number): number {
  const score = ((idfValue * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (fieldLength / averageFieldLength)) + tf)) * boost;
  return Math.round(score * 1000) / 1000;
}
