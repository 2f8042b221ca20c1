import { GeocoderUnavailableError } from '../../adapters/geocoding/geocoder.ts';
import type { Logger } from '../../adapters/logger.ts';
import { userError } from '../../errors.ts';

/**
 * Runs a geocoder call; when the service cannot answer, the cause is logged and the client gets a
 * clear, retryable SERVICE_UNAVAILABLE instead of a masked internal error.
 */
export async function callGeocoder<T>(log: Logger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof GeocoderUnavailableError)) throw error;
    log.warn({ err: error }, 'Geocoder unavailable');
    throw userError(
      'SERVICE_UNAVAILABLE',
      'The address service is not available right now. Please try again.',
    );
  }
}
