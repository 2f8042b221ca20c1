// The logging surface operations and plugins use. Fastify's pino logger satisfies it in the server;
// tests may pass any object with these methods.
type LogMethod = (data: object | string, message?: string) => void;

export type Logger = {
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
};

const ignore: LogMethod = () => {};
export const silentLogger: Logger = { debug: ignore, info: ignore, warn: ignore, error: ignore };
