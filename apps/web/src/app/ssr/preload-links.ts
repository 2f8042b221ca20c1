// Vite's build manifest (build.manifest): source module → its chunk, the chunks it imports, its CSS.
export type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/**
 * <link> tags for the screens a page renders (docs/web-rendering.md "Hydration"): their chunks, the
 * chunks those import and their CSS, so the browser fetches them alongside the entry instead of after
 * it. The entry's own files are already in index.html.
 */
export function preloadLinks(manifest: Manifest, moduleIds: readonly string[]): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  moduleIds.forEach(visit);
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}
