/**
 * Wraps a left-to-right value (an e-mail, a phone number) in Unicode isolates before it is placed in a
 * translated sentence, so "+92…" keeps its plus in front inside Arabic and Hebrew text.
 */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}
