import {
  type DivIcon,
  type LeafletKeyboardEvent,
  type Marker as LeafletMarker,
  divIcon,
  marker as leafletMarker,
} from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useLeafletMap } from './leaflet-map.ts';
import { MARKER_SIZE, markerClassName, markerIconHtml } from './marker-icons.ts';
import type { MapMarker, MarkerKind } from './types.ts';

// One Leaflet marker, made accessible: a keyboard button named by its label when it does something,
// an image named by its label otherwise.

const icons = new Map<MarkerKind, DivIcon>();
function iconFor(kind: MarkerKind): DivIcon {
  let icon = icons.get(kind);
  if (!icon) {
    const { width, height } = MARKER_SIZE;
    icon = divIcon({
      className: markerClassName(kind),
      html: markerIconHtml(kind),
      iconSize: [width, height],
      iconAnchor: [width / 2, height],
    });
    icons.set(kind, icon);
  }
  return icon;
}

/**
 * Leaflet gives keyboard markers role=button and a title; a name that is not only a tooltip (and
 * role=img for markers that do nothing) is added here. Leaflet draws a new element whenever the marker
 * is added to the map or its icon changes, so this runs after each of those.
 */
function nameElement(element: HTMLElement | undefined, { id, label, isButton }: ElementNaming) {
  if (!element) return;
  element.title = label;
  element.setAttribute('aria-label', label);
  if (!isButton) element.setAttribute('role', 'img');
  element.setAttribute('data-marker-id', id);
}

type ElementNaming = { id: string; label: string; isButton: boolean };

/** `icon` replaces the kind's pin (a cluster's numbered disc). */
export function MarkerLayer({ marker, icon }: { marker: MapMarker; icon?: DivIcon }) {
  const map = useLeafletMap();
  const { id, position, label, kind, onClick, draggable = false, onDragEnd } = marker;
  const isButton = onClick !== undefined;
  const shownIcon = icon ?? iconFor(kind);
  const [layer, setLayer] = useState<LeafletMarker | null>(null);

  // The latest props, for Leaflet's event handlers (bound once per marker) and for drawing a new marker.
  const latest = useRef({ onClick, onDragEnd, naming: { id, label, isButton }, position, icon: shownIcon });
  useEffect(() => {
    latest.current = { onClick, onDragEnd, naming: { id, label, isButton }, position, icon: shownIcon };
  });

  // Whether the marker is focusable, clickable or draggable is fixed when Leaflet draws it: a change of
  // any of them draws a new marker. Position, icon and name are updated in place (below), so a moving
  // rider keeps its element, and a focused pin its focus.
  useEffect(() => {
    const { position: at, icon: firstIcon, naming } = latest.current;
    const created = leafletMarker([at.latitude, at.longitude], {
      icon: firstIcon,
      title: naming.label,
      keyboard: isButton,
      interactive: isButton || draggable,
      draggable,
      riseOnHover: true,
    });
    created.on({
      add: () => nameElement(created.getElement(), latest.current.naming),
      click: () => latest.current.onClick?.(),
      // Leaflet 1.9 makes markers focusable buttons but never activates them from the keyboard.
      keypress: (event) => {
        const { originalEvent } = event as LeafletKeyboardEvent;
        if (originalEvent.key !== 'Enter' && originalEvent.key !== ' ') return;
        originalEvent.preventDefault();
        latest.current.onClick?.();
      },
      dragend: () => {
        const { lat, lng } = created.getLatLng();
        latest.current.onDragEnd?.({ latitude: lat, longitude: lng });
      },
    });
    created.addTo(map);
    setLayer(created);
    return () => {
      created.remove();
      setLayer(null);
    };
  }, [map, isButton, draggable]);

  const { latitude, longitude } = position;
  useEffect(() => {
    const at = layer?.getLatLng();
    if (layer && (at?.lat !== latitude || at.lng !== longitude)) layer.setLatLng([latitude, longitude]);
  }, [layer, latitude, longitude]);

  useEffect(() => {
    if (!layer) return;
    if (layer.options.icon !== shownIcon) layer.setIcon(shownIcon);
    layer.options.title = label;
    nameElement(layer.getElement(), { id, label, isButton });
  }, [layer, shownIcon, id, label, isButton]);

  return null;
}
