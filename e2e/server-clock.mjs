// A test-only preload (`node --import`) that lets a journey move a server's clock forward: the API
// decides "is it open now" with its own clock (ctx.now from `new Date()`), so a journey that waits out
// a 30-minute pause must move that clock, not its own. Never part of the product: only servers that a
// journey starts load it (e2e/tests/clock-server.ts, through NODE_OPTIONS), and without
// E2E_CLOCK_FILE it does nothing.
//
// The file holds an offset in milliseconds. It is watched, so the journey writes a new offset and then
// waits for the server to show its effect (docs/testing.md "Moving a server's clock").
import { readFileSync, rmSync, watch, writeFileSync } from 'node:fs';

const file = process.env.E2E_CLOCK_FILE;

if (file) {
  const RealDate = Date;
  let offset = 0;
  const read = () => {
    try {
      // A write truncates before it fills the file: an empty read keeps the last offset.
      const text = readFileSync(file, 'utf8').trim();
      if (text !== '' && Number.isFinite(Number(text))) {
        offset = Number(text);
        // Says which offset this process now runs on, so the journey can wait for it (clock-server.ts):
        // a file per process, as `npm start`'s launcher and the API it runs both load this preload.
        writeFileSync(seen, String(offset));
      }
    } catch {
      // The file is being replaced: the next event reads it.
    }
  };
  const seen = `${file}.seen.${process.pid}`;
  process.on('exit', () => rmSync(seen, { force: true }));
  read();
  watch(file, { persistent: false }, read);

  // A function rather than a subclass, so `Date()` without `new` keeps answering a string and
  // `instanceof Date` holds for dates made before and after.
  function OffsetDate(...args) {
    if (!new.target) return new RealDate(RealDate.now() + offset).toString();
    return args.length === 0 ? new RealDate(RealDate.now() + offset) : new RealDate(...args);
  }
  OffsetDate.prototype = RealDate.prototype;
  OffsetDate.now = () => RealDate.now() + offset;
  OffsetDate.parse = RealDate.parse;
  OffsetDate.UTC = RealDate.UTC;
  globalThis.Date = OffsetDate;
}
