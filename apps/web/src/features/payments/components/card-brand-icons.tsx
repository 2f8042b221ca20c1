// Two generic card-brand marks for the card button (inline SVG: no external assets).
export function CardBrandIcons() {
  return (
    <span aria-hidden="true" className="inline-flex items-center gap-1">
      <svg viewBox="0 0 32 20" className="h-5 w-8 rounded-sm bg-white">
        <rect width="32" height="20" rx="3" fill="#1a1f71" />
        <text
          x="16"
          y="14"
          textAnchor="middle"
          fontSize="9"
          fontWeight="700"
          fontStyle="italic"
          fill="#fff"
          fontFamily="Arial, sans-serif"
        >
          VISA
        </text>
      </svg>
      <svg viewBox="0 0 32 20" className="h-5 w-8 rounded-sm">
        <rect width="32" height="20" rx="3" fill="#252525" />
        <circle cx="13" cy="10" r="6" fill="#eb001b" />
        <circle cx="19" cy="10" r="6" fill="#f79e1b" fillOpacity="0.9" />
      </svg>
    </span>
  );
}
