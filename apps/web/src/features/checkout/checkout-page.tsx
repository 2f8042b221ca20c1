// Placeholder while this screen is being built; replaced before it ships.
export default function Page() {
  return <p>...</p>;
}
