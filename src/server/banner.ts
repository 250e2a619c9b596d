import { networkInterfaces } from 'node:os';

export interface BannerInput {
  publicUrl: string;
  host: string;
  port: number;
  env: string;
  dialect: string;
  seeded: boolean;
  demoSignInEmail: string | null;
  /** The machine's IPv4 addresses by interface (os.networkInterfaces() by default). */
  interfaces?: ReturnType<typeof networkInterfaces>;
}

const WILDCARDS = new Set(['0.0.0.0', '::', '']);

/** The addresses a browser on this or another machine can use, for the interface(s) the server listens on. */
export function listeningAddresses(host: string, port: number, interfaces = networkInterfaces()): string[] {
  if (!WILDCARDS.has(host)) return [`http://${host.includes(':') ? `[${host}]` : host}:${port}`];
  const addresses: string[] = [];
  for (const [name, entries] of Object.entries(interfaces)) {
    for (const entry of entries ?? []) {
      if (entry.family !== 'IPv4') continue;
      addresses.push(`http://${entry.address}:${port}  (${entry.internal ? 'this machine only' : name})`);
    }
  }
  return addresses;
}

/** What `npm start` prints once the server listens: where to open it, on which interfaces, and how to sign in. */
export function startBanner(input: BannerInput): string {
  const wildcard = WILDCARDS.has(input.host);
  const lines = [
    '',
    `  Quire is running at ${input.publicUrl}  (${input.env}, ${input.dialect})`,
    wildcard
      ? `  Listening on every interface (HOST=${input.host || '0.0.0.0'}, port ${input.port}):`
      : `  Listening on ${input.host} only (HOST), port ${input.port}:`,
    ...listeningAddresses(input.host, input.port, input.interfaces).map((address) => `    ${address}`),
    input.seeded ? '  Demo content was added to the empty database.' : null,
    input.demoSignInEmail ? `  Sign in as a demo user: npm run signin-link -- ${input.demoSignInEmail}   (prints a one-time sign-in link)` : null,
    '',
  ];
  return lines.filter((line): line is string => line !== null).join('\n');
}
