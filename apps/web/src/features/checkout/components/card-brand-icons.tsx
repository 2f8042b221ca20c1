// The card option shows two card-brand icons (docs/product/screens.md#checkout). Drawn inline: nothing may
// load from another origin, and generic marks avoid shipping trademarked artwork.

export function CardBrandIcons() {
  return (
    <span aria-hidden="true" className="flex items-center gap-1">
      <svg width="34" height="22" viewBox="0 0 34 22" className="rounded-sm ring-1 ring-stone-200">
        <rect width="34" height="22" fill="#1a1f71" />
        <text x="17" y="15" textAnchor="middle" fontSize="10" fontWeight="700" fontStyle="italic" fill="#fff">
          VISA
        </text>
      </svg>
      <svg width="34" height="22" viewBox="0 0 34 22" className="rounded-sm ring-1 ring-stone-200">
        <rect width="34" height="22" fill="#fff" />
        <circle cx="13.5" cy="11" r="7" fill="#eb001b" />
        <circle cx="20.5" cy="11" r="7" fill="#f79e1b" fillOpacity="0.9" />
      </svg>
    </span>
  );
}

export function PaypalIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
      <path d="M7 21 9.6 4h6.2c3 0 4.7 1.6 4.2 4.4-.6 3.4-3 5-6.2 5h-2.3L10.4 21z" fill="#003087" />
      <path d="M5 18 7.6 2h6.2c2.4 0 3.9 1 4.1 2.9-.9-.6-2-.9-3.3-.9H9.3L6.9 18z" fill="#009cde" />
    </svg>
  );
}
