import { lazy } from 'react';
import ConsolePage from '@/features/restaurant-console/console-page.tsx';
import { withStaffTexts } from '@/lib/staff-texts.ts';

// The menu editor, given to the console as its "Edit menu" tab: its chunk and texts load when the tab
// first opens, never with the console itself. Composed here, in the console's own chunk, so the
// customer's entry holds one lazy import for the console and none for the editor.
const MenuEditor = lazy(() =>
  withStaffTexts(import('@/features/menu-editor/menu-editor-page.tsx'), 'menuEditor'),
);

/** /console (docs/restaurant-console.md) with its menu editor. */
export default function ConsoleScreen() {
  return <ConsolePage menuEditor={MenuEditor} />;
}
