// The first operator account: `npm run create-admin -w apps/api -- admin@example.org` (docs/admin.md
// "The first operator"). Asks the password twice, hidden, on a terminal; `--password-stdin` reads one
// line from stdin instead (scripts, tests). `--role support` makes a SUPPORT account; `--force` adds an
// ADMIN although one exists, or promotes an existing account of that e-mail. `--link` asks no password:
// it prints a one-time link (PUBLIC_URL/admin/set-password, valid 24 h) where the operator chooses it;
// running it again replaces the link. Opens the database the server uses (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first).
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { expectedFailure } from './cli-text.ts';
import { loadConfigOrExit } from '../config.ts';
import { migrate, openDatabase } from '../db/client.ts';
import {
  createOperator,
  createOperatorWithLink,
  type OperatorRole,
} from '../modules/onboarding/create-operator.ts';

const USAGE =
  'usage: npm run create-admin -w apps/api -- <email> [--role admin|support] [--password-stdin | --link] [--force]';

function parseArguments(argv: string[]) {
  const positional: string[] = [];
  let role = 'ADMIN';
  let fromStdin = false;
  let force = false;
  let link = false;
  for (let at = 0; at < argv.length; at += 1) {
    const arg = argv[at]!;
    if (arg === '--role') role = (argv[(at += 1)] ?? '').toUpperCase();
    else if (arg === '--password-stdin') fromStdin = true;
    else if (arg === '--force') force = true;
    else if (arg === '--link') link = true;
    else if (arg.startsWith('--')) return null;
    else positional.push(arg);
  }
  if (positional.length !== 1 || (role !== 'ADMIN' && role !== 'SUPPORT') || (link && fromStdin)) return null;
  return { email: positional[0]!, role: role as OperatorRole, fromStdin, force, link };
}

/** One line of stdin (`--password-stdin`), without its line ending. */
async function readStdinLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/** Asks on the terminal without echoing what is typed. */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const terminal = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = new Promise<string>((resolve) => terminal.question(question, resolve));
    muted = true;
    return await answer;
  } finally {
    terminal.close();
    process.stdout.write('\n');
  }
}

async function readPassword(fromStdin: boolean): Promise<string | null> {
  if (fromStdin) return readStdinLine();
  if (!process.stdin.isTTY) {
    console.error('No terminal to ask the password on: pass it on stdin with --password-stdin.');
    return null;
  }
  const first = await askHidden('Password: ');
  const again = await askHidden('Password again: ');
  if (first !== again) {
    console.error('The two passwords differ; nothing was changed.');
    return null;
  }
  return first;
}

async function run(): Promise<number> {
  const options = parseArguments(process.argv.slice(2));
  if (!options) {
    console.error(USAGE);
    return 2;
  }
  const { link, fromStdin, ...account } = options;
  const password = link ? null : await readPassword(fromStdin);
  if (!link && password === null) return 1;
  const config = loadConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    if (link) {
      const { user, url, expiresAt } = await createOperatorWithLink({
        db: database.db,
        ...account,
        // Without PUBLIC_URL, the address a server started here with these settings answers on.
        publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
        now: new Date(),
      });
      console.log(
        `${user.email} is ${options.role} without a password yet. Open this link once to choose it`,
      );
      console.log(`(valid until ${expiresAt.toISOString()}):`);
      console.log(url);
      return 0;
    }
    const { user, promoted } = await createOperator({ db: database.db, ...account, password: password! });
    console.log(
      `${user.email} ${promoted ? 'is now' : 'was created as'} ${options.role}; sign in at /login and open /admin.`,
    );
    return 0;
  } catch (error) {
    return expectedFailure(error, config.databaseUrl);
  } finally {
    await database.close();
  }
}

process.exitCode = await run();
