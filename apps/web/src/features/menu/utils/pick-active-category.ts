// Which menu category the sticky navigation highlights: the last one whose heading has passed the
// band under the sticky bars; at the bottom of the page, the last one on screen (short final
// categories can never reach the band).
export type SectionPosition = { id: string; top: number };

export function pickActiveCategory(
  sections: readonly SectionPosition[],
  { offset, viewportHeight, atBottom }: { offset: number; viewportHeight: number; atBottom: boolean },
): string | undefined {
  if (sections.length === 0) return undefined;
  if (atBottom) {
    const onScreen = sections.filter((section) => section.top < viewportHeight);
    if (onScreen.length > 0) return onScreen[onScreen.length - 1]?.id;
  }
  let active = sections[0]?.id;
  for (const section of sections) {
    if (section.top <= offset) active = section.id;
  }
  return active;
}
