import type { LatLng } from '@food/domain';
import { useEffect, useRef, useState } from 'react';
import { ReportRiderLocationDocument } from '@/gql/graphql.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { type Fix, shouldReport, trailingAt } from './position-throttle.ts';

export type PositionState = 'idle' | 'waiting' | 'sharing' | 'denied' | 'unavailable';

/**
 * While `online`, watches the browser's position and reports it with updateRiderLocation (throttled,
 * position-throttle.ts). Offline, the watch is cleared: nothing is read or sent. `onReported` runs
 * after each stored position (the offers near the rider change with it).
 */
export function usePositionReporter(online: boolean, onReported: () => void) {
  const [state, setState] = useState<PositionState>('idle');
  const [position, setPosition] = useState<LatLng | null>(null);
  const [, report] = useTypedMutation(ReportRiderLocationDocument);
  const last = useRef<Fix | null>(null);
  const callback = useRef(onReported);
  callback.current = onReported;

  useEffect(() => {
    if (!online) {
      setState('idle');
      last.current = null;
      return;
    }
    if (!('geolocation' in navigator)) {
      setState('unavailable');
      return;
    }
    setState('waiting');
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const send = (position: LatLng) => {
      last.current = { position, at: Date.now() };
      void report(position).then((result) => {
        if (!result.error) callback.current();
      });
    };
    const id = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const fix = { position: { latitude: coords.latitude, longitude: coords.longitude }, at: Date.now() };
        setState('sharing');
        setPosition(fix.position);
        clearTimeout(trailing);
        if (shouldReport(last.current, fix)) return send(fix.position);
        const due = last.current && trailingAt(last.current, fix);
        if (due) trailing = setTimeout(() => send(fix.position), Math.max(0, due - Date.now()));
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 5_000 },
    );
    return () => {
      clearTimeout(trailing);
      navigator.geolocation.clearWatch(id);
    };
  }, [online, report]);

  return { state, position };
}
