import {
  type DivIcon,
  type LeafletEvent,
  type LeafletKeyboardEvent,
  type Marker as LeafletMarker,
  divIcon,
} from 'leaflet';
import { useMemo } from 'react';
import { Marker } from 'react-leaflet';
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

/** `icon` replaces the kind's pin (a cluster's numbered disc). */
export function MarkerLayer({ marker, icon }: { marker: MapMarker; icon?: DivIcon }) {
  const { id, position, label, kind, onClick, draggable = false, onDragEnd } = marker;
  const isButton = onClick !== undefined;
  const handlers = useMemo(
    () => ({
      // Leaflet gives keyboard markers role=button and the title; a name that is not only a tooltip
      // (and role=img for markers that do nothing) is added here.
      add: (event: LeafletEvent) => {
        const element = (event.target as LeafletMarker).getElement();
        element?.setAttribute('aria-label', label);
        if (!isButton) element?.setAttribute('role', 'img');
        element?.setAttribute('data-marker-id', id);
      },
      click: () => onClick?.(),
      // Leaflet 1.9 makes markers focusable buttons but never activates them from the keyboard.
      keypress: (event: LeafletKeyboardEvent) => {
        const { key } = event.originalEvent;
        if (key !== 'Enter' && key !== ' ') return;
        event.originalEvent.preventDefault();
        onClick?.();
      },
      dragend: (event: LeafletEvent) => {
        const { lat, lng } = (event.target as LeafletMarker).getLatLng();
        onDragEnd?.({ latitude: lat, longitude: lng });
      },
    }),
    [id, label, isButton, onClick, onDragEnd],
  );
  return (
    <Marker
      position={[position.latitude, position.longitude]}
      icon={icon ?? iconFor(kind)}
      title={label}
      keyboard={isButton}
      interactive={isButton || draggable}
      draggable={draggable}
      riseOnHover
      eventHandlers={handlers}
    />
  );
}
