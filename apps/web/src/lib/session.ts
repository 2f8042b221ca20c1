// The session is the bearer token kept under the `token` key (ordering-core §6: every API call sends it
// when present). Accounts arrive in a later issue; this module is the single place that reads it.
import { notifyStorageChange, readItem, subscribeToKey, writeItem } from './storage.ts';

export const TOKEN_STORAGE_KEY = 'token';

export function getToken(): string | null {
  const token = readItem(TOKEN_STORAGE_KEY);
  return token && token.trim() !== '' ? token : null;
}

export function setToken(token: string | null): void {
  writeItem(TOKEN_STORAGE_KEY, token);
  notifyStorageChange(TOKEN_STORAGE_KEY);
}

export function subscribeToToken(onChange: () => void): () => void {
  return subscribeToKey(TOKEN_STORAGE_KEY, onChange);
}
