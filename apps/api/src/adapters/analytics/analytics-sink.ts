// Where accepted analytics events go besides our own table (docs/analytics-and-errors.md): a provider
// chosen by configuration. Without one, nothing leaves the server.

/** One event as the provider receives it: who did it (a user id, or a browser's random id), what, when. */
export type ForwardedEvent = {
  name: string;
  distinctId: string;
  /** Set once signed in; the browser's random id then links the earlier anonymous events. */
  userId: string | null;
  anonymousId: string;
  properties: Record<string, unknown>;
  occurredAt: Date;
};

export type AnalyticsSink = {
  readonly name: string;
  send(events: ForwardedEvent[]): Promise<void>;
};
