/** Decorative illustration: a plate with a dish, steam and a delivery pin. Drawn inline, no requests. */
export function HeroArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 400 360" className="mx-auto hidden w-full max-w-md lg:block">
      <circle cx="200" cy="190" r="160" fill="#fed7aa" />
      <circle cx="200" cy="200" r="120" fill="#fff" stroke="#fdba74" strokeWidth="6" />
      <circle cx="200" cy="200" r="92" fill="#fff7ed" />
      <circle cx="175" cy="185" r="34" fill="#f97316" />
      <circle cx="228" cy="178" r="24" fill="#16a34a" opacity=".85" />
      <circle cx="220" cy="232" r="30" fill="#facc15" />
      <circle cx="168" cy="238" r="16" fill="#b91c1c" opacity=".85" />
      <path
        d="M150 70c-10 10 10 20 0 30M200 58c-10 10 10 20 0 30M250 70c-10 10 10 20 0 30"
        fill="none"
        stroke="#fb923c"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <g transform="translate(300 40)">
        <path d="M40 0a40 40 0 0 1 40 40c0 30-40 70-40 70S0 70 0 40A40 40 0 0 1 40 0z" fill="#cc4a0c" />
        <circle cx="40" cy="40" r="15" fill="#fff" />
      </g>
    </svg>
  );
}
