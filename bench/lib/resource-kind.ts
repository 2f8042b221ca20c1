// What a response is, for the page-weight columns. Map data is told apart from API data by its URL:
// the API answers on paths without a file extension (/graphql, /config…), while the map's geography is
// a static file (.json, .topojson, .geojson, .pbf…) or a tile image under a tiles/ path. Map code chunks
// (map-*.js/.css) stay in the JS and CSS columns: they are code the page runs.
export const RESOURCE_KINDS = ['html', 'js', 'css', 'data', 'images', 'mapData', 'fonts', 'other'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

const hasFileExtension = (pathname: string) => /\.[a-z0-9]{2,8}$/i.test(pathname);

export function classify(url: string, cdpType: string, mimeType: string): ResourceKind {
  const { pathname } = new URL(url);
  switch (cdpType) {
    case 'Document':
      return 'html';
    case 'Script':
      return 'js';
    case 'Stylesheet':
      return 'css';
    case 'Font':
      return 'fonts';
    case 'Image':
      return /\/tiles?\//.test(pathname) ? 'mapData' : 'images';
    case 'Fetch':
    case 'XHR':
      if (hasFileExtension(pathname) && !/\.m?js$/.test(pathname)) return 'mapData';
      return 'data';
    default:
      if (/json|graphql/.test(mimeType)) return hasFileExtension(pathname) ? 'mapData' : 'data';
      return 'other';
  }
}
