import { useState } from 'react';

/**
 * The closed dialog (docs/product/ordering.md#closed-restaurants) opens when the page loads a closed
 * restaurant and again whenever a re-check finds it has closed; "Go to menu" dismisses it until then.
 */
export function useClosedDialog(slug: string, isOpen: boolean | undefined) {
  const [seen, setSeen] = useState<{ slug: string; isOpen: boolean } | null>(null);
  const [isShowing, setShowing] = useState(false);
  if (isOpen !== undefined && (seen?.slug !== slug || seen.isOpen !== isOpen)) {
    setSeen({ slug, isOpen });
    setShowing(!isOpen);
  }
  return { isClosedDialogOpen: isShowing, dismissClosedDialog: () => setShowing(false) };
}
