// The map's public shapes. Kept apart from the Leaflet code so screens can type their markers without
// pulling Leaflet into their own chunk.

import type { LatLng } from '@/lib/coordinates.ts';

export type { LatLng };

export type MarkerKind = 'restaurant' | 'home' | 'user' | 'rider';

export type MapMarker = {
  /** Stable key; also used by screens to find the marker again (e.g. the card it belongs to). */
  id: string;
  position: LatLng;
  /** Read out by screen readers and shown as the marker's title. */
  label: string;
  kind: MarkerKind;
  /** Makes the marker a keyboard-focusable button (Enter activates it). */
  onClick?: () => void;
  draggable?: boolean;
  onDragEnd?: (position: LatLng) => void;
};

export type MapControls = {
  /** Zoom in/out buttons (default on). */
  zoom?: boolean;
  /** Attribution of the tiles or of the offline base layer (default on). */
  attribution?: boolean;
  /** A metric scale bar (default off). */
  scale?: boolean;
  /** Zoom with the mouse wheel (default on); off for maps inside a long scrolling page. */
  scrollWheelZoom?: boolean;
};

export type FitBoundsOption = boolean | { padding?: number; maxZoom?: number };

export type MapView = { center: LatLng; zoom: number };

export type MapViewProps = {
  /** The map's accessible name, e.g. "Map of restaurants near you". */
  label: string;
  center: LatLng;
  zoom: number;
  markers?: readonly MapMarker[];
  /** Frame all markers instead of keeping `center`/`zoom` (re-applied when the markers move). */
  fitBounds?: FitBoundsOption;
  /** CSS height, e.g. 700 or "50vh". */
  height?: number | string;
  controls?: MapControls;
  className?: string;
  /**
   * A picture of the place rather than a map to explore (the address form,
   * docs/product/screens.md#addresses): no panning, zooming, keyboard focus or controls; exposed as one image
   * named by `label`.
   */
  isStatic?: boolean;
  /** Called as the view moves (pans and zooms, also while animating), with the new centre. */
  onViewChange?: (view: MapView) => void;
};
