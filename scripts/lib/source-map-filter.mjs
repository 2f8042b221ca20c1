// A source map reduced to some of its sources: the API build (scripts/build-api.mjs) bundles its dependencies but
// maps only its own code, because Node decodes every mapping of a map at start (--enable-source-maps) and the
// dependencies' mappings cost memory for stack frames that read well enough in the bundle.
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((c, i) => [c, i]));

function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT[char];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

function encodeValue(n) {
  let value = n < 0 ? (-n << 1) | 1 : n << 1;
  let out = '';
  do {
    let digit = value & 31;
    value >>>= 5;
    if (value > 0) digit |= 32;
    out += BASE64[digit];
  } while (value > 0);
  return out;
}

/**
 * Keeps only the mappings into sources `keep` accepts. Fields are deltas (the column from the previous
 * segment of the same line, the others from the previous segment anywhere), so the segments are read
 * as absolute positions, filtered, and written again as deltas.
 */
export function filterMappings(map, keep) {
  const kept = map.sources.map(keep);
  const state = [0, 0, 0, 0];
  const out = [0, 0, 0, 0];
  const lines = map.mappings.split(';').map((line) => {
    let column = 0;
    let outColumn = 0;
    const segments = [];
    for (const text of line ? line.split(',') : []) {
      const fields = decodeSegment(text);
      column += fields[0];
      if (fields.length === 1) continue;
      for (let i = 1; i < fields.length; i++) state[i - 1] += fields[i];
      if (!kept[state[0]]) continue;
      const absolute = [column, ...state.slice(0, fields.length - 1)];
      let encoded = encodeValue(absolute[0] - outColumn);
      outColumn = absolute[0];
      for (let i = 1; i < absolute.length; i++) {
        encoded += encodeValue(absolute[i] - out[i - 1]);
        out[i - 1] = absolute[i];
      }
      segments.push(encoded);
    }
    return segments.join(',');
  });
  return { ...map, mappings: lines.join(';') };
}
