/**
 * Whether `text` is worth asking suggestions for: something the user typed, not one of the field's own
 * words (the "Current location" label of a device position, the placeholder) that a restored or
 * replayed field value can carry.
 */
export function isSuggestionText(text: string, ownWords: readonly string[]): boolean {
  const typed = text.trim().toLocaleLowerCase();
  return typed !== '' && !ownWords.some((word) => word.trim().toLocaleLowerCase() === typed);
}
